/**
 * A multipart body the client sent broken (cut short, no boundary, a closed connection): busboy throws plain
 * Errors known only by their message, and @fastify/multipart adds a few coded ones. Each is a client mistake.
 */
const BROKEN_FORM_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);
const BROKEN_FORM_MESSAGES =
  /^(Unexpected end of multipart data|(Part|Preamble) terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

export function isBrokenForm(error: { code?: string; message?: string }): boolean {
  return (error.code !== undefined && BROKEN_FORM_CODES.has(error.code)) || BROKEN_FORM_MESSAGES.test(error.message ?? '');
}
