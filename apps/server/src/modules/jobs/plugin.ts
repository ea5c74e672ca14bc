import type { FastifyInstance } from 'fastify';
import { createJobQueue, type JobQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How often each process looks for due jobs: a retried mail waits at most this much past its time. */
const POLL_MS = 2_000;

/** The app's durable job queue: modules register their handlers at setup, polling starts once the app is ready. */
export function attachJobs(app: FastifyInstance): void {
  const queue = createJobQueue(app.database, app.log);
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start(POLL_MS));
  app.addHook('onClose', () => queue.close());
}
