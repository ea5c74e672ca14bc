import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TrialLive } from '@mizan/contract/trial-live';
import type { Database } from '../../db/client.js';
import { remainingSeconds } from '../trials/timer.js';
import { PERIODIC_LOCKS, databaseAgo, startPeriodic } from '../../lib/periodic.js';
import { uuidsIn } from './monitor-repo.js';

/**
 * Every process hears here that running trials' deadlines or statuses changed (`trial:<id>`, a student's
 * `user:<id>`, a quiz's `quiz:<id>`) or a quiz's announcements did (`announcements:<quizId>`), so the players'
 * polls it answers from memory see it at once.
 */
export const LIVE_CHANNEL = 'live_trials';

/**
 * Which running trials answered or reported events lately, as comma-separated ids: each process sends what its
 * players did every half second, so the live monitor's refresh can ask for those attempts only.
 */
const ACTIVITY_CHANNEL = 'live_activity';
const ACTIVITY_EVERY_MS = 500;
/** Ids per message: PostgreSQL's NOTIFY takes under 8,000 bytes. */
const ACTIVITY_PER_MESSAGE = 200;

/** After an invigilator's or an operator's change has committed: the polls of every process see it next. */
export const liveChanged = (
  database: Database,
  what: `trial:${string}` | `user:${string}` | `quiz:${number}` | `announcements:${number}`,
) => database.notifications.notify(LIVE_CHANNEL, what);

/**
 * A trial's entry is read again after this even without a message: what no message announces (a completion in
 * another process, a class joined mid-sitting) is seen within it.
 */
const TRIAL_TTL_MS = 5 * 60_000;
/** The players of a very large sitting fit many times over; past this the oldest entries go first. */
const MAX_TRIALS = 100_000;
/** The announcements kept per quiz, newest: a sitting never sees more. */
const ANNOUNCEMENTS_KEPT = 200;
/** A trial's last sign of life is written at most this often, in one statement for every trial polled (#32's budget). */
const SEEN_EVERY_MS = 30_000;
/** Every 2 s: the streams' signs of life come a slice a second, so each write is a few hundred rows, not thousands. */
const SEEN_FLUSH_MS = 2_000;
/** Rows per statement at most, so a burst of polls never makes one long write that answers queue behind. */
const SEEN_PER_STATEMENT = 500;
/** Signs of life older than this are deleted (a sitting reaches 12 hours back), once an hour. */
const PRESENCE_KEPT_MS = 24 * 60 * 60_000;
const PRESENCE_SWEEP_MS = 60 * 60_000;
/** How far back the live monitor's refresh may ask for changes (it asks every 5 s; older asks get everything). */
const CHANGES_ASKED_MS = 2 * 60_000;
/** …and how long what was heard is kept: a minute more, to tell who fell quiet a minute after their last answer. */
const CHANGES_KEPT_MS = CHANGES_ASKED_MS + 60_000;

/** The teachers of a student's classes (`student`: a user id column or value), as a subquery of their ids. */
const teachersOf = (student: SQL) =>
  sql`select distinct s.user_id::text from group_members m join group_staff s on s.group_id = m.group_id where m.user_id = ${student}`;

/** Deletes the signs of life a day old: the monitor shows a finished attempt's last answer or event instead. */
export const forgetOldPresence = (database: Database) =>
  database.rows(sql`delete from trial_presence where seen_at < ${databaseAgo(PRESENCE_KEPT_MS)}`);

export interface TrialEntry {
  userId: string;
  quizId: number;
  status: 'in_progress' | 'completed';
  deadline: number | null;
  startedAt: number;
  /**
   * The teachers of the student's classes: a teacher's announcement reaches their own classes only. Null until
   * needed for an entry the start kept (read when the quiz has an announcement for some classes only).
   */
  teachers: Set<string> | null;
  loadedAt: number;
  /**
   * The trial's latest sign of life the database holds, as far as this process knows (0: none): its start, an
   * answer or report any process announced, or a mark this process wrote to trial_presence. The monitor reads them
   * all, so a stream or poll needs to write one only when they are all 30 s old.
   */
  signedAt: number;
}

/** What a start just wrote, kept as the trial's entry: its stream opens moments later without reading it again. */
export interface StartedTrial {
  id: string;
  userId: string;
  quizId: number;
  startedAt: number;
  deadline: number | null;
}

export interface Announcement {
  id: number;
  text: string;
  created_at: string;
  audience: string | null;
}

/**
 * What the running players' poll (`GET quizzes/trials/{id}/live/`) needs, kept in this process: per trial its
 * owner, status, deadline and the student's teachers; per quiz its latest announcements. Changes made through
 * the console reach every process by LIVE_CHANNEL; a load that raced such a message is not kept. Polls mark their
 * trial seen in memory, and those marks are written for all trials at once every few seconds, each trial at most
 * every 30 s and not while its start or last answer is that recent, so 5,000 players polling cost the database a
 * statement now and then instead of one each.
 */
export function liveState(app: FastifyInstance) {
  const trials = new Map<string, TrialEntry>();
  const announcements = new Map<number, Promise<Announcement[]>>();
  const seen = new Map<string, Date>();
  // Bumped by every message: a load that started before one may hold what it changed, and is used once but not kept.
  let generation = 0;

  // What changed lately, with when this process heard it: the live monitor's refresh sends those attempts again.
  let changes: { at: number; payload: string }[] = [];
  const heard = (payload: string) => {
    const at = Date.now();
    changes = changes.filter((c) => at - c.at < CHANGES_KEPT_MS);
    changes.push({ at, payload });
  };
  // The trials whose players answered or reported lately, oldest first, with when this process heard of them.
  const activity = new Map<string, number>();
  const pendingActivity = new Set<string>();
  const heardActivity = (payload: string) => {
    const at = Date.now();
    for (const id of payload.split(',')) {
      activity.delete(id);
      activity.set(id, at);
      // The answer or report is a sign of life the monitor reads: the stream's next 30 s need not write one.
      const entry = trials.get(id);
      if (entry && entry.signedAt < at) entry.signedAt = at;
    }
    for (const [id, when] of activity) {
      if (at - when < CHANGES_KEPT_MS) break;
      activity.delete(id);
    }
  };
  const sendActivity = async () => {
    const ids = [...pendingActivity];
    pendingActivity.clear();
    for (let i = 0; i < ids.length; i += ACTIVITY_PER_MESSAGE) {
      await app.database.notifications.notify(ACTIVITY_CHANNEL, ids.slice(i, i + ACTIVITY_PER_MESSAGE).join(','));
    }
  };
  const activityTimer = setInterval(
    () => void sendActivity().catch((err: unknown) => app.log.error({ err }, 'live: activity not sent')),
    ACTIVITY_EVERY_MS,
  ).unref();

  // The players' open streams (live-streams.ts) hear of every message, and read again once the caches below forgot it.
  const changeListeners = new Set<(change: LiveChange) => void>();
  const forget = (payload: string) => {
    generation += 1;
    heard(payload);
    const [kind, id] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    for (const listener of changeListeners) listener({ kind: kind as LiveChange['kind'], id });
    if (kind === 'trial') trials.delete(id);
    if (kind === 'user') for (const [key, entry] of trials) if (entry.userId === id) trials.delete(key);
    if (kind === 'quiz') for (const [key, entry] of trials) if (entry.quizId === Number(id)) trials.delete(key);
    if (kind === 'announcements') announcements.delete(Number(id));
  };
  const reset = () => {
    generation += 1;
    // Messages may have been missed while the channel was down: whatever asks next hears "everything".
    heard('*');
    trials.clear();
    announcements.clear();
    for (const listener of changeListeners) listener({ kind: '*', id: '' });
  };
  const unlisten = app.database.notifications.listen(LIVE_CHANNEL, forget, reset);
  const unlistenActivity = app.database.notifications.listen(ACTIVITY_CHANNEL, heardActivity, () => heard('*'));
  const listeningSince = Date.now();

  /** The trials' entries, read in one statement (a stream's refresh may ask for a whole sitting's). */
  const loadTrials = async (ids: string[]): Promise<Map<string, TrialEntry>> => {
    const rows = await app.database.rows<{
      id: string;
      user_id: string;
      quiz_id: number;
      status: 'in_progress' | 'completed';
      deadline: Date | string | null;
      started_at: Date | string;
      teachers: string[];
    }>(sql`select t.id, t.user_id, t.quiz_id, t.status, t.deadline, t.started_at,
        array(${teachersOf(sql`t.user_id`)}) as teachers
      from trials t where t.id in ${uuidsIn(ids)}`);
    const loadedAt = Date.now();
    return new Map(
      rows.map((row) => [
        String(row.id),
        {
          userId: row.user_id,
          quizId: Number(row.quiz_id),
          status: row.status,
          deadline: row.deadline == null ? null : new Date(row.deadline).getTime(),
          startedAt: new Date(row.started_at).getTime(),
          teachers: new Set(row.teachers),
          loadedAt,
          signedAt: 0,
        },
      ]),
    );
  };
  const keep = (id: string, entry: TrialEntry) => {
    trials.delete(id);
    if (trials.size >= MAX_TRIALS) trials.delete(trials.keys().next().value!);
    trials.set(id, entry);
  };
  /** Reads the trials again, keeping what no message raced; the entries are returned either way. */
  const reload = async (ids: string[]): Promise<Map<string, TrialEntry>> => {
    const before = generation;
    const entries = await loadTrials(ids);
    if (before === generation) {
      for (const [id, entry] of entries) {
        entry.signedAt = Math.max(entry.signedAt, trials.get(id)?.signedAt ?? 0);
        keep(id, entry);
      }
    }
    return entries;
  };
  const loadTeachers = (userId: string) =>
    app.database
      .rows<{ teachers: string[] }>(sql`select array(${teachersOf(sql`${userId}::uuid`)}) as teachers`)
      .then(([row]) => new Set(row?.teachers));

  const loadAnnouncements = (quizId: number) =>
    app.database
      .rows<Announcement>(
        sql`select id, text, audience_staff_id::text as audience,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from live_announcements where quiz_id = ${quizId} order by id desc limit ${ANNOUNCEMENTS_KEPT}`,
      )
      .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })).reverse());

  const flushSeen = async () => {
    const batch = [...seen];
    seen.clear();
    for (let i = 0; i < batch.length; i += SEEN_PER_STATEMENT) {
      const rows = JSON.stringify(batch.slice(i, i + SEEN_PER_STATEMENT).map(([id, at]) => ({ id, at: at.toISOString() })));
      // Running trials only: a sign that arrives after the attempt ended says nothing the monitor shows.
      await app.database.rows(sql`insert into trial_presence (trial_id, seen_at)
        select v.id, v.at from json_to_recordset(${rows}::json) as v(id uuid, at timestamptz)
        where exists (select 1 from trials t where t.id = v.id and t.status = 'in_progress')
        on conflict (trial_id) do update set seen_at = greatest(trial_presence.seen_at, excluded.seen_at)`);
    }
  };
  let flushing: Promise<void> = Promise.resolve();
  const flush = () =>
    (flushing = flushing
      .then(flushSeen)
      .then(sendActivity)
      .catch((err: unknown) => app.log.error({ err }, 'live: last seen not written')));
  const timer = setInterval(flush, SEEN_FLUSH_MS).unref();
  startPeriodic(app, {
    name: 'presence sweep',
    lock: PERIODIC_LOCKS.presenceSweep,
    everyMs: PRESENCE_SWEEP_MS,
    run: () => forgetOldPresence(app.database),
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(activityTimer);
    unlisten();
    unlistenActivity();
    await flush();
  });

  /** The quiz's announcements this trial's student may read, newer than `after` and made since the trial began. */
  const announcementsFor = async (entry: TrialEntry, after: number): Promise<Omit<Announcement, 'audience'>[]> => {
    let list = announcements.get(entry.quizId);
    if (!list) {
      const before = generation;
      list = loadAnnouncements(entry.quizId);
      if (before === generation) announcements.set(entry.quizId, list);
      list.catch(() => announcements.get(entry.quizId) === list && announcements.delete(entry.quizId));
    }
    const newer = (await list).filter((a) => a.id > after && Date.parse(a.created_at) >= entry.startedAt);
    if (newer.some((a) => a.audience !== null)) entry.teachers ??= await loadTeachers(entry.userId);
    return newer
      .filter((a) => a.audience === null || entry.teachers!.has(a.audience))
      .map(({ id, text, created_at }) => ({ id, text, created_at }));
  };

  return {
    /** The trial as its owner's poll sees it (undefined: not theirs, or no such trial), read from memory when fresh. */
    async trial(trialId: string, userId: string, now: Date): Promise<TrialEntry | undefined> {
      let entry = trials.get(trialId);
      if (!entry || now.getTime() - entry.loadedAt > TRIAL_TTL_MS) entry = (await reload([trialId])).get(trialId);
      return entry?.userId === userId ? entry : undefined;
    },

    /** Reads these trials again in one statement (an open stream's refresh), keeping them unless a message raced it. */
    reload,

    /**
     * Called before a start's statement; what it returns keeps the started trial's entry, so the player's stream
     * opens without a statement (5,000 a sitting), unless a message arrived meanwhile: it may have changed what the
     * start read. The start is the trial's sign of life for its first 30 s.
     */
    beforeStart(): (trial: StartedTrial) => void {
      const before = generation;
      return ({ id, ...trial }) => {
        if (before !== generation) return;
        keep(id, { ...trial, status: 'in_progress', teachers: null, loadedAt: Date.now(), signedAt: trial.startedAt });
      };
    },

    /** What the player is told: its status, the server's time left and the announcements newer than `after`. */
    async view(entry: TrialEntry, after: number, now: Date): Promise<TrialLive> {
      return {
        status: entry.status,
        remaining_seconds:
          entry.status === 'in_progress' ? remainingSeconds(entry.deadline == null ? null : new Date(entry.deadline), now) : null,
        announcements: await announcementsFor(entry, after),
      };
    },

    /** Whether the entry is older than a poll would trust (what no message announces is read again then). */
    stale: (entry: TrialEntry, now: Date) => now.getTime() - entry.loadedAt > TRIAL_TTL_MS,

    /** Called with every change heard (`*`: the channel was down, anything may have changed). */
    onChange(listener: (change: LiveChange) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** The poll is the trial's sign of life: written with the next batch, unless the database has one from the last 30 s. */
    sawAlive(trialId: string, entry: TrialEntry, now: Date): void {
      if (entry.status !== 'in_progress' || now.getTime() - entry.signedAt < SEEN_EVERY_MS) return;
      entry.signedAt = now.getTime();
      seen.set(trialId, now);
    },

    /** A player answered or reported events: every process hears of it within a second (the live monitor). */
    active(trialId: string): void {
      pendingActivity.add(trialId);
    },

    /**
     * What changed since `since` (epoch ms): the trials answered, reported on or changed by a console, and those
     * whose last answer or report turned `quietMs` old since then; the students and quizzes a console changed. Null
     * when this process cannot tell (it has not been listening that long, or its channel was down: everything may
     * have changed).
     */
    changesSince(since: number, quietMs: number): LiveChanges | null {
      const now = Date.now();
      if (now - since >= CHANGES_ASKED_MS || since < listeningSince) return null;
      const payloads = changes.filter((c) => c.at >= since).map((c) => c.payload);
      if (payloads.includes('*')) return null;
      const named = (kind: string) => payloads.filter((p) => p.startsWith(kind)).map((p) => p.slice(kind.length));
      // One pass, without a pair per entry: a sitting's 5,000 entries are looked at on every refresh.
      const active: string[] = [];
      const quiet: string[] = [];
      activity.forEach((at, id) => {
        if (at >= since) active.push(id);
        else if (at + quietMs >= since && at + quietMs <= now) quiet.push(id);
      });
      return { trials: [...named('trial:'), ...active], quiet, users: named('user:'), quizzes: named('quiz:').map(Number) };
    },

    /** Writes the pending signs of life and sends the activity now (tests; the app does it every few seconds and when it closes). */
    flush,
  };
}

export type LiveState = ReturnType<typeof liveState>;

export interface LiveChange {
  kind: 'trial' | 'user' | 'quiz' | 'announcements' | '*';
  id: string;
}

export interface LiveChanges {
  trials: string[];
  /** Trials whose last answer or report turned the given age since: offline, unless their polls say otherwise. */
  quiet: string[];
  users: string[];
  quizzes: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The players' live channel state (tests write the pending signs of life with `liveState.flush()`). */
    liveState: LiveState;
  }
}
