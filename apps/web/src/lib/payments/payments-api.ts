import { couponPaths, type ValidateCouponResponse } from '@mizan/contract/coupons';
import { paymentPaths, type Plan, type PlanListResponse } from '@mizan/contract/payments';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** The plans modal and the plans page both ask for one page of 50 (client-spec §9). */
export const PLANS_PAGE = { limit: 50, offset: 0 } as const;

/** Reads shared by the coupon modals (quizzes) and the payment pages. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlanListResponse, { limit: number; offset: number }>({
      query: (params) => ({ url: paymentPaths.plans, params }),
      providesTags: [LOCALIZED],
    }),
    validateCoupon: build.mutation<ValidateCouponResponse, { quizId: string | number; code: string }>({
      query: ({ quizId, code }) => ({
        url: couponPaths.validate.replace(':quizId', String(quizId)),
        method: 'POST',
        body: { coupon_code: code },
      }),
    }),
  }),
});

export const { useGetPlansQuery, useValidateCouponMutation } = plansApi;

/** number_of_quizzes = 1 is the single-quiz purchase (client-spec §3). */
export const singleQuizPlan = (plans: readonly Plan[] | undefined) => plans?.find((plan) => plan.number_of_quizzes === 1);
