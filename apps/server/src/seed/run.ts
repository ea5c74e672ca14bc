import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { seedPrivacyPolicy } from './privacy-policy.js';
import { seedQuizzes } from './quizzes.js';

/** A demo step inserts its content only where it is missing, so re-running the seed changes nothing. */
export type SeedStep = (db: Db, log: FastifyBaseLogger) => Promise<boolean>;

const STEPS: Record<string, SeedStep> = {
  'privacy policy': seedPrivacyPolicy,
  quizzes: seedQuizzes,
};

export async function runSeed(db: Db, log: FastifyBaseLogger): Promise<void> {
  for (const [name, step] of Object.entries(STEPS)) {
    if (await step(db, log)) log.info(`seeded ${name}`);
  }
}
