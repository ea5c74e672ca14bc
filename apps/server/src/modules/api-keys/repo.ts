import { and, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { apiKeys } from '../../db/schema/integrations.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeyRepo(db: Db) {
  const withCreator = () =>
    db
      .select({ key: apiKeys, creator: { id: users.id, fullname: users.fullname } })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy));
  return {
    async page(search: string | undefined, limit: number, offset: number) {
      const where = search ? ilike(apiKeys.name, containsPattern(search)) : undefined;
      const [rows, [total]] = await Promise.all([
        withCreator().where(where).orderBy(desc(apiKeys.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(apiKeys).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    async one(id: string) {
      const [row] = await withCreator().where(eq(apiKeys.id, id));
      return row;
    },
    async find(id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      return row;
    },
    /** The key with whether its creator is still an active admin (a key never outranks the person who made it). */
    async forAuth(id: string) {
      const [row] = await db
        .select({ key: apiKeys, creatorIsAdmin: sql<boolean>`${users.role} = 'admin' and ${users.deactivatedAt} is null` })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.id, id));
      return row;
    },
    async insert(row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(row).returning();
      return created!;
    },
    async revoke(id: string, now: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },
    /** At most one write a minute per key, whichever process or request gets there first. */
    async touch(id: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
    },
  };
}
