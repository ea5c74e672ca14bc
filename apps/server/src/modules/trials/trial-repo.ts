import { effectiveRules, ruleChecks, type GateFlags, type GateSql } from '../exam-access/gate.js';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { QuestionResponseBody } from '@mizan/contract/question-types';
import type { Db } from '../../db/client.js';
import { quizzes, trialAnswers, trialFollowUps, trials, type DimensionScore } from '../../db/schema/quizzes.js';
import { databaseAgo } from '../../lib/periodic.js';
import { usedAttempts } from '../accommodations/attempts-sql.js';
import { accommodatedDeadline } from '../accommodations/duration-sql.js';
import { openAssignment } from '../assignments/window-sql.js';
import type { StudentAnswer } from './scoring/types/index.js';

export type TrialRow = typeof trials.$inferSelect;
export type NewTrialRow = typeof trials.$inferInsert;
/** What a start writes; the rest of a trial row takes its defaults. */
export interface NewTrial {
  id: string;
  userId: string;
  quizId: number;
  versionId: number;
  navigation: 'free' | 'forward_only';
  immediateFeedback: boolean;
  preview?: boolean;
  startedAt: Date;
  /** The quiz's duration; the insert turns it into the deadline with the user's accommodation. */
  durationMinutes: number | null;
  questionOrder: number[];
  answerOrder: Record<string, number[]> | null;
  accessSource: 'free' | 'coupon' | 'entitlement' | 'assignment';
  couponId?: number | null;
  entitlementId?: string | null;
}
export type QuizRow = typeof quizzes.$inferSelect;

/** A trial's saved answers: question id → the choice (single choice, true/false) or the typed response. */
export type TrialAnswers = Map<number, StudentAnswer>;
type SavedRow = [questionId: number, selected: number | null, response: QuestionResponseBody | null];
export const answersOf = (rows: readonly SavedRow[]): TrialAnswers =>
  new Map(rows.map(([question, selected, response]) => [question, response ?? { selected_answer_id: selected }]));

/** Trial lifecycle queries: start, resume, completion and the sweep. */
export function trialRepo(db: Db) {
  // Built on first use: the repo is also made per start transaction, where it is never needed.
  let ownedWithSelections: ReturnType<typeof prepareOwnedWithSelections> | undefined;
  const prepareOwnedWithSelections = () =>
    db
      .select({
        trial: trials,
        selections: sql<
          SavedRow[] | string
        >`coalesce((select json_agg(json_build_array(${trialAnswers.questionId}, ${trialAnswers.selectedAnswerId}, ${trialAnswers.response}))
        from ${trialAnswers} where ${trialAnswers.trialId} = ${trials.id}), '[]')`,
      })
      .from(trials)
      .where(and(eq(trials.id, sql.placeholder('trialId')), eq(trials.userId, sql.placeholder('userId'))))
      .prepare('trial_owned_with_selections');

  return {
    async publishedQuiz(quizId: number): Promise<QuizRow | undefined> {
      const [row] = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.id, quizId), eq(quizzes.published, true)));
      return row;
    },

    /** Published or not: a trial already running is scored even if its quiz was unpublished meanwhile. */
    async quiz(quizId: number): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
      return row;
    },

    async inProgress(userId: string, quizId: number): Promise<TrialRow | undefined> {
      const [row] = await db
        .select()
        .from(trials)
        .where(and(eq(trials.userId, userId), eq(trials.quizId, quizId), eq(trials.status, 'in_progress'), eq(trials.preview, false)));
      return row;
    },

    /** The attempts used against the quiz's limit: trials less the extra attempts granted (one statement). */
    async attempts(userId: string, quizId: number): Promise<number> {
      const result = await db.execute(sql`select ${usedAttempts(sql`${userId}::uuid`, sql`${quizId}::int`)} as n`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    /**
     * Inserts a new trial in one statement. Not inserted (`inserted: false`) when the user already has a trial
     * in progress for this quiz (the partial unique index), or when `currentVersion` is given and is no longer
     * the quiz's published version (`fresh: false`: another process published meanwhile). `alsoOnInsert`, a
     * data-modifying statement that may read the new trial's id from `inserted(id)`, runs in the same statement:
     * atomically with the insert, and only when it happens.
     */
    async insert(
      values: NewTrial,
      options: { currentVersion?: number; alsoOnInsert?: SQL; assigned?: boolean; gate?: StartGate } = {},
    ): Promise<{ inserted: boolean; fresh: boolean; deadline: Date | null; open: boolean; room: boolean; gate: StartGateFlags }> {
      const fresh =
        options.currentVersion == null
          ? sql`select true as ok`
          : sql`select exists (select 1 from ${quizzes} where ${quizzes.id} = ${values.quizId} and ${quizzes.published}
              and ${quizzes.currentVersionId} = ${options.currentVersion}) as ok`;
      const startedAt = sql`${values.startedAt.toISOString()}::timestamptz`;
      const user = sql`${values.userId}::uuid`;
      const quiz = sql`${values.quizId}::int`;
      // An `assigned` quiz starts only inside an open assignment of one of the user's classes, with an attempt
      // left; the assignment's duration, when it sets one, replaces the quiz's.
      const window = options.assigned
        ? openAssignment(user, quiz, startedAt)
        : sql`select null::int as id, null::int as duration_minutes, true as room`;
      const duration = options.assigned
        ? sql`coalesce(win.duration_minutes, ${values.durationMinutes}::int)`
        : sql`${values.durationMinutes}::int`;
      const deadline = accommodatedDeadline(user, quiz, startedAt, duration);
      const gate = options.gate
        ? startGate(quiz, sql`(select id from win)`, options.gate)
        : sql`select true as ip_ok, true as seb_ok, true as password_ok, true as device_ok, false as one_device`;
      const insert = sql`insert into ${trials} (id, user_id, quiz_id, version_id, navigation, immediate_feedback, preview, started_at, deadline,
          question_order, answer_order, access_source, coupon_id, entitlement_id, assignment_id, device_hash)
        select ${values.id}::uuid, ${user}, ${quiz}, ${values.versionId}::int, ${values.navigation}, ${values.immediateFeedback},
          ${values.preview ?? false}, ${startedAt}, ${deadline},
          string_to_array(${values.questionOrder.join(',')}, ',')::int[],
          ${values.answerOrder ? JSON.stringify(values.answerOrder) : null}::jsonb, ${values.accessSource}, ${values.couponId ?? null}::int,
          ${values.entitlementId ?? null}::uuid, win.id, case when gate.one_device then ${options.gate?.sql.device ?? null}::text end
        from fresh, win, gate where fresh.ok and win.room and gate.ip_ok and gate.seb_ok and gate.password_ok and gate.device_ok
        on conflict (user_id, quiz_id) where status = 'in_progress' and not preview do nothing
        returning id, deadline`;
      const also = options.alsoOnInsert ? sql`, also as (${options.alsoOnInsert})` : sql``;
      const result = await db.execute(
        sql`with fresh as (${fresh}), win as (${window}), gate as (${gate}), inserted as (${insert})${also}
          select (select ok from fresh) as fresh, (select count(*)::int from inserted) as n, (select deadline from inserted) as deadline,
            (select count(*)::int from win) as open, coalesce((select room from win), false) as room,
            gate.ip_ok, gate.seb_ok, gate.password_ok, gate.device_ok from gate`,
      );
      const row = (
        result as unknown as {
          rows: ({ fresh: boolean; n: number; deadline: Date | string | null; open: number; room: boolean } & StartGateFlags)[];
        }
      ).rows[0];
      return {
        inserted: Number(row?.n ?? 0) > 0,
        fresh: row?.fresh !== false,
        deadline: row?.deadline == null ? null : new Date(row.deadline),
        open: Number(row?.open ?? 0) > 0,
        room: row?.room === true,
        gate: {
          ip_ok: row?.ip_ok !== false,
          seb_ok: row?.seb_ok !== false,
          password_ok: row?.password_ok !== false,
          device_ok: row?.device_ok !== false,
        },
      };
    },

    /**
     * A running trial taken up again (the start page opened once more): checks the sitting's rules as the player's
     * statements do and, when an invigilator released its device, binds the device this request comes from.
     */
    async resumeGate(trialId: string, gate: GateSql): Promise<GateFlags> {
      const { ipOk, sebOk } = ruleChecks(sql`r`, gate);
      const result = await db.execute(sql`
        with t as (select id, quiz_id, assignment_id, device_hash, preview from ${trials} where id = ${trialId}::uuid),
        checked as (
          select t.id, t.preview, coalesce(r.one_device, false) as one_device, t.device_hash, ${ipOk} as ip_ok, ${sebOk} as seb_ok
          from t left join ${effectiveRules(sql`t.quiz_id`, sql`t.assignment_id`)} on true),
        bound as (
          update ${trials} set device_hash = ${gate.device}::text from checked
          where ${trials.id} = checked.id and checked.one_device and checked.device_hash is null and ${gate.device}::text is not null
          returning ${trials.deviceHash} as device_hash)
        select preview or ip_ok as ip_ok, preview or seb_ok as seb_ok,
          preview or not one_device or coalesce((select device_hash from bound), device_hash) = ${gate.device}::text as device_ok
        from checked`);
      const row = (result as unknown as { rows: Partial<GateFlags>[] }).rows[0];
      return { ip_ok: row?.ip_ok !== false, seb_ok: row?.seb_ok !== false, device_ok: row?.device_ok !== false };
    },

    /** An operator's earlier previews of the quiz, finished or not (nothing else refers to them). */
    async dropPreviews(userId: string, quizId: number): Promise<void> {
      await db.delete(trials).where(and(eq(trials.userId, userId), eq(trials.quizId, quizId), eq(trials.preview, true)));
    },

    async ownedTrial(trialId: string, userId: string): Promise<TrialRow | undefined> {
      const [row] = await db
        .select()
        .from(trials)
        .where(and(eq(trials.id, trialId), eq(trials.userId, userId)));
      return row;
    },

    /** The user's trial with its selections (see `selections`) in one prepared statement: what completing it needs. */
    async ownedWithSelections(trialId: string, userId: string): Promise<{ trial: TrialRow; selections: TrialAnswers } | undefined> {
      const [row] = await (ownedWithSelections ??= prepareOwnedWithSelections()).execute({ trialId, userId });
      if (!row) return undefined;
      const saved = typeof row.selections === 'string' ? (JSON.parse(row.selections) as SavedRow[]) : row.selections;
      return { trial: row.trial, selections: answersOf(saved) };
    },

    /** The saved answers of a trial (a choice of null = submitted without one). */
    async selections(trialId: string): Promise<TrialAnswers> {
      const rows = await db
        .select({ questionId: trialAnswers.questionId, selectedAnswerId: trialAnswers.selectedAnswerId, response: trialAnswers.response })
        .from(trialAnswers)
        .where(eq(trialAnswers.trialId, trialId));
      return answersOf(rows.map((r) => [r.questionId, r.selectedAnswerId, r.response]));
    },

    /**
     * Conditional on still being in progress, so concurrent completions (client, lazy, sweep) score once: the winner
     * gets the row. The same statement records the follow-up work to do (trial_follow_ups), so a crash between this
     * commit and the hooks loses none of it.
     */
    async markCompleted(
      trialId: string,
      values: Pick<
        TrialRow,
        'completedAt' | 'completedBy' | 'picks' | 'score' | 'maxScore' | 'percentage' | 'passed' | 'correctCount' | 'marking'
      > & {
        profile: DimensionScore[] | null;
      },
    ): Promise<TrialRow | null> {
      const followUp = db.$with('follow_up', {}).as(sql`insert into ${trialFollowUps} (trial_id, quiz_id)
        select id, quiz_id from ${trials} where id = ${trialId}::uuid and status = 'in_progress' and not preview
        on conflict do nothing`);
      const [updated] = await db
        .with(followUp)
        .update(trials)
        // First attempt: none of this user's other trials of the version was completed before (percentile ranks).
        .set({
          ...values,
          status: 'completed',
          firstAttempt: sql`not ${trials.preview} and not exists (select 1 from ${trials} o where o.user_id = ${trials.userId}
            and o.version_id = ${trials.versionId} and o.status = 'completed' and not o.preview and o.id <> ${trials.id})`,
        })
        .where(and(eq(trials.id, trialId), eq(trials.status, 'in_progress')))
        .returning();
      return updated ?? null;
    },

    /** The trial's follow-up work is done. */
    async followedUp(trialId: string): Promise<void> {
      await db.delete(trialFollowUps).where(eq(trialFollowUps.trialId, trialId));
    },

    /** Follow-ups older than `olderThanMs` (left by a crash or a failed hook), oldest first. */
    async followUpsLeft(olderThanMs: number, limit: number): Promise<{ trialId: string; quizId: number }[]> {
      return db
        .select({ trialId: trialFollowUps.trialId, quizId: trialFollowUps.quizId })
        .from(trialFollowUps)
        .where(sql`${trialFollowUps.createdAt} < ${databaseAgo(olderThanMs)}`)
        .orderBy(asc(trialFollowUps.createdAt))
        .limit(limit);
    },

    async completed(trialId: string): Promise<TrialRow | undefined> {
      const [row] = await db
        .select()
        .from(trials)
        .where(and(eq(trials.id, trialId), eq(trials.status, 'completed')));
      return row;
    },

    /**
     * A completed graded trial's new totals after a person's mark (or a regrade). Returns the row before and after,
     * so the caller knows whether marking just became complete (certificates, the student's e-mail).
     */
    async rescored(
      trialId: string,
      values: Pick<TrialRow, 'score' | 'maxScore' | 'percentage' | 'passed' | 'correctCount' | 'marking'>,
    ): Promise<TrialRow | undefined> {
      const [row] = await db
        .update(trials)
        .set(values)
        .where(and(eq(trials.id, trialId), eq(trials.status, 'completed')))
        .returning();
      return row;
    },

    async expired(cutoff: Date, limit: number): Promise<TrialRow[]> {
      return db
        .select()
        .from(trials)
        .where(and(eq(trials.status, 'in_progress'), sql`${trials.deadline} < ${cutoff.toISOString()}::timestamptz`))
        .orderBy(asc(trials.deadline))
        .limit(limit);
    },
  };
}

export type TrialRepo = ReturnType<typeof trialRepo>;

/** What a start brings for the quiz's access rules: the request's values and the typed sitting password's hash. */
export interface StartGate {
  sql: GateSql;
  passwordHash: string | null;
}
export type StartGateFlags = GateFlags & { password_ok: boolean };

/**
 * The sitting's rules against a start: those of the assignment the start goes through (`assignment`, null for
 * none) when it has its own, else the quiz's. One row whether or not there are rules (a left join).
 */
function startGate(quiz: SQL, assignment: SQL, gate: StartGate): SQL {
  const { ipOk, sebOk } = ruleChecks(sql`r`, gate.sql);
  return sql`select ${ipOk} as ip_ok, ${sebOk} as seb_ok,
      (r.password_hash is null or coalesce(r.password_hash = ${gate.passwordHash}::text, false)) as password_ok,
      (not coalesce(r.one_device, false) or ${gate.sql.device}::text is not null) as device_ok,
      coalesce(r.one_device, false) as one_device
    from (select 1) one left join ${effectiveRules(quiz, assignment)} on true`;
}
