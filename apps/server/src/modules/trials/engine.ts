import type { FastifyInstance } from 'fastify';
import { resultRepo } from '../results/repo.js';
import { resultService } from '../results/service.js';
import { completionService, type AfterComplete } from './completion.js';
import { contentRepo } from './content-repo.js';
import { playerRepo } from './player-repo.js';
import { playerService } from './player-service.js';
import { trialRepo } from './trial-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by the app: what other modules do once a trial is completed (every engine instance runs them). */
    afterTrialComplete: AfterComplete[];
  }
}

/** The trial and result services wired over the app's database. */
export function quizEngine(app: FastifyInstance) {
  const trials = trialRepo(app.db);
  const content = contentRepo(app.db);
  const player = playerRepo(app.database);
  const completion = completionService(trials, content, app.afterTrialComplete);
  return {
    trials,
    completion,
    playerRepo: player,
    player: playerService(player, completion),
    results: resultService(resultRepo(app.db), trials, content, completion),
  };
}
