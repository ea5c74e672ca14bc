import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { describeIssue, type IssueLike } from '@mizan/contract/errors';

const ENCODED = 'i18n:';

/**
 * A react-hook-form resolver for a contract schema whose messages are translation keys: the issue is
 * described with the contract's describeIssue, the same way the server words it, and translated on display.
 */
export function zodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, {
    error: (issue) => `${ENCODED}${JSON.stringify(describeIssue(issue as unknown as IssueLike))}`,
  }) as Resolver<z.input<S>, unknown, z.output<S>>;
}

/** Decodes a form error message: a contract key to translate, or a message the server already localized. */
export function decodeMessage(message: string): { key: string; params: Record<string, string | number> } | null {
  if (message.startsWith(ENCODED)) return JSON.parse(message.slice(ENCODED.length)) as ReturnType<typeof decodeMessage>;
  // A schema's own message is itself a key: `invalid_name` in errors:validation, or a namespaced one (`auth:…`).
  if (/^[a-z][a-z0-9_]*$/.test(message) || /^[a-z]+:[a-z][\w.]*$/.test(message)) return { key: message, params: {} };
  return null;
}
