import type { FastifyInstance } from 'fastify';
import type { CompletionService } from './completion.js';
import { SWEEP_INTERVAL_MS } from './timer.js';

/** Completes expired trials nobody touches any more; stops (and waits for a pass in flight) when the app closes. */
export function startTrialSweep(app: FastifyInstance, completion: CompletionService, intervalMs = SWEEP_INTERVAL_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => completion.sweep(new Date(), app.log))
      .catch((err: unknown) => app.log.error({ err }, 'trial sweep failed'));
  }, intervalMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
