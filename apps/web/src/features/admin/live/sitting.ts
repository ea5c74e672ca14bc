import type { LiveCounts, LiveResponse, LiveTaker } from '@mizan/contract/admin/live';

/** A taker as the console holds it: `ends` is when their time runs out on the server's clock (ms), so it counts down between answers. */
export interface HeldTaker extends LiveTaker {
  ends: number | null;
}

/** The sitting the console holds, built from a full answer and the changes sent since. */
export interface LiveSitting {
  takers: HeldTaker[];
  counts: LiveCounts;
  server_now: string;
  /** Answers merged since the last full one (1: that one). */
  refreshes: number;
}

/**
 * Every this many refreshes the console asks for the whole sitting again: it brings what no change announces (a
 * student added to the class, an attempt deleted). At a refresh every 5 s, every 5 minutes.
 */
export const FULL_EVERY = 60;

const ORDER: Record<LiveTaker['state'], number> = { not_started: 0, in_progress: 1, finished: 2 };
const keyOf = (taker: LiveTaker) => taker.trial ?? `student:${taker.student.id}`;

/** What the next refresh asks for: the changes since the last answer, or (first, then once a minute) everything. */
export const sinceFor = (held: LiveSitting | undefined) => (held && held.refreshes % FULL_EVERY !== 0 ? held.server_now : undefined);

/** The sitting after an answer: a full one replaces it, a partial one replaces the attempts it names. */
export function mergeSitting(held: LiveSitting | undefined, answer: LiveResponse): LiveSitting {
  const now = Date.parse(answer.server_now);
  const rows = new Map<string, HeldTaker>();
  if (!answer.full && held) for (const taker of held.takers) rows.set(keyOf(taker), taker);
  for (const taker of answer.takers) {
    // A student who starts is no longer waiting: their attempt takes the place of the "not started" line.
    if (taker.trial) rows.delete(`student:${taker.student.id}`);
    rows.set(keyOf(taker), { ...taker, ends: taker.remaining_seconds === null ? null : now + taker.remaining_seconds * 1000 });
  }
  const takers = [...rows.values()]
    .map((taker) => (taker.ends === null ? taker : { ...taker, remaining_seconds: Math.max(0, Math.round((taker.ends - now) / 1000)) }))
    .sort(
      (a, b) => ORDER[a.state] - ORDER[b.state] || (a.student.name || a.student.email).localeCompare(b.student.name || b.student.email),
    );
  const count = (state: LiveTaker['state']) => takers.filter((taker) => taker.state === state).length;
  return {
    takers,
    counts: { not_started: count('not_started'), in_progress: count('in_progress'), finished: count('finished') },
    server_now: answer.server_now,
    refreshes: answer.full || !held ? 1 : held.refreshes + 1,
  };
}
