import autocannon from 'autocannon';

/**
 * One autocannon run; returns the figures we report. `pick(i)` varies each request (another user's
 * token, another trial) — it gets a running counter shared by all connections.
 */
export async function measure({ name, url, method = 'GET', headers = {}, body, pick, connections = 50, duration = 8, amount }) {
  let counter = 0;
  const samples = new Map();
  const base = {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    requests: [
      {
        ...base,
        setupRequest: (request) => {
          if (!pick) return request;
          const picked = pick(counter++);
          return { ...request, ...picked, headers: { ...request.headers, ...picked.headers } };
        },
        // The first body of each non-2xx status, printed below the run: what the answers said, not just their count.
        onResponse: (status, body) => {
          if (status >= 300 && !samples.has(status)) samples.set(status, String(body ?? '').slice(0, 300));
        },
      },
    ],
  });
  for (const [status, body] of samples) console.log(`  ${name}: a ${status} answer said ${body}`);
  return {
    path: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    // Which answers they were (e.g. "503×12 409×1"): a count alone can't tell load shedding from a defect.
    'non-2xx codes': nonSuccessCodes(result.statusCodeStats),
    errors: result.errors + result.timeouts,
  };
}

const nonSuccessCodes = (stats = {}) =>
  Object.entries(stats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');

/** Latency summary of a list of millisecond samples. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
  // A tenth of a millisecond: the budgets compare p99s of a few ms, where whole milliseconds are steps of 10 % or more.
  const tenth = (ms) => Math.round(ms * 10) / 10;
  return { count: sorted.length, 'p50 ms': tenth(at(50)), 'p99 ms': tenth(at(99)), 'max ms': Math.round(sorted.at(-1) ?? 0) };
}
