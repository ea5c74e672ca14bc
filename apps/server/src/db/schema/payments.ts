import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentErrorCode } from '@mizan/contract/payments';
import { users } from './accounts.js';
import { quizzes } from './quizzes.js';

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const entitlementStatuses = ['active', 'revoked'] as const;

/** A 6-character code, stored upper-case; scoped to one quiz or (quiz_id null) to all. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    /** 100 means free access: the coupon starts the quiz by itself. */
    discountPercent: integer('discount_percent').notNull(),
    /** Null means unlimited. */
    maxUses: integer('max_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_discount_range', sql`${t.discountPercent} between 1 and 100`),
    check('coupons_uses_within_max', sql`${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses}`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    priceHalalas: integer('price_halalas').notNull(),
    /** 1 is a single-quiz purchase, bound to the quiz it was bought for. */
    numberOfQuizzes: integer('number_of_quizzes').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plans_price_positive', sql`${t.priceHalalas} > 0`), check('plans_quizzes_positive', sql`${t.numberOfQuizzes} > 0`)],
);

/** A card payment as we know it; `amount_halalas` is what we expect, checked against the gateway. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** The error code of a failed payment (payment_not_paid, amount_mismatch, ...). */
    failureReason: text('failure_reason').$type<PaymentErrorCode>(),
    entitlementId: uuid('entitlement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_id_key').on(t.gatewayPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx')
      .on(t.lastCheckedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Quizzes a verified payment unlocked; start consumes one at a time. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Set for a single-quiz plan: only that quiz may use it. */
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    quizzesTotal: integer('quizzes_total').notNull(),
    quizzesUsed: integer('quizzes_used').notNull().default(0),
    status: text('status', { enum: entitlementStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_payment_key').on(t.paymentId),
    index('entitlements_user_idx').on(t.userId, t.status),
    check('entitlements_used_range', sql`${t.quizzesUsed} >= 0 and ${t.quizzesUsed} <= ${t.quizzesTotal}`),
  ],
);

/** One use of a coupon per user, at start (trial) or at payment (discount). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: the redemption is written in the start transaction just before its trial. */
    trialId: uuid('trial_id'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_coupon_user_key').on(t.couponId, t.userId)],
);
