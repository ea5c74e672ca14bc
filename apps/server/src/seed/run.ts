import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { seedEngagement } from './competitions.js';
import { seedCoupons } from './coupons.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedLookups } from './lookups.js';
import { seedPlans } from './plans.js';
import { seedPrivacyPolicy } from './privacy-policy.js';
import { seedQuizzes } from './quizzes.js';

export interface SeedOptions {
  /** Where a step may leave files for the operator (the demo credentials); none in tests. */
  dataDir?: string;
}

/** A demo step inserts its content only where it is missing, so re-running the seed changes nothing. */
export type SeedStep = (db: Db, log: FastifyBaseLogger, options: SeedOptions) => Promise<boolean>;

const STEPS: Record<string, SeedStep> = {
  'privacy policy': seedPrivacyPolicy,
  lookups: seedLookups,
  'demo accounts': seedDemoAccounts,
  quizzes: seedQuizzes,
  plans: seedPlans,
  // After the quizzes: the free demo code is bound to the coupon quiz.
  coupons: seedCoupons,
  'personal info and competitions': seedEngagement,
};

export async function runSeed(db: Db, log: FastifyBaseLogger, options: SeedOptions = {}): Promise<void> {
  for (const [name, step] of Object.entries(STEPS)) {
    if (await step(db, log, options)) log.info(`seeded ${name}`);
  }
}
