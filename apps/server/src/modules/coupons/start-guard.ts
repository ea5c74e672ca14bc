import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizPaths } from '@mizan/contract/quizzes';
import { AppError } from '../../lib/app-error.js';
import { countFailure, couponFailureRules } from './limits.js';

/**
 * Starting a quiz with a code is the other way to try codes: the same failure limits as validate-coupon
 * (shared counters) apply to starts that carry one. Hooks on the API scope, so the trials module stays unaware.
 */
export function guardCouponStarts(api: FastifyInstance): void {
  const failures = api.failureLimits(couponFailureRules(api.config.rateLimitIpPerMinute));
  const startUrl = `/api/v1/${quizPaths.start}`;
  const carriesCode = (request: FastifyRequest) => {
    const code = (request.body as { coupon_code?: unknown } | null | undefined)?.coupon_code;
    return request.routeOptions.url === startUrl && typeof code === 'string' && code.trim() !== '';
  };

  api.addHook('preValidation', async (request) => {
    if (!carriesCode(request)) return;
    await api.optionalAuth(request);
    await failures.guard(request);
  });
  api.addHook('onError', async (request, _reply, error) => {
    if (carriesCode(request) && error instanceof AppError && error.options.field === 'coupon_code') await countFailure(failures, request);
  });
}
