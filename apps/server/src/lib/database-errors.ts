/**
 * SQLSTATEs of a database that is away for now (restart, failover, overload), not of a bad statement:
 * class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Socket-level failures of reaching it. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg says when a connection drops under a query or cannot be had in time (these carry no code). */
const DROPPED = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** True when the error, or one it was caused by, means the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (DROPPED.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
