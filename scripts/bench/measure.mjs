import autocannon from 'autocannon';

/** One autocannon run; returns the figures we report. */
export async function measure({ name, url, method = 'GET', headers = {}, body, connections = 50, duration = 8, requests }) {
  const result = await autocannon({
    url,
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    duration,
    requests,
  });
  return {
    path: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
