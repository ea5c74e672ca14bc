// Which process stalled, and whether garbage collection did it: a scenario's slowest calls cluster at moments when
// every kind of call waits, and the load generator's own pauses count in what it measures. The generator imports
// this; the bench server loads it with --import (server.mjs). Each records its event loop's blocked spans, its long
// collections with when they happened, and its event-loop delay, for the run's report.
import { PerformanceObserver, constants, monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** A turn of the event loop this much later than asked counts as a stall. */
const STALL_MS = 100;
const TICK_MS = 20;
const RESOLUTION_MS = 10;

/** HH:MM:SS.s (UTC). */
export const clock = (epochMs) => new Date(epochMs).toISOString().slice(11, 21);

export function watchStalls() {
  const stalls = [];
  const collections = [];
  // Every collection by kind since the last reset: a major one's concurrent marking takes a core the main thread's
  // pause doesn't show, so how many there were tells what a phase's garbage cost beyond its pauses.
  const kinds = { [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major' };
  let tally = {};
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    if (late > STALL_MS) stalls.push({ at: Date.now() - late, ms: Math.round(late) });
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref();
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind] ?? 'other';
      tally[kind] = { count: (tally[kind]?.count ?? 0) + 1, ms: (tally[kind]?.ms ?? 0) + entry.duration };
      if (entry.duration > 50) collections.push({ at: Date.now(), ms: Math.round(entry.duration), kind: entry.detail?.kind });
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  // Smaller delays than a stall still add to every call a process handles or times.
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  return {
    /** From now on, the delay percentiles count only what follows (a run's phase, not the start-up before it). */
    reset: () => {
      delay.reset();
      tally = {};
    },
    /** Stalls and long collections since `from` (epoch ms), with seconds since then; the delay percentiles since reset. */
    report(from) {
      // Seconds since `from`, and the wall clock, to line the server's up with the generator's.
      const since = (list) =>
        list.filter((s) => s.at >= from).map(({ at, ...s }) => ({ ...s, 'at s': Math.round((at - from) / 100) / 10, clock: clock(at) }));
      // The histogram counts the whole timer interval; the delay is what exceeds it.
      const ms = (ns) => Math.max(0, Math.round((ns - RESOLUTION_MS * 1e6) / 1e5) / 10);
      const byKind = Object.entries(tally)
        .map(([kind, t]) => `${t.count} ${kind} (${Math.round(t.ms)} ms paused)`)
        .join(', ');
      return {
        stalls: since(stalls),
        collections: since(collections),
        loopDelay: `event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; collections ${byKind}`,
      };
    },
  };
}

/** A report's lines: the counts and delay, then the longest stalls and collections with their wall clock. */
export function describeStalls(who, { stalls, collections, loopDelay }) {
  const total = stalls.reduce((n, s) => n + s.ms, 0);
  const longest = (list, n) => [...list].sort((a, b) => b.ms - a.ms).slice(0, n);
  return [
    `${who}: ${stalls.length} event-loop stalls over ${STALL_MS} ms (${total} ms in all), ${collections.length} collections over 50 ms; ${loopDelay}`,
    ...longest(stalls, 10).map((s) => `  stall ${s.ms} ms at ${s.clock} (${s['at s']} s)`),
    ...longest(collections, 5).map((c) => `  gc ${c.ms} ms (kind ${c.kind}) at ${c.clock} (${c['at s']} s)`),
  ].join('\n');
}

// Loaded into the server with --import: it prints what it saw when told to stop, on stderr (the bench's own).
if (process.env.BENCH_STALL_WATCH === 'server') {
  const watch = watchStalls();
  let t0 = Date.now();
  // The bench sends SIGUSR2 as its measured run begins: what the server reports then leaves its start-up out.
  process.on('SIGUSR2', () => {
    t0 = Date.now();
    watch.reset();
  });
  process.once('SIGTERM', () => process.stderr.write(`${describeStalls(`[server ${process.pid}]`, watch.report(t0))}\n`));
}
