import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sendApiNotFound } from './errors.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics at GET /metrics, only with METRICS_TOKEN (as a bearer token): without it nothing is
 * collected and the path is a 404. The registry is the app's own, so several apps in one process (tests) do
 * not share series.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, sendApiNotFound);
    return;
  }
  const register = new Registry();
  collectDefaultMetrics({ register });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would make one series per trial.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // Read at each scrape, from the database every process shares (queue and trials) or this process (pool).
  new Gauge({
    name: 'mizan_jobs',
    help: 'Background jobs waiting (due or later) and failed for good',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const { waiting, failed } = await app.jobs.depth();
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'mizan_trials_in_progress',
    help: 'Trials started and not yet completed',
    registers: [register],
    async collect() {
      const [row] = await app.database.rows<{ n: number }>(sql`select count(*)::int as n from trials where status = 'in_progress'`);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'mizan_db_pool_connections',
    help: "This process's database connections, busy and open",
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const { busy, open } = app.database.poolUsage();
      this.set({ state: 'busy' }, busy);
      this.set({ state: 'open' }, open);
    },
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    // Hashed first, so the comparison is constant-time whatever the header's length.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      const detail = app.translate(request.lang, 'errors:detail.not_authenticated');
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail, error_code: 'not_authenticated' });
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
}
