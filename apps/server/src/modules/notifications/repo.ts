import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationBox, NotificationKind } from '@mizan/contract/notifications';
import type { Db } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema/notifications.js';

const inBox = (box: NotificationBox | undefined): SQL | undefined =>
  box === undefined
    ? undefined
    : box === 'messages'
      ? eq(notifications.kind, 'announcement')
      : sql`${notifications.kind} <> 'announcement'`;

/** A user's notifications: every query is scoped to the user, so another user's ids simply match nothing. */
export function notificationRepo(db: Db) {
  const shown = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

  return {
    async page(userId: string, box: NotificationBox | undefined, limit: number, offset: number) {
      const where = and(shown(userId), inBox(box));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async unread(userId: string): Promise<Record<NotificationBox, number>> {
      const [row] = await db
        .select({
          messages: sql<number>`count(*) filter (where ${notifications.kind} = 'announcement')::int`,
          alerts: sql<number>`count(*) filter (where ${notifications.kind} <> 'announcement')::int`,
        })
        .from(notifications)
        .where(and(shown(userId), isNull(notifications.readAt)));
      return { alerts: row?.alerts ?? 0, messages: row?.messages ?? 0 };
    },

    /** Marks the user's own unread ones among `ids` (or all of a box); answers how many changed. */
    async markRead(userId: string, target: { ids: string[] } | { box: NotificationBox | undefined }): Promise<number> {
      const which = 'ids' in target ? inArray(notifications.id, target.ids) : inBox(target.box);
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async preferences(userId: string) {
      const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map((r) => [r.kind, { inApp: r.inApp, email: r.email }]));
    },

    async setPreferences(userId: string, list: { kind: NotificationKind; inApp: boolean; email: boolean }[]) {
      await db
        .insert(notificationPreferences)
        .values(list.map((p) => ({ userId, ...p })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
        });
    },
  };
}
