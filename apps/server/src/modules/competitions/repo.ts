import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { competitionParticipants as participants, competitions } from '../../db/schema/competitions.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';

export type CompetitionRow = typeof competitions.$inferSelect;

export interface LeaderboardRow {
  user_id: string;
  fullname: string;
  /** For the console's ranking and export; the students' leaderboard never shows it. */
  email: string;
  score: number;
  percentage: number | null;
  seconds: number;
  rank: number;
}

export function competitionRepo(database: Database) {
  const db: Db = database.db;
  const withParticipant = db
    .select({ competition: competitions, participant: participants })
    .from(competitions)
    .leftJoin(participants, and(eq(participants.competitionId, competitions.id), eq(participants.userId, sql.placeholder('userId'))))
    .where(eq(competitions.id, sql.placeholder('id')))
    .prepare('competition_with_participant');
  const participantCount = sql<number>`(select count(*)::int from ${participants} where ${participants.competitionId} = ${competitions.id})`;

  return {
    async list(userId: string | null, limit: number, offset: number) {
      return db
        .select({
          competition: competitions,
          quizTitleAr: quizzes.titleAr,
          quizTitleEn: quizzes.titleEn,
          participantsCount: participantCount,
          joinedAt: participants.joinedAt,
          trialId: participants.trialId,
          trialStatus: trials.status,
        })
        .from(competitions)
        .innerJoin(quizzes, eq(quizzes.id, competitions.quizId))
        .leftJoin(participants, and(eq(participants.competitionId, competitions.id), eq(participants.userId, userId ?? sql`null`)))
        .leftJoin(trials, eq(trials.id, participants.trialId))
        .orderBy(desc(competitions.startsAt), desc(competitions.id))
        .limit(limit)
        .offset(offset);
    },

    async count() {
      const [row] = await db.select({ n: count() }).from(competitions);
      return row?.n ?? 0;
    },

    /** The competition and the caller's participation in one prepared statement: the start burst's only extra read. */
    async withParticipant(id: number, userId: string) {
      const [row] = await withParticipant.execute({ id, userId });
      return row;
    },

    async byId(id: number) {
      const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
      return row;
    },

    /**
     * False when the competition is full. With a cap, the competition row is locked so concurrent joins
     * cannot overshoot it; without one, a plain idempotent insert.
     */
    async join(competition: CompetitionRow, userId: string): Promise<boolean> {
      const insert = (tx: Db) => tx.insert(participants).values({ competitionId: competition.id, userId }).onConflictDoNothing();
      if (competition.maxParticipants == null) {
        await insert(db);
        return true;
      }
      const cap = competition.maxParticipants;
      return db.transaction(async (tx) => {
        await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, competition.id)).for('update');
        const [row] = await tx.select({ n: count() }).from(participants).where(eq(participants.competitionId, competition.id));
        if ((row?.n ?? 0) >= cap) return false;
        await insert(tx as unknown as Db);
        return true;
      });
    },

    /**
     * Standard competition ranking ("1, 2, 2, 4") by score, then whole seconds taken; completed trials only, and a
     * trial awaiting the marking of a written answer only once its mark is in (its score is partial until then).
     * `students` narrows the rows listed (a staff member's classes) without changing anyone's rank.
     */
    async leaderboard(competitionId: number, limit: number, offset: number, userId: string | null, students?: SQL) {
      const ranked = sql`
        with ranked as (
          select p.user_id, u.fullname, u.email, t.score, t.percentage,
                 floor(extract(epoch from t.completed_at - t.started_at))::int as seconds,
                 rank() over (order by t.score desc, floor(extract(epoch from t.completed_at - t.started_at)) asc)::int as rank
          from competition_participants p
          join trials t on t.id = p.trial_id and t.status = 'completed' and t.marking is distinct from 'pending' and t.voided_at is null
          join users u on u.id = p.user_id
          where p.competition_id = ${competitionId}
        )`;
      const listed = students ? sql`where user_id in (${students})` : sql``;
      const [page, total, mine] = await Promise.all([
        database.rows<LeaderboardRow>(
          sql`${ranked} select * from ranked ${listed} order by rank, fullname, user_id limit ${limit} offset ${offset}`,
        ),
        database.rows<{ n: number }>(sql`${ranked} select count(*)::int as n from ranked ${listed}`),
        userId ? database.rows<LeaderboardRow>(sql`${ranked} select * from ranked where user_id = ${userId}`) : Promise.resolve([]),
      ]);
      return { page, count: total[0]?.n ?? 0, mine: mine[0] ?? null };
    },
  };
}

export type CompetitionRepo = ReturnType<typeof competitionRepo>;

/** Links a participant's first trial, run in the start's insert statement (see StartInput.alsoOnInsert): no statement of its own. */
export const linkInsertedTrial = (competitionId: number, userId: string) => sql`
  update ${participants} set trial_id = inserted.id from inserted
  where ${participants.competitionId} = ${competitionId} and ${participants.userId} = ${userId}::uuid and ${participants.trialId} is null`;
