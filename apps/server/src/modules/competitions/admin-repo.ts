import { and, asc, count, desc, eq, gt, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { AdminCompetitionListQuery, AdminParticipantListQuery, ParticipantTrialStatus } from '@mizan/contract/admin/competitions';
import type { Competition } from '@mizan/contract/competitions';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { competitionParticipants as participants, competitions } from '../../db/schema/competitions.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';
import { containsPattern, folded } from '../../lib/like-pattern.js';

export type NewCompetition = typeof competitions.$inferInsert;

/** Qualified by hand: a correlated subquery must not read an unqualified `id` as its own table's. */
const participantCount = (trialStatus?: 'in_progress' | 'completed') =>
  trialStatus
    ? sql<number>`(select count(*)::int from ${participants} p join ${trials} t on t.id = p.trial_id
        where p.competition_id = ${competitions}.id and t.status = ${trialStatus})`
    : sql<number>`(select count(*)::int from ${participants} p where p.competition_id = ${competitions}.id)`;

/** The same boundaries as the students' statusOf: upcoming before the start, running until the end, then ended. */
const statusWhere = (status: Competition['status'] | undefined, now: Date) => {
  if (status === 'upcoming') return gt(competitions.startsAt, now);
  if (status === 'running') return and(lte(competitions.startsAt, now), gt(competitions.endsAt, now));
  if (status === 'ended') return lte(competitions.endsAt, now);
  return undefined;
};

const trialStatusWhere = (status: ParticipantTrialStatus | undefined) => {
  if (status === 'not_started') return isNull(trials.id);
  if (status) return eq(trials.status, status);
  return undefined;
};

const ORDERINGS = { starts_at: competitions.startsAt, ends_at: competitions.endsAt, created_at: competitions.createdAt } as const;

/** A name (or an email) folded the way users search Arabic: «أحمد» finds «احمد». */
const matches = (search: string | undefined, ...columns: SQL[]) => {
  const needle = search ? normalizeForSearch(search) : '';
  return needle ? or(...columns.map((column) => like(column, containsPattern(needle)))) : undefined;
};

export function competitionAdminRepo(db: Db) {
  const select = () =>
    db
      .select({
        competition: competitions,
        quizTitleAr: quizzes.titleAr,
        quizTitleEn: quizzes.titleEn,
        participantsCount: participantCount(),
        inProgressCount: participantCount('in_progress'),
        completedCount: participantCount('completed'),
      })
      .from(competitions)
      .innerJoin(quizzes, eq(quizzes.id, competitions.quizId));

  return {
    async page(query: AdminCompetitionListQuery, limit: number, offset: number, now: Date) {
      const where = and(statusWhere(query.status, now), matches(query.search, folded(competitions.titleAr), folded(competitions.titleEn)));
      const key = (query.ordering?.replace(/^-/, '') ?? '') as keyof typeof ORDERINGS;
      const direction = query.ordering && !query.ordering.startsWith('-') ? asc : desc;
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(direction(ORDERINGS[key] ?? competitions.startsAt), desc(competitions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(competitions).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    one: async (id: number) => (await select().where(eq(competitions.id, id)))[0] ?? null,

    /** Locks the competition for a change, so a concurrent join can't slip past the cap being checked. */
    lockedParticipants: async (id: number) => {
      await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, id)).for('update');
      const [row] = await db.select({ n: count() }).from(participants).where(eq(participants.competitionId, id));
      return row?.n ?? 0;
    },

    publishedQuiz: async (id: number) =>
      (
        await db
          .select({ id: quizzes.id })
          .from(quizzes)
          .where(and(eq(quizzes.id, id), eq(quizzes.published, true), isNull(quizzes.archivedAt)))
      ).length > 0,

    insert: async (values: NewCompetition) => (await db.insert(competitions).values(values).returning({ id: competitions.id }))[0]!.id,

    update: (id: number, values: Partial<NewCompetition>) => db.update(competitions).set(values).where(eq(competitions.id, id)),

    /** Ends a running competition now; false when it isn't running any more (or yet). */
    close: async (id: number, now: Date) =>
      (
        await db
          .update(competitions)
          .set({ endsAt: now })
          .where(and(eq(competitions.id, id), sql`${competitions.startsAt} < ${now}`, gt(competitions.endsAt, now)))
          .returning({ id: competitions.id })
      ).length > 0,

    /** `students`: a staff member's classes only. */
    async participants(id: number, query: AdminParticipantListQuery, limit: number, offset: number, students?: SQL) {
      const where = and(
        eq(participants.competitionId, id),
        students ? sql`${participants.userId} in (${students})` : undefined,
        trialStatusWhere(query.trial_status),
        matches(query.search, folded(users.fullname), sql`lower(${users.email})`),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: users.id,
            fullname: users.fullname,
            email: users.email,
            joinedAt: participants.joinedAt,
            trialId: trials.id,
            trialStatus: trials.status,
            score: trials.score,
            percentage: trials.percentage,
            seconds: sql<number | null>`floor(extract(epoch from ${trials.completedAt} - ${trials.startedAt}))::int`,
          })
          .from(participants)
          .innerJoin(users, eq(users.id, participants.userId))
          .leftJoin(trials, eq(trials.id, participants.trialId))
          .where(where)
          .orderBy(asc(participants.joinedAt), asc(users.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(participants)
          .innerJoin(users, eq(users.id, participants.userId))
          .leftJoin(trials, eq(trials.id, participants.trialId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
