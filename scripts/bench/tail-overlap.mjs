// What the slowest submits ran beside (#32): a burst (the monitor's whole-sitting refresh, the streams' reload)
// that costs 1 % of the time moves a p99 without moving the median or the CPU totals. For each kind of call the
// scenario made, how often a submit slower than the phase's p99 overlapped one in flight, against how often any
// submit did: a kind the slow ones meet far more often than the others is what their tail waits behind.

/** Merged [start, end] spans (ms), sorted: the time a kind of call was in flight. */
function union(spans) {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Whether [start, end] meets any of the merged spans (binary search on their starts). */
function meets(merged, [start, end]) {
  let [lo, hi] = [0, merged.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid][1] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < merged.length && merged[lo][0] <= end;
}

const percent = (part, whole) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

/**
 * `spans`: per kind of call, its [start, end] in ms. Returns a row per kind besides submit: the share of the phase it
 * was in flight, of all submits that met one in their first median's worth of time, and of the submits at or over the
 * phase's p99 that did.
 */
export function tailOverlap(spans) {
  const submits = spans.submit ?? [];
  if (!submits.length) return { rows: [], byMinute: '' };
  const ms = submits.map(([start, end]) => end - start).sort((a, b) => a - b);
  const p99 = ms[Math.floor(0.99 * ms.length)];
  // Each submit's first median's worth of time: a slow submit's own length would meet more of everything.
  const p50 = ms[Math.floor(0.5 * ms.length)];
  const opening = ([start]) => [start, start + p50];
  const slow = submits.filter(([start, end]) => end - start >= p99);
  // Not Math.min(...list): a long run's hundreds of thousands of submits are more arguments than a call takes.
  const first = submits.reduce((min, [start]) => Math.min(min, start), Infinity);
  const last = submits.reduce((max, [, end]) => Math.max(max, end), -Infinity);
  const rows = Object.entries(spans)
    .filter(([kind, list]) => kind !== 'submit' && list.length)
    .map(([kind, list]) => {
      const merged = union(list);
      const inFlight = merged.reduce((n, [start, end]) => n + Math.max(0, Math.min(end, last) - Math.max(start, first)), 0);
      const all = submits.filter((s) => meets(merged, opening(s))).length;
      const tail = slow.filter((s) => meets(merged, opening(s))).length;
      return {
        kind,
        calls: list.length,
        '% of phase in flight': percent(inFlight, last - first),
        '% of submits meeting one': percent(all, submits.length),
        '% of slow submits meeting one': percent(tail, slow.length),
      };
    });
  // A burst at one moment of the phase (its start, a stall) against a tail spread over all of it.
  const minutes = Array(Math.ceil((last - first) / 60_000)).fill(0);
  for (const [start] of slow) minutes[Math.floor((start - first) / 60_000)] += 1;
  return { p99: Math.round(p99 * 10) / 10, slow: slow.length, rows, byMinute: minutes.join(' / ') };
}
