import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery, BooleanQuery, ExportFormat } from './common.js';
import { Instant } from '../instant.js';

export const MAX_COUPON_BATCH = 10_000;

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Null: every quiz (and plan purchases). */
  quiz: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  discount_percent: z.number().int(),
  /** Null: unlimited. */
  max_uses: z.number().int().nullable(),
  uses_count: z.number().int(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponListQuery = AdminListQuery.extend({
  quiz: z.coerce.number().int().min(1).optional(),
  active: BooleanQuery.optional(),
  /** Only codes created at this instant (one batch), as the batch answer's `created_at`. */
  created_at: Instant.optional(),
});
/** What the console sends (`active=true`)… */
export type AdminCouponListQuery = z.input<typeof AdminCouponListQuery>;
/** …and what the server reads from it (`active: true`). */
export type AdminCouponListFilter = z.infer<typeof AdminCouponListQuery>;
/** An IANA time zone the runtime knows, e.g. `Asia/Riyadh`. */
const TimeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
});
export const AdminCouponExportQuery = AdminCouponListQuery.extend({
  format: ExportFormat.default('csv'),
  /** The operator's time zone: expiry is written as their day and time (Saudi time when absent). */
  tz: TimeZone.optional(),
});
export type AdminCouponExportQuery = z.input<typeof AdminCouponExportQuery>;
export const AdminCouponListResponse = paginated(AdminCoupon);
export type AdminCouponListResponse = z.infer<typeof AdminCouponListResponse>;

/** One code or many: each a fresh random code of the unambiguous alphabet. A use per user per code, always. */
export const CouponBatchRequest = z.strictObject({
  count: z.coerce.number().int().min(1).max(MAX_COUPON_BATCH),
  quiz: z.number().int().min(1).nullable().optional(),
  discount_percent: z.number().int().min(1).max(100),
  max_uses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  expires_at: Instant.nullable().optional(),
});
export type CouponBatchRequest = z.input<typeof CouponBatchRequest>;
export const CouponBatchResponse = z.object({ count: z.number().int(), created_at: z.string(), codes: z.array(z.string()) });
export type CouponBatchResponse = z.infer<typeof CouponBatchResponse>;

export const UpdateCouponRequest = z.strictObject({ active: z.boolean() });
export type UpdateCouponRequest = z.infer<typeof UpdateCouponRequest>;

/** Who used a code, and when. */
export const CouponUse = z.object({
  user: z.object({ id: z.string(), fullname: z.string(), email: z.string() }),
  used_at: z.string(),
  trial: z.string().nullable(),
  payment: z.string().nullable(),
});
export const CouponUsesResponse = z.array(CouponUse);
export type CouponUse = z.infer<typeof CouponUse>;
