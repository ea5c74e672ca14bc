import { z } from 'zod';

export const couponPaths = {
  validate: 'coupons/quizzes/:quizId/validate-coupon/',
} as const;

/** No 0/O or 1/I: a code read aloud or copied from paper is typed right. */
export const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COUPON_LENGTH = 6;
const COUPON_PATTERN = new RegExp(`^[${COUPON_ALPHABET}]{${COUPON_LENGTH}}$`);

/** Input is case-insensitive and may carry spaces around it. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();
export const isCouponCode = (code: string) => COUPON_PATTERN.test(normaliseCouponCode(code));

/** The format is checked by the server (a localized `coupon_code` error), so any short string passes here. */
export const ValidateCouponRequest = z.strictObject({ coupon_code: z.string().max(64) });
export type ValidateCouponRequest = z.infer<typeof ValidateCouponRequest>;

export const ValidateCouponResponse = z.object({
  coupon_code: z.string(),
  discount_percent: z.number().int(),
  /** True for a 100 % coupon: starting the quiz with it needs no payment. */
  grants_access: z.boolean(),
  /** SAR decimal string: the single-quiz price after the discount ("0.00" when it grants access). */
  price: z.string(),
  /** The single-quiz price before the discount. */
  original_price: z.string(),
  quiz: z.number().int(),
});
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponse>;
