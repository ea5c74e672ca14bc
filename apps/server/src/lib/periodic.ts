import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Advisory lock keys of the periodic tasks: one process at a time runs each. */
export const PERIODIC_LOCKS = {
  trialSweep: 727_101,
  paymentReconciliation: 727_102,
  rateLimitSweep: 727_103,
  answerFileSweep: 727_104,
  completionFollowUps: 727_105,
  presenceSweep: 727_106,
} as const;

export interface PeriodicTask {
  name: string;
  lock: number;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs `task.run` every `everyMs` in whichever process takes the task's advisory lock first (the others skip
 * that turn), never two passes at once in one process; stops, waiting for a pass in flight, when the app closes.
 */
export function startPeriodic(app: FastifyInstance, task: PeriodicTask): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => app.database.exclusive(task.lock, task.run))
      .catch((err: unknown) => app.log.error({ err }, `${task.name} failed`));
  }, task.everyMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * `now() - ms` on the database's clock, for "not looked at for a while" cut-offs: rows are stamped by the
 * database, so comparing with an app server's clock would skip a row stamped this millisecond (the database
 * keeps microseconds) or, on a server whose clock runs behind, for as long as it lags.
 */
export function databaseAgo(ms: number): SQL {
  return sql`now() - make_interval(secs => ${ms / 1000})`;
}
