import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { upgradeLegacyQuizzes } from '../modules/authoring/upgrade.js';
import { seedClasses } from './classes.js';
import { seedCompetitions } from './competitions.js';
import { seedCoupons } from './coupons.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedLookups } from './lookups.js';
import { seedPlans } from './plans.js';
import { seedPrivacyPolicy } from './privacy-policy.js';
import { seedQuizzes } from './quizzes.js';
import { seedWrittenAnswers } from './written-answers.js';

export interface SeedOptions {
  /** Where a step may leave files for the operator (the demo credentials); none in tests. */
  dataDir?: string;
  /** Shows the operator something once, as plain lines on the console (the demo credentials); none in tests. */
  announce?: (text: string) => void;
  /** Demo content (quizzes, accounts, plans, coupons, competitions) besides the reference data every installation needs. */
  demo?: boolean;
}

/** A demo step inserts its content only where it is missing, so re-running the seed changes nothing. */
export type SeedStep = (db: Db, log: FastifyBaseLogger, options: SeedOptions) => Promise<boolean>;

/** Reference data: a production installation (SEED_DEMO=false) needs it as much as a demo. */
const REFERENCE_STEPS: Record<string, SeedStep> = {
  'privacy policy': seedPrivacyPolicy,
  lookups: seedLookups,
  'quiz versions (content older than authoring)': (db) => upgradeLegacyQuizzes(db),
};

const DEMO_STEPS: Record<string, SeedStep> = {
  quizzes: seedQuizzes,
  'demo accounts': seedDemoAccounts,
  plans: seedPlans,
  // After the quizzes: the free demo code is bound to the coupon quiz.
  coupons: seedCoupons,
  competitions: seedCompetitions,
  // After the demo accounts: the demo student joins a class.
  classes: seedClasses,
  // After the quizzes and the demo accounts: the student's essay awaiting a teacher's mark.
  'an essay to mark': seedWrittenAnswers,
};

export async function runSeed(db: Db, log: FastifyBaseLogger, options: SeedOptions = {}): Promise<void> {
  const steps = { ...REFERENCE_STEPS, ...(options.demo === false ? {} : DEMO_STEPS) };
  for (const [name, step] of Object.entries(steps)) {
    if (await step(db, log, options)) log.info(`seeded ${name}`);
  }
}
