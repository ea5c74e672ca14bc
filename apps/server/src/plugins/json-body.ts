import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Deeper than any payload Mizan reads (a quiz draft is under ten levels); past it a body is hostile, not data. */
export const MAX_JSON_DEPTH = 64;

/** One pass over the text, before parsing: brackets inside strings don't count, so no escaping can hide depth. */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are refused past MAX_JSON_DEPTH before they are parsed, so no later work (the control-character
 * scan, schema validation) ever meets one; Fastify's own parser (with its prototype-poisoning guard) does the rest.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_JSON_DEPTH))
      return done(new AppError(400, 'parse_error', 'errors:detail.too_deeply_nested', { params: { max: MAX_JSON_DEPTH } }), undefined);
    return parse(request, body as string, done);
  });
}
