import type { FastifyInstance, FastifyRequest, onErrorHookHandler, preValidationHookHandler } from 'fastify';
import { quizPaths } from '@mizan/contract/quizzes';
import { AppError } from '../../lib/app-error.js';
import { couponLimits } from './limits.js';

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Starting a quiz with a code is the other way to try codes: the same failure limits as validate-coupon
 * (shared counters) apply to starts that carry one. The hooks are attached to the start route as it is
 * declared, so the trials module stays unaware and no other route pays for them.
 */
export function guardCouponStarts(api: FastifyInstance): void {
  const limits = couponLimits(api);
  const startUrl = `/api/v1/${quizPaths.start}`;
  const carriesCode = (request: FastifyRequest) => {
    const code = (request.body as { coupon_code?: unknown } | null | undefined)?.coupon_code;
    return typeof code === 'string' && code.trim() !== '';
  };

  const guard: preValidationHookHandler = async (request) => {
    if (!carriesCode(request)) return;
    await api.optionalAuth(request);
    await limits.guard(request);
  };
  const count: onErrorHookHandler = async (request, _reply, error) => {
    if (carriesCode(request) && error instanceof AppError && error.options.field === 'coupon_code') await limits.fail(request);
  };
  api.addHook('onRoute', (route) => {
    if (route.url !== startUrl) return;
    route.preValidation = [...asList(route.preValidation), guard];
    route.onError = [...asList(route.onError), count];
  });
}
