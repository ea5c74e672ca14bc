import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { marksRepo } from '../marking/marks-repo.js';
import { currentQuestions } from '../marking/rescore.js';
import { resultRepo } from '../results/repo.js';
import { resultService } from '../results/service.js';
import { completionService, type AfterComplete } from './completion.js';
import { contentRepo } from './content-repo.js';
import { playerRepo } from './player-repo.js';
import { playerService } from './player-service.js';
import { quizMaterialCache, type QuizMaterialCache } from './quiz-material.js';
import { trialRepo } from './trial-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by the app: what other modules do once a trial is completed (every engine instance runs them). */
    afterTrialComplete: AfterComplete[];
  }
}

/** One quiz material cache per database, shared by every module that builds an engine. */
const materialCaches = new WeakMap<Db, QuizMaterialCache>();

/** The trial and result services wired over the app's database. */
export function quizEngine(app: FastifyInstance) {
  const trials = trialRepo(app.db);
  const content = contentRepo(app.db);
  let materials = materialCaches.get(app.db);
  if (!materials) materialCaches.set(app.db, (materials = quizMaterialCache(trials, content)));
  const player = playerRepo(app.database);
  const completion = completionService(trials, materials, app.afterTrialComplete);
  return {
    trials,
    materials,
    completion,
    playerRepo: player,
    player: playerService(player, completion, materials),
    results: resultService(resultRepo(app.db), trials, materials, completion, marksRepo(app.db), (material) =>
      currentQuestions(app.db, material),
    ),
  };
}
