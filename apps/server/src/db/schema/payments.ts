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
    /** The quizzes it may be used for; null: every paid quiz. Copied onto what is bought, so later edits never change a purchase. */
    quizIds: integer('quiz_ids').array(),
    /** Days a purchase stays usable after payment; null: no end. */
    validDays: integer('valid_days'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_price_positive', sql`${t.priceHalalas} > 0`),
    check('plans_quizzes_positive', sql`${t.numberOfQuizzes} > 0`),
    check('plans_valid_days_positive', sql`${t.validDays} is null or ${t.validDays} > 0`),
  ],
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
    /**
     * What the gateway captured when it differs from what we expected or is refunded automatically (its record's
     * amount); null: the amount above. Lists show what was charged, not the plan price.
     */
    chargedHalalas: integer('charged_halalas'),
    /** Refunded or being refunded (pending refunds count): reserved by one conditional update, never above what was charged. */
    refundedHalalas: integer('refunded_halalas').notNull().default(0),
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
    index('payments_created_idx').on(t.createdAt),
    check(
      'payments_refunded_range',
      sql`${t.refundedHalalas} >= 0 and ${t.refundedHalalas} <= coalesce(${t.chargedHalalas}, ${t.amountHalalas})`,
    ),
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
    /** The plan's quiz set when bought (null: every paid quiz). */
    quizIds: integer('quiz_ids').array(),
    /** From the plan's validity when bought; null: no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * One refund an operator made through the gateway. Written `pending` (its amount already reserved in
 * payments.refunded_halalas) before the gateway is called, then `succeeded` or `failed` (reservation released).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountHalalas: integer('amount_halalas').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** The gateway's reference of the refund (Moyasar has no refund object: the payment id and its refunded_at). */
    gatewayReference: text('gateway_reference'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    check('payment_refunds_amount_positive', sql`${t.amountHalalas} > 0`),
  ],
);

/**
 * The simplified tax invoice of a paid payment, issued in the transaction that marks it paid (or, for a
 * payment paid before invoices existed, on its first receipt request). Seller, VAT rate and amounts are
 * copied in, so a later configuration change never rewrites an issued invoice; it outlives its payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** Gap-free and never reused: allocated from invoice_counter in the issuing transaction. */
    number: integer('number').primaryKey(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    /** Percent in hundredths (1500 = 15 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** VAT included. */
    totalHalalas: integer('total_halalas').notNull(),
    vatHalalas: integer('vat_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
  },
  (t) => [uniqueIndex('invoices_payment_key').on(t.paymentId)],
);

/** One row per sequence: an UPDATE … RETURNING takes the next number under a row lock, rolled back with its transaction. */
export const invoiceCounter = pgTable('invoice_counter', {
  name: text('name').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
