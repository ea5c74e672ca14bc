import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { privacyPolicySections } from '../../db/schema/content.js';

export type PrivacyPolicyRow = typeof privacyPolicySections.$inferSelect;
export type NewPrivacyPolicyRow = typeof privacyPolicySections.$inferInsert;

export function privacyPolicyRepo(db: Db) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(privacyPolicySections)
          .orderBy(asc(privacyPolicySections.position), asc(privacyPolicySections.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(privacyPolicySections),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    async isEmpty() {
      const [row] = await db.select({ n: count() }).from(privacyPolicySections);
      return (row?.n ?? 0) === 0;
    },
    async insertMany(rows: NewPrivacyPolicyRow[]) {
      await db.insert(privacyPolicySections).values(rows);
    },
  };
}
