import type { FastifyInstance } from 'fastify';
import type { CompletionService } from './completion.js';
import { SWEEP_INTERVAL_MS } from './timer.js';
import { PERIODIC_LOCKS, startPeriodic } from '../../lib/periodic.js';

/** A completion's follow-up older than this was left behind: its own request would have finished it long before. */
const FOLLOW_UP_LEFT_MS = 2 * 60_000;
const FOLLOW_UP_EVERY_MS = 60_000;

/**
 * Completes expired trials nobody touches any more, and sees through the follow-ups of completions whose hooks did
 * not all run (certificate, notification, webhooks, LMS grade), each in one process at a time.
 */
export function startTrialSweep(app: FastifyInstance, completion: CompletionService): void {
  startPeriodic(app, {
    name: 'trial sweep',
    lock: PERIODIC_LOCKS.trialSweep,
    everyMs: SWEEP_INTERVAL_MS,
    run: () => completion.sweep(new Date(), app.log),
  });
  startPeriodic(app, {
    name: 'completion follow-ups',
    lock: PERIODIC_LOCKS.completionFollowUps,
    everyMs: FOLLOW_UP_EVERY_MS,
    run: () => completion.followUp(FOLLOW_UP_LEFT_MS),
  });
}
