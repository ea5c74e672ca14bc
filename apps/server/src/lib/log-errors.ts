/** What a log line keeps of an error (the shape Fastify's `err` serializer must answer). */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/** Drizzle's query errors and the drivers' (pg, PGlite) server errors carry these. */
const fromDatabase = (err: Error) => 'query' in err || 'params' in err || 'severity' in err;
const sqlState = (code: unknown) => (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined);

/** Stack frames only: the first line repeats the message. */
const frames = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * The pino `err` serializer. Database errors are logged by type and SQLSTATE with their stack frames, never
 * their message: Drizzle's carries the SQL text and its parameters, PostgreSQL's quotes the offending value
 * (a password, a code, an email).
 */
export function serializeError(err: Error, depth = 0): LoggedError {
  const cause = depth < 5 && err.cause instanceof Error ? serializeError(err.cause, depth + 1) : undefined;
  const own = (err as { code?: unknown }).code;
  const base = { type: err.constructor.name, ...(cause ? { cause } : {}) };
  if (fromDatabase(err)) {
    const code = sqlState(own) ?? cause?.code;
    return { ...base, message: `database error${code ? ` (SQLSTATE ${code})` : ''}`, ...(code ? { code } : {}), stack: frames(err.stack) };
  }
  return { ...base, message: err.message, ...(typeof own === 'string' ? { code: own } : {}), stack: err.stack ?? '' };
}
