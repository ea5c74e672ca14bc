import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { groupMembers, groupStaff, groups } from '../../db/schema/groups.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { groupInScope, type StudentScope } from './scope.js';

export type GroupRow = typeof groups.$inferSelect & {
  staff: { id: string; fullname: string; email: string }[];
  membersCount: number;
};
export interface GroupValues {
  nameAr: string;
  nameEn: string;
  code: string | null;
}

const ORDERINGS = {
  name: asc(groups.nameAr),
  '-name': desc(groups.nameAr),
  created_at: asc(groups.createdAt),
  '-created_at': desc(groups.createdAt),
} as const;

export function groupRepo(db: Db) {
  const withStaff = async (rows: (typeof groups.$inferSelect & { membersCount: number })[]): Promise<GroupRow[]> => {
    const ids = rows.map((r) => r.id);
    const staff = ids.length
      ? await db
          .select({ groupId: groupStaff.groupId, id: users.id, fullname: users.fullname, email: users.email })
          .from(groupStaff)
          .innerJoin(users, eq(users.id, groupStaff.userId))
          .where(inArray(groupStaff.groupId, ids))
          .orderBy(asc(users.fullname))
      : [];
    return rows.map((row) => ({
      ...row,
      staff: staff.filter((s) => s.groupId === row.id).map(({ id, fullname, email }) => ({ id, fullname, email })),
    }));
  };
  const membersCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;

  return {
    async page(scope: StudentScope, search: string | undefined, ordering: string | undefined, limit: number, offset: number) {
      const pattern = search ? containsPattern(search) : undefined;
      const where = and(
        groupInScope(scope, sql`${groups.id}`),
        pattern ? or(ilike(groups.nameAr, pattern), ilike(groups.nameEn, pattern), ilike(groups.code, pattern)) : undefined,
      );
      const order = ORDERINGS[ordering as keyof typeof ORDERINGS] ?? asc(groups.nameAr);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...groupColumns, membersCount })
          .from(groups)
          .where(where)
          .orderBy(order, asc(groups.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(groups).where(where),
      ]);
      return { rows: await withStaff(rows), count: total?.n ?? 0 };
    },

    async one(id: number, scope: StudentScope): Promise<GroupRow | undefined> {
      const rows = await db
        .select({ ...groupColumns, membersCount })
        .from(groups)
        .where(and(eq(groups.id, id), groupInScope(scope, sql`${groups.id}`)));
      return (await withStaff(rows))[0];
    },

    async byJoinCode(joinCode: string) {
      const [row] = await db.select().from(groups).where(eq(groups.joinCode, joinCode));
      return row;
    },

    async codeTaken(code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(sql`lower(${groups.code}) = lower(${code})`, exceptId ? sql`${groups.id} <> ${exceptId}` : undefined));
      return Boolean(row);
    },

    async insert(values: GroupValues, joinCode: string): Promise<number> {
      const [row] = await db
        .insert(groups)
        .values({ ...values, joinCode })
        .returning({ id: groups.id });
      return row!.id;
    },

    async update(id: number, values: Partial<GroupValues> & { joinCode?: string }, at: Date) {
      await db
        .update(groups)
        .set({ ...values, updatedAt: at })
        .where(eq(groups.id, id));
    },

    async remove(id: number) {
      await db.delete(groups).where(eq(groups.id, id));
    },

    /** Of `ids`, the accounts with the staff or admin role (those who may teach a class). */
    async operators(ids: string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), inArray(users.role, ['staff', 'admin'])));
      return rows.map((r) => r.id);
    },

    async setStaff(groupId: number, staff: string[]) {
      await db.delete(groupStaff).where(eq(groupStaff.groupId, groupId));
      if (staff.length) await db.insert(groupStaff).values(staff.map((userId) => ({ groupId, userId })));
    },

    async members(groupId: number, search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containsPattern(search) : undefined;
      const where = and(
        eq(groupMembers.groupId, groupId),
        pattern ? or(ilike(users.fullname, pattern), ilike(users.email, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, fullname: users.fullname, email: users.email, joinedAt: groupMembers.joinedAt })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(where)
          .orderBy(asc(users.fullname), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId)).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** Of `ids`, the existing student accounts. */
    async students(ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'student')));
      return rows.map((r) => r.id);
    },

    async addMembers(groupId: number, userIds: string[]): Promise<number> {
      if (!userIds.length) return 0;
      const added = await db
        .insert(groupMembers)
        .values(userIds.map((userId) => ({ groupId, userId })))
        .onConflictDoNothing()
        .returning({ id: groupMembers.userId });
      return added.length;
    },

    /** Only the membership goes: the students' trials and results stay. */
    async removeMembers(groupId: number, userIds: string[]): Promise<number> {
      const removed = await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)))
        .returning({ id: groupMembers.userId });
      return removed.length;
    },

    async membersCount(groupId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
      return row?.n ?? 0;
    },
  };
}

const groupColumns = {
  id: groups.id,
  nameAr: groups.nameAr,
  nameEn: groups.nameEn,
  code: groups.code,
  joinCode: groups.joinCode,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
};

export type GroupRepo = ReturnType<typeof groupRepo>;
