import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/settings.js';

export type SettingsRow = typeof settings.$inferSelect;
type Changes = Partial<Pick<SettingsRow, 'staffCouponMaxDiscountPercent'>>;

/** The one settings row; before any admin saved one, the columns' defaults. */
export function settingsRepo(db: Db) {
  return {
    async read(): Promise<Pick<SettingsRow, 'staffCouponMaxDiscountPercent'>> {
      const [row] = await db.select().from(settings);
      return { staffCouponMaxDiscountPercent: row?.staffCouponMaxDiscountPercent ?? 0 };
    },

    async write(changes: Changes): Promise<void> {
      await db
        .insert(settings)
        .values({ id: true, ...changes })
        .onConflictDoUpdate({ target: settings.id, set: { ...changes, updatedAt: new Date() } });
    },
  };
}
