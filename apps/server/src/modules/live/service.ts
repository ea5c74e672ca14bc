import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LiveQuery, LiveResponse, LiveTaker } from '@mizan/contract/admin/live';
import type { Database, Db } from '../../db/client.js';
import { liveAnnouncements } from '../../db/schema/integrity.js';
import { trials } from '../../db/schema/quizzes.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { inScope, studentScope } from '../groups/scope.js';
import { operatorTrial } from '../marking/operator-trial.js';
import type { CompletionService } from '../trials/completion.js';
import { liveChanged, type LiveState } from './live-state.js';
import { monitorRepo, ONLINE_MS, type MonitorChanges, type MonitorRow } from './monitor-repo.js';

/**
 * A refresh looks this far behind the console's last answer: a statement that began before that answer was read
 * (an answer's time is its request's) may commit after it, and the processes' clocks may differ a little.
 */
const IN_FLIGHT_MS = 5_000;
/**
 * What the processes heard is looked at this far behind the console's last answer: an answer is announced after it
 * committed, so only the message's way to this process and the processes' clocks count.
 */
const HEARD_MARGIN_MS = 1_000;

function connectionOf(row: MonitorRow, now: number): LiveTaker['connection'] {
  if (row.status !== 'in_progress') return null;
  if (row.last_event === 'left') return 'away';
  if (row.last_event === 'offline') return 'offline';
  return row.last_seen && now - Date.parse(row.last_seen) < ONLINE_MS ? 'online' : 'offline';
}

/** A running trial's deadline moved by `minutes`: the player's next request or poll sees it. */
const extended = (minutes: number) => sql`${trials.deadline} + ${minutes} * interval '1 minute'`;

const notRunning = () => new AppError(409, 'trial_not_running', 'admin-errors:live.not_running');

/**
 * The live monitor of a sitting (#32) and what an invigilator does from it: extend one student's time or
 * everyone's (a running trial's deadline moves; the player's next request or poll sees it), end an attempt now,
 * and announce to every running player. Scoped like the marking queue; every action audited.
 */
export function liveService({
  db,
  database,
  completion,
  live,
}: {
  db: Db;
  database: Database;
  completion: CompletionService;
  live: Pick<LiveState, 'changesSince'>;
}) {
  const monitor = monitorRepo(database);
  /**
   * What a refresh since `since` must look at again, or undefined for the whole sitting: when this process cannot
   * tell what the console's changes were, or one of them moved every attempt of the quiz.
   */
  const changesSince = (since: number, quizId: number, now: Date): MonitorChanges | undefined => {
    const heard = live.changesSince(since - HEARD_MARGIN_MS, ONLINE_MS);
    if (!heard || heard.quizzes.includes(quizId)) return undefined;
    return { from: new Date(since - IN_FLIGHT_MS), now, trials: heard.trials, quiet: heard.quiet, users: heard.users };
  };
  const assertQuiz = async (operator: Operator, quizId: number) => {
    if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
  };

  return {
    async read(operator: Operator, quizId: number, query: LiveQuery, now = new Date()): Promise<LiveResponse> {
      await assertQuiz(operator, quizId);
      const changes = query.since ? changesSince(Date.parse(query.since), quizId, now) : undefined;
      const rows = await monitor.rows(quizId, await studentScope(db, operator), query.assignment, changes);
      const at = now.getTime();
      const takers: LiveTaker[] = rows.map((r) => ({
        trial: r.trial,
        student: { id: r.user_id, name: r.fullname, email: r.email },
        state: r.status === null ? 'not_started' : r.status === 'in_progress' ? 'in_progress' : 'finished',
        answered: Number(r.answered),
        total: Number(r.total),
        remaining_seconds: r.status === 'in_progress' && r.deadline ? Math.max(0, Math.round((Date.parse(r.deadline) - at) / 1000)) : null,
        last_seen: r.last_seen,
        connection: connectionOf(r, at),
        events: Number(r.events),
        device_bound: r.device_bound,
      }));
      if (changes) return { full: false, takers, server_now: now.toISOString() };
      const count = (state: LiveTaker['state']) => takers.filter((t) => t.state === state).length;
      return {
        full: true,
        counts: { not_started: count('not_started'), in_progress: count('in_progress'), finished: count('finished') },
        takers,
        server_now: now.toISOString(),
      };
    },

    async extendOne(operator: Operator, trialId: string, minutes: number): Promise<number> {
      await operatorTrial(db, operator, trialId);
      const moved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const moved = await tx
          .update(trials)
          .set({ deadline: extended(minutes) })
          .where(and(eq(trials.id, trialId), eq(trials.status, 'in_progress'), isNotNull(trials.deadline)))
          .returning({ deadline: trials.deadline });
        if (!moved.length) throw notRunning();
        await recordAudit(tx, operator, { action: 'extend_time', entity: 'trial', entityId: trialId, after: { minutes } });
        return moved.length;
      });
      await liveChanged(database, `trial:${trialId}`);
      return moved;
    },

    async extendAll(operator: Operator, quizId: number, minutes: number): Promise<number> {
      await assertQuiz(operator, quizId);
      const scope = await studentScope(db, operator);
      const extendedTrials = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const moved = await tx
          .update(trials)
          .set({ deadline: extended(minutes) })
          .where(
            and(
              eq(trials.quizId, quizId),
              eq(trials.status, 'in_progress'),
              eq(trials.preview, false),
              isNotNull(trials.deadline),
              inScope(scope, sql`${trials.userId}`),
            ),
          )
          .returning({ id: trials.id });
        await recordAudit(tx, operator, {
          action: 'extend_time',
          entity: 'quiz',
          entityId: quizId,
          after: { minutes, trials: moved.length },
        });
        return moved.length;
      });
      await liveChanged(database, `quiz:${quizId}`);
      return extendedTrials;
    },

    async end(operator: Operator, trialId: string, now = new Date()): Promise<void> {
      const { trial } = await operatorTrial(db, operator, trialId);
      if (trial.status !== 'in_progress') throw notRunning();
      const closed = await completion.complete(trial, 'invigilator', now);
      if (!closed) throw notRunning();
      await liveChanged(database, `trial:${trialId}`);
      await recordAudit(db, operator, {
        action: 'end_attempt',
        entity: 'trial',
        entityId: trialId,
        after: { completed_by: 'invigilator' },
      });
    },

    async announce(operator: Operator, quizId: number, text: string): Promise<{ id: number; running: number }> {
      await assertQuiz(operator, quizId);
      // A teacher speaks to the students of their classes, never to another class sitting the same quiz.
      const scope = await studentScope(db, operator);
      const sent = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(liveAnnouncements)
          .values({ quizId, text, createdBy: operator.userId, audienceStaffId: scope.all ? null : scope.staffId })
          .returning({ id: liveAnnouncements.id });
        const [running] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(trials)
          .where(
            and(
              eq(trials.quizId, quizId),
              eq(trials.status, 'in_progress'),
              eq(trials.preview, false),
              inScope(scope, sql`${trials.userId}`),
            ),
          );
        await recordAudit(tx, operator, { action: 'send', entity: 'live_announcement', entityId: row!.id, after: { quiz: quizId, text } });
        return { id: row!.id, running: running?.n ?? 0 };
      });
      await liveChanged(database, `announcements:${quizId}`);
      return sent;
    },
  };
}
