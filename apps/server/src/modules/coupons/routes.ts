import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponPaths, ValidateCouponRequest, ValidateCouponResponse } from '@mizan/contract/coupons';
import { QuizIdParams } from '@mizan/contract/quizzes';
import { AppError } from '../../lib/app-error.js';
import { couponLimits } from './limits.js';
import { couponService } from './service.js';

/** POST coupons/quizzes/{id}/validate-coupon/: what a code gives, or a localized `coupon_code` error. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = couponService(app.db);
  const limits = couponLimits(app);

  app.post(
    `/${couponPaths.validate}`,
    {
      preValidation: async (request) => {
        await app.requireAuth(request);
        await limits.guard(request);
      },
      schema: { tags: ['coupons'], params: QuizIdParams, body: ValidateCouponRequest, response: { 200: ValidateCouponResponse } },
    },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      try {
        return await service.validate(request.params.quizId, request.body.coupon_code, userId);
      } catch (err) {
        if (err instanceof AppError && err.options.field === 'coupon_code') await limits.fail(request);
        throw err;
      }
    },
  );
};
