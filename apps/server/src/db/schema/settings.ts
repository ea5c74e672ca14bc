import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The installation's settings an admin changes at run time: one row (id is always true), one typed and checked
 * column per setting, so a bad value can't be stored and a missing row reads as the defaults.
 */
export const settings = pgTable(
  'settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** The largest discount a staff member may put on coupons; 0: staff issue no coupons. */
    staffCouponMaxDiscountPercent: integer('staff_coupon_max_discount_percent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id}`),
    check('settings_staff_coupon_range', sql`${t.staffCouponMaxDiscountPercent} between 0 and 100`),
  ],
);
