import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Probes and metrics answer even under pressure: an orchestrator must tell a busy process from a dead one. */
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready', '/metrics']);

const overloaded = () => new AppError(503, 'service_unavailable', 'errors:detail.service_unavailable', { headers: { 'retry-after': '5' } });

/**
 * An overloaded process (event loop lagging past LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS) answers 503 with Retry-After
 * at once, instead of queueing requests until every client times out.
 */
export async function registerLoadShedding(app: FastifyInstance): Promise<void> {
  const maxEventLoopDelay = app.config.loadShedMaxEventLoopDelayMs;
  if (maxEventLoopDelay === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay,
    // A rejection goes to the error handler (localized JSON); resolving lets the request through.
    pressureHandler: async (request) => {
      if (!ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) throw overloaded();
    },
  });
}
