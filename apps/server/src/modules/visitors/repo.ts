import type { Db } from '../../db/client.js';
import { pageViews } from '../../db/schema/analytics.js';

export type NewPageView = typeof pageViews.$inferInsert;

export function pageViewRepo(db: Db) {
  return {
    insertMany: async (rows: NewPageView[]) => {
      await db.insert(pageViews).values(rows);
    },
  };
}
