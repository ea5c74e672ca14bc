import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeIssue, issueFields, type IssueLike } from '@mizan/contract/errors';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import { isBrokenForm } from '../lib/multipart-errors.js';

type Body = Record<string, unknown>;

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client-error codes and the DRF-style answer each gets. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'parse_error' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'parse_error' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'parse_error' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large' },
};

/** Localized DRF error shapes for everything that goes wrong; a real 500 is logged, never shown. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = { lang: request.lang, digits: request.digits };
    const t = (key: string, params?: Record<string, string | number>) => request.server.translate(locale, key, params);

    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
      const message = t(error.messageKey, error.options.params);
      if (error.options.field) return send(reply, error.statusCode, { [error.options.field]: [message], error_code: error.errorCode });
      if (error.options.shape === 'error') return send(reply, error.statusCode, { error: message, error_code: error.errorCode });
      return send(reply, error.statusCode, { detail: message, error_code: error.errorCode, ...error.options.extra });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Body = { error_code: 'validation_error' };
      for (const v of error.validation) {
        const issue: IssueLike = {
          ...(v.params as object),
          code: v.keyword,
          message: v.message,
          path: v.instancePath.split('/').filter(Boolean),
        };
        const { key, params } = describeIssue(issue);
        for (const field of issueFields(issue))
          body[field] = [...((body[field] as string[] | undefined) ?? []), t(`errors:validation.${key}`, params)];
      }
      return send(reply, 400, body);
    }

    if (isBrokenForm(error)) return send(reply, 400, { detail: t('errors:detail.form_parse_error'), error_code: 'parse_error' });

    const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (framework) return send(reply, framework.status, detail(t, framework.code));

    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(reply, 429, { detail: t('errors:detail.throttled', { seconds, count: seconds }), error_code: 'throttled' });
    }

    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'not_found' : error.statusCode === 405 ? 'method_not_allowed' : 'bad_request';
      return send(reply, error.statusCode, detail(t, code));
    }

    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once PostgreSQL is back; clients retry after the header's seconds.
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, detail(t, 'service_unavailable'));
    }

    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, 500, { ...detail(t, 'server_error'), request_id: request.id });
  });
}

/** JSON 404 for unknown API routes, in the request's language. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    detail((key) => request.server.translate({ lang: request.lang, digits: request.digits }, key), 'not_found'),
  );
}

function detail(t: (key: string) => string, code: string) {
  return { detail: t(`errors:detail.${code}`), error_code: code };
}

function send(reply: FastifyReply, status: number, body: Body) {
  // Error bodies skip the route's response schema: they are not what the route returns on success.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}
