import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { QuizRow } from './trial-repo.js';

export interface AccessRequest {
  /** The start transaction: whatever the policy consumes (a coupon use, an entitlement) rolls back with a lost start race. */
  db: Db;
  userId: string;
  quiz: Pick<QuizRow, 'id' | 'access' | 'priceHalalas' | 'personalInfo'>;
  couponCode: string | null;
  /** The id the trial will have, so what the policy records (a coupon redemption) can point at it. */
  trialId?: string;
}

export interface AccessGrant {
  source: 'free' | 'coupon' | 'entitlement' | 'assignment';
  couponId?: number | null;
  entitlementId?: string | null;
}

/** Decides whether a start may proceed and records what it used; the coupons and payments issues provide their own. */
export interface AccessPolicy {
  grant(request: AccessRequest): Promise<AccessGrant>;
  /**
   * The grant when it needs neither the database nor anything consumed (a free quiz asking nothing), decided
   * without a transaction: the start is then a single statement. Null (or absent) sends the start through `grant`.
   */
  grantNow?(request: Omit<AccessRequest, 'db'>): AccessGrant | null;
}

/** A free quiz needs nothing recorded. */
export const grantFreeNow = ({ quiz }: Omit<AccessRequest, 'db'>): AccessGrant | null =>
  quiz.access === 'free' ? { source: 'free' } : null;

export const paymentRequired = () => new AppError(402, 'payment_required', 'quizzes-errors:start.payment_required');

/** Until coupons and payments exist: free quizzes start, the others are refused. */
export const freeOnlyAccessPolicy: AccessPolicy = {
  grantNow: grantFreeNow,
  async grant({ quiz, couponCode }) {
    if (quiz.access === 'free') return { source: 'free' };
    if (quiz.access === 'coupon' && couponCode) throw fieldError('coupon_code', 'quizzes-errors:start.coupons_unavailable');
    throw paymentRequired();
  },
};
