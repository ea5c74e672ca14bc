import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { assignmentGroups, assignmentOverrides, assignments, groupMembers, groups } from '../../db/schema/groups.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { usedAttempts } from '../accommodations/attempts-sql.js';
import { groupInScope, type StudentScope } from '../groups/scope.js';
import { closesAt, memberAssignments, opensAt } from './window-sql.js';

export type AssignmentRow = typeof assignments.$inferSelect & {
  quizTitleAr: string;
  quizTitleEn: string;
  quizAccess: string;
  groups: { id: number; nameAr: string; nameEn: string }[];
  overrides: { userId: string; fullname: string; email: string; opensAt: Date; closesAt: Date }[];
};
export interface AssignmentValues {
  quizId: number;
  opensAt: Date;
  closesAt: Date;
  attempts: number | null;
  durationMinutes: number | null;
}
export interface OverrideValues {
  userId: string;
  opensAt: Date;
  closesAt: Date;
}

/** A student's assignment as My assignments reads it. */
export interface StudentAssignmentRow {
  id: number;
  quizId: number;
  titleAr: string;
  titleEn: string;
  durationMinutes: number | null;
  groupsAr: string[];
  groupsEn: string[];
  opensAt: Date | string;
  closesAt: Date | string;
  attempts: number | null;
  used: number;
  completed: number;
  running: string | null;
  last: string | null;
}

const ORDERINGS = {
  opens_at: asc(assignments.opensAt),
  '-opens_at': desc(assignments.opensAt),
  closes_at: asc(assignments.closesAt),
  '-closes_at': desc(assignments.closesAt),
} as const;

/** Visible to the scope: given to at least one class it may read. */
const visible = (scope: StudentScope) =>
  scope.all
    ? undefined
    : sql`exists (select 1 from ${assignmentGroups} ag where ag.assignment_id = ${assignments.id} and ${groupInScope(scope, sql`ag.group_id`)})`;

export function assignmentRepo(db: Db) {
  const details = async (rows: (typeof assignments.$inferSelect & { quizTitleAr: string; quizTitleEn: string; quizAccess: string })[]) => {
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const [classes, overrides] = await Promise.all([
      db
        .select({ assignmentId: assignmentGroups.assignmentId, id: groups.id, nameAr: groups.nameAr, nameEn: groups.nameEn })
        .from(assignmentGroups)
        .innerJoin(groups, eq(groups.id, assignmentGroups.groupId))
        .where(inArray(assignmentGroups.assignmentId, ids))
        .orderBy(asc(groups.nameAr)),
      db
        .select({
          assignmentId: assignmentOverrides.assignmentId,
          userId: assignmentOverrides.userId,
          fullname: users.fullname,
          email: users.email,
          opensAt: assignmentOverrides.opensAt,
          closesAt: assignmentOverrides.closesAt,
        })
        .from(assignmentOverrides)
        .innerJoin(users, eq(users.id, assignmentOverrides.userId))
        .where(inArray(assignmentOverrides.assignmentId, ids))
        .orderBy(asc(users.fullname)),
    ]);
    return rows.map((row): AssignmentRow => ({
      ...row,
      groups: classes.filter((c) => c.assignmentId === row.id).map(({ id, nameAr, nameEn }) => ({ id, nameAr, nameEn })),
      overrides: overrides.filter((o) => o.assignmentId === row.id).map(({ assignmentId: _, ...o }) => o),
    }));
  };
  const columns = { ...assignmentColumns, quizTitleAr: quizzes.titleAr, quizTitleEn: quizzes.titleEn, quizAccess: quizzes.access };

  return {
    async page(
      scope: StudentScope,
      filter: { search?: string | undefined; group?: number | undefined; ordering?: string | undefined },
      limit: number,
      offset: number,
    ) {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const where = and(
        visible(scope),
        filter.group
          ? sql`exists (select 1 from ${assignmentGroups} g where g.assignment_id = ${assignments.id} and g.group_id = ${filter.group})`
          : undefined,
        pattern ? sql`(${quizzes.titleAr} ilike ${pattern} or ${quizzes.titleEn} ilike ${pattern})` : undefined,
      );
      const order = ORDERINGS[filter.ordering as keyof typeof ORDERINGS] ?? desc(assignments.opensAt);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(assignments)
          .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
          .where(where)
          .orderBy(order, desc(assignments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(assignments).innerJoin(quizzes, eq(quizzes.id, assignments.quizId)).where(where),
      ]);
      return { rows: await details(rows), count: total?.n ?? 0 };
    },

    async one(id: number, scope: StudentScope): Promise<AssignmentRow | undefined> {
      const rows = await db
        .select(columns)
        .from(assignments)
        .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
        .where(and(eq(assignments.id, id), visible(scope)));
      return (await details(rows))[0];
    },

    async publishedQuiz(quizId: number) {
      const [row] = await db
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(eq(quizzes.id, quizId), eq(quizzes.published, true), sql`${quizzes.archivedAt} is null`));
      return Boolean(row);
    },

    /** Of `ids`, the classes the scope may give work to. */
    async groupsInScope(ids: number[], scope: StudentScope): Promise<number[]> {
      const rows = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(inArray(groups.id, ids), groupInScope(scope, sql`${groups.id}`)));
      return rows.map((r) => r.id);
    },

    /** Of `userIds`, the members of any of `groupIds` (a per-student window is for someone the assignment reaches). */
    async membersOf(groupIds: number[], userIds: string[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .selectDistinct({ id: groupMembers.userId })
        .from(groupMembers)
        .where(and(inArray(groupMembers.groupId, groupIds), inArray(groupMembers.userId, userIds)));
      return rows.map((r) => r.id);
    },

    async insert(values: AssignmentValues, createdBy: string): Promise<number> {
      const [row] = await db
        .insert(assignments)
        .values({ ...values, createdBy })
        .returning({ id: assignments.id });
      return row!.id;
    },

    async update(id: number, values: Partial<AssignmentValues>, at: Date) {
      await db
        .update(assignments)
        .set({ ...values, updatedAt: at })
        .where(eq(assignments.id, id));
    },

    async setGroups(id: number, groupIds: number[]) {
      await db.delete(assignmentGroups).where(eq(assignmentGroups.assignmentId, id));
      await db.insert(assignmentGroups).values(groupIds.map((groupId) => ({ assignmentId: id, groupId })));
    },

    async setOverrides(id: number, overrides: OverrideValues[]) {
      await db.delete(assignmentOverrides).where(eq(assignmentOverrides.assignmentId, id));
      if (overrides.length) await db.insert(assignmentOverrides).values(overrides.map((o) => ({ assignmentId: id, ...o })));
    },

    async remove(id: number) {
      await db.delete(assignments).where(eq(assignments.id, id));
    },

    /** Every assignment reaching the student through a class, with their own window and their trials of its quiz. */
    async forStudent(userId: string): Promise<StudentAssignmentRow[]> {
      const user = sql`${userId}::uuid`;
      const result = await db.execute(sql`
        select a.id, a.quiz_id as "quizId", q.title_ar as "titleAr", q.title_en as "titleEn",
          coalesce(a.duration_minutes, q.duration_minutes) as "durationMinutes",
          ${opensAt} as "opensAt", ${closesAt} as "closesAt", coalesce(a.attempts, q.attempts_allowed) as attempts,
          array(select g.name_ar from ${assignmentGroups} ag join ${groups} g on g.id = ag.group_id
            join ${groupMembers} m on m.group_id = g.id and m.user_id = ${user} where ag.assignment_id = a.id order by g.name_ar) as "groupsAr",
          array(select coalesce(nullif(g.name_en, ''), g.name_ar) from ${assignmentGroups} ag join ${groups} g on g.id = ag.group_id
            join ${groupMembers} m on m.group_id = g.id and m.user_id = ${user} where ag.assignment_id = a.id order by g.name_ar) as "groupsEn",
          ${usedAttempts(user, sql`a.quiz_id`)} as used,
          (select count(*)::int from ${trials} t where t.user_id = ${user} and t.quiz_id = a.quiz_id and not t.preview
            and t.status = 'completed' and t.assignment_id = a.id) as completed,
          (select t.id from ${trials} t where t.user_id = ${user} and t.quiz_id = a.quiz_id and not t.preview
            and t.status = 'in_progress' limit 1) as running,
          (select t.id from ${trials} t where t.user_id = ${user} and t.quiz_id = a.quiz_id and not t.preview
            and t.status = 'completed' and t.assignment_id = a.id order by t.completed_at desc limit 1) as last
        from ${assignments} a
        join ${quizzes} q on q.id = a.quiz_id and q.published
        left join ${assignmentOverrides} o on o.assignment_id = a.id and o.user_id = ${user}
        where exists (select 1 from ${assignmentGroups} ag join ${groupMembers} m on m.group_id = ag.group_id
          where ag.assignment_id = a.id and m.user_id = ${user})
        order by ${closesAt}, a.id`);
      return (result as unknown as { rows: StudentAssignmentRow[] }).rows;
    },

    /** The student's window on an assigned quiz for its instructions page: the open one, else the next, else the last. */
    async windowFor(userId: string, quizId: number, now: Date): Promise<{ opensAt: Date; closesAt: Date } | null> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await db.execute(sql`select ${opensAt} as "opensAt", ${closesAt} as "closesAt"
        ${memberAssignments(sql`${userId}::uuid`, sql`${quizId}::int`)}
        order by (${closesAt} > ${at}) desc, (${opensAt} <= ${at}) desc, ${opensAt}, ${closesAt} desc limit 1`);
      const [row] = (result as unknown as { rows: { opensAt: Date | string; closesAt: Date | string }[] }).rows;
      return row ? { opensAt: new Date(row.opensAt), closesAt: new Date(row.closesAt) } : null;
    },

    /** Whether `userId` belongs to a class the quiz is assigned to: who may see an `assigned` quiz at all. */
    async reaches(userId: string, quizId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 ${memberAssignments(sql`${userId}::uuid`, sql`${quizId}::int`)} limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}

const assignmentColumns = {
  id: assignments.id,
  quizId: assignments.quizId,
  opensAt: assignments.opensAt,
  closesAt: assignments.closesAt,
  attempts: assignments.attempts,
  durationMinutes: assignments.durationMinutes,
  createdBy: assignments.createdBy,
  createdAt: assignments.createdAt,
  updatedAt: assignments.updatedAt,
};

export type AssignmentRepo = ReturnType<typeof assignmentRepo>;
