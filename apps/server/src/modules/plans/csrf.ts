import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@mizan/contract/payments';
import { AppError } from '../../lib/app-error.js';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Double-submit token as the spec's client expects it: a readable cookie it echoes in X-CSRFToken.
 * An existing token is kept, so several tabs keep agreeing on it.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (TOKEN.test(request.cookies[CSRF_COOKIE] ?? '')) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.server.config.publicUrl.startsWith('https:'),
    maxAge: ONE_YEAR_SECONDS,
  });
}

/** A hook: 403 csrf_failed unless the header equals the cookie. */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  const cookie = request.cookies[CSRF_COOKIE] ?? '';
  const header = request.headers[CSRF_HEADER];
  const given = typeof header === 'string' ? header : '';
  const same = TOKEN.test(cookie) && given.length === cookie.length && timingSafeEqual(Buffer.from(given), Buffer.from(cookie));
  if (!same) throw new AppError(403, 'csrf_failed', 'payments-errors:detail.csrf_failed');
}
