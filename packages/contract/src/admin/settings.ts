import { z } from 'zod';

/** The installation's run-time settings. Operators read them (the console shows staff their limits); admins change them. */
export const AdminSettings = z.object({
  /** The largest discount staff may put on coupons, 0–100; 0: staff issue no coupons (the default). */
  staff_coupon_max_discount_percent: z.number().int().min(0).max(100),
});
export type AdminSettings = z.infer<typeof AdminSettings>;

export const UpdateSettingsRequest = z.strictObject(AdminSettings.shape).partial();
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;
