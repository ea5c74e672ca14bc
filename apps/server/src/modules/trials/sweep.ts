import type { FastifyInstance } from 'fastify';
import type { CompletionService } from './completion.js';
import { SWEEP_INTERVAL_MS } from './timer.js';
import { PERIODIC_LOCKS, startPeriodic } from '../../lib/periodic.js';

/** Completes expired trials nobody touches any more, in one process at a time. */
export function startTrialSweep(app: FastifyInstance, completion: CompletionService): void {
  startPeriodic(app, {
    name: 'trial sweep',
    lock: PERIODIC_LOCKS.trialSweep,
    everyMs: SWEEP_INTERVAL_MS,
    run: () => completion.sweep(new Date(), app.log),
  });
}
