import { COUPON_ALPHABET, COUPON_LENGTH, isCouponCode, normaliseCouponCode } from '@mizan/contract/coupons';
import { fieldError } from '../../lib/app-error.js';
import type { CouponRepo, CouponRow } from './repo.js';

export type CouponProblem =
  'required' | 'invalid_format' | 'not_found' | 'inactive' | 'expired' | 'used_up' | 'wrong_quiz' | 'already_used';

export const couponError = (problem: CouponProblem) =>
  fieldError('coupon_code', `payments-errors:coupon.${problem}`, { length: COUPON_LENGTH, alphabet: COUPON_ALPHABET });

/** Why a coupon cannot be used right now by this user for this quiz (null quiz: a bundle purchase), or null. */
export function couponProblem(coupon: CouponRow, quizId: number | null, now: Date): CouponProblem | null {
  if (!coupon.active) return 'inactive';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.maxUses != null && coupon.usesCount >= coupon.maxUses) return 'used_up';
  if (coupon.quizId != null && coupon.quizId !== quizId) return 'wrong_quiz';
  return null;
}

/** The coupon a code names, usable by this user for this quiz; a 400 `coupon_code` error otherwise. */
export async function usableCoupon(
  repo: CouponRepo,
  rawCode: string,
  userId: string,
  quizId: number | null,
  now = new Date(),
): Promise<CouponRow> {
  const code = normaliseCouponCode(rawCode);
  if (!code) throw couponError('required');
  if (!isCouponCode(code)) throw couponError('invalid_format');
  const coupon = await repo.byCode(code);
  if (!coupon) throw couponError('not_found');
  const problem = couponProblem(coupon, quizId, now);
  if (problem) throw couponError(problem);
  if (await repo.redeemedBy(coupon.id, userId)) throw couponError('already_used');
  return coupon;
}

/** Price after a percentage discount, rounded to whole halalas. */
export const discounted = (halalas: number, percent: number) => Math.round((halalas * (100 - percent)) / 100);
