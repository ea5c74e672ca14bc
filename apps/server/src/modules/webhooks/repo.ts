import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema/integrations.js';

export type WebhookRow = typeof webhookSubscriptions.$inferSelect;

export function webhookRepo(db: Db) {
  return {
    async page(search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containsPattern(search) : undefined;
      const where = pattern ? or(ilike(webhookSubscriptions.url, pattern), ilike(webhookSubscriptions.description, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(webhookSubscriptions).where(where).orderBy(desc(webhookSubscriptions.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(webhookSubscriptions).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    async find(id: string): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
      return row;
    },
    async insert(row: typeof webhookSubscriptions.$inferInsert): Promise<WebhookRow> {
      const [created] = await db.insert(webhookSubscriptions).values(row).returning();
      return created!;
    },
    async update(id: string, set: Partial<typeof webhookSubscriptions.$inferInsert>): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhookSubscriptions)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(webhookSubscriptions.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    },
    /** Newest first; `search` matches the event type or id. */
    async deliveries(subscriptionId: string, search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containsPattern(search) : undefined;
      const where = and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        pattern ? or(ilike(webhookEvents.type, pattern), ilike(sql`${webhookEvents.id}::text`, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ delivery: webhookDeliveries, type: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(where)
          .orderBy(desc(webhookDeliveries.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    async delivery(id: number) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, type: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },
  };
}
