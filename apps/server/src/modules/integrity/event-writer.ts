import { sql } from 'drizzle-orm';
import type { TrialEvent } from '@mizan/contract/trial-events';
import type { Database } from '../../db/client.js';

/** At most this many events per attempt: far above any honest sitting, so a looping client can't fill the table. */
const MAX_EVENTS_PER_TRIAL = 5_000;
/**
 * Batches that arrive within this of the last write's end wait for the next one and go with it: a 5,000-player sitting
 * reports a batch every few dozen milliseconds, and one statement a quarter second costs the database far less than
 * one a batch (#32: the event log must not slow the answers beside it). A lone batch is written at once.
 */
const GROUP_MS = 250;
/** Batches per statement at most (each up to 100 events). */
const GROUP_MAX = 200;

export interface EventBatch {
  trialId: string;
  userId: string;
  ip: string;
  deviceHash: string | null;
  events: TrialEvent[];
}

interface Pending extends EventBatch {
  done: (stored: number | null) => void;
  fail: (err: unknown) => void;
}

/**
 * Stores the players' event batches, several in one statement; each caller learns, once it committed, how many of its
 * events were stored, or null when the attempt is not its student's or has been over for more than 10 minutes (the
 * last batch is flushed as the page closes, possibly after the attempt ended). A failed statement fails every batch
 * in it, and each player keeps its batch to send again.
 */
export function eventWriter(database: Database) {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let lastWrite = 0;

  const schedule = () => {
    if (timer || writing || !queue.length) return;
    // A full group goes at once: the wait spreads statements out, it must not cap how many batches a second are stored.
    const wait = queue.length >= GROUP_MAX ? 0 : Math.max(0, lastWrite + GROUP_MS - Date.now());
    timer = setTimeout(() => void write(), wait);
  };

  const write = () => {
    timer = null;
    const group = queue.slice(0, GROUP_MAX);
    queue = queue.slice(GROUP_MAX);
    writing = insert(database, group)
      .then(
        (stored) => group.forEach((batch, n) => batch.done(stored.get(n) ?? null)),
        (err: unknown) => group.forEach((batch) => batch.fail(err)),
      )
      .finally(() => {
        // Counted from the end of a write: a slow statement still leaves the next group its quarter second to gather.
        lastWrite = Date.now();
        writing = null;
        schedule();
      });
    return writing;
  };

  return {
    store(batch: EventBatch): Promise<number | null> {
      return new Promise((done, fail) => {
        queue.push({ ...batch, done, fail });
        schedule();
      });
    },

    /** Writes what waits now (the app closing). */
    async drain(): Promise<void> {
      while (writing || queue.length) {
        if (timer) clearTimeout(timer);
        await (writing ?? write());
      }
    },
  };
}

/** One statement for the group: per batch (by its index), how many events were stored; a batch refused is absent. */
async function insert(database: Database, group: EventBatch[]): Promise<Map<number, number>> {
  const rows = JSON.stringify(
    group.flatMap((batch, n) =>
      batch.events.map((e, i) => ({
        n,
        i,
        trial: batch.trialId,
        owner: batch.userId,
        ip: batch.ip,
        device: batch.deviceHash,
        kind: e.kind,
        at: e.at,
        away_ms: e.away_ms ?? null,
        chars: e.chars ?? null,
      })),
    ),
  );
  const answers = await database.rows<{ n: number; stored: number }>(sql`
    with v as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as v(n int, i int, trial uuid, owner uuid, ip text, device text, kind text, at timestamptz, away_ms int, chars int)),
    owned as (
      select distinct v.n, v.trial from v join trials t on t.id = v.trial and t.user_id = v.owner
      where t.status = 'in_progress' or t.completed_at > now() - interval '10 minutes'),
    had as (
      select o.trial, (select count(*) from trial_events e where e.trial_id = o.trial) as n
      from (select distinct trial from owned) o),
    kept as materialized (
      select v.*, row_number() over (partition by v.trial order by v.n, v.i) + had.n <= ${MAX_EVENTS_PER_TRIAL} as fits
      from v join had on had.trial = v.trial where v.n in (select n from owned)),
    -- Run whether or not read (PostgreSQL runs a data-modifying WITH to completion).
    stored as (
      insert into trial_events (trial_id, kind, client_at, away_ms, chars, ip, device_hash)
      select trial, kind, at, away_ms, chars, ip, device from kept where fits order by n, i
      returning 1)
    select o.n, (select count(*) from kept k where k.n = o.n and k.fits)::int as stored
    from owned o`);
  return new Map(answers.map((a) => [Number(a.n), Number(a.stored)]));
}
