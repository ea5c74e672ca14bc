import { z } from 'zod';

/**
 * C0 controls other than tab, line feed and carriage return, DEL, and lone UTF-16 surrogates (what invalid
 * UTF-8 becomes): never meaningful in a form field or query, and PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/**
 * Plain objects only, whose prototype is Object.prototype, null, or (a parsed query string) an object with a
 * null prototype: an uploaded file (Buffer, stream) is bytes, not text.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** A path as a chain of links to its parent: extending it costs one object, not a copy of every ancestor. */
interface PathLink {
  parent: PathLink | null;
  key: PropertyKey;
}

const pathOf = (link: PathLink | null): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * One `control_characters` issue per offending string anywhere in a request part (query, params or JSON body).
 * Linear in the size of the input: copying the path at every level made a deeply nested body cost minutes.
 */
export function controlCharacterIssues(input: unknown): { path: PropertyKey[] }[] {
  const issues: { path: PropertyKey[] }[] = [];
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: { value: unknown; link: PathLink | null }[] = [{ value: input, link: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, link } = item;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) issues.push({ path: pathOf(link) });
    } else if (Array.isArray(value)) {
      value.forEach((entry, i) => stack.push({ value: entry, link: { parent: link, key: i } }));
    } else if (isPlainObject(value)) {
      for (const [key, entry] of Object.entries(value)) stack.push({ value: entry, link: { parent: link, key } });
    }
  }
  return issues;
}

/** Wraps a request schema so text with control characters is a validation error (`errors:validation.control_characters`). */
export function withoutControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const { path } of controlCharacterIssues(value)) ctx.addIssue({ code: 'custom', message: 'control_characters', path });
    })
    .pipe(schema);
}
