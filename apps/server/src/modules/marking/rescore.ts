import type { Db } from '../../db/client.js';
import { contentRepo } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { scoreGraded, type GradedScore } from '../trials/scoring/graded.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import type { ScoringKey } from '../trials/scoring/types/keys.js';
import type { TrialAnswers, TrialRow } from '../trials/trial-repo.js';
import { correctedKey } from './corrected-key.js';
import type { LatestMark } from './marks-repo.js';
import { regradeRepo } from './regrade-repo.js';

/**
 * The key each question of the version is scored by when people rescore its attempts (a regrade, a mark): the
 * latest revision's, corrected keys included, else the one the version froze. Read from the database, never from
 * the material cache: a correction must count at once.
 */
export async function currentKeys(db: Db, material: VersionMaterial): Promise<Map<number, ScoringKey>> {
  const latest = await regradeRepo(db).latestRevisions(material.questions.map((q) => q.id));
  const edited = [...latest].filter(([sat, head]) => sat !== head);
  const heads = new Map((await contentRepo(db).questions(edited.map(([, head]) => head))).map((q) => [q.id, q]));
  return new Map(
    material.questions.map((q) => {
      const head = heads.get(latest.get(q.id) ?? q.id);
      return [q.id, (head && correctedKey(q, head)) ?? scoringKeyOf(q)];
    }),
  );
}

/** A completed graded trial's totals by these keys, with people's marks (essays, overrides) counting as given. */
export function scoreTrial(
  trial: Pick<TrialRow, 'questionOrder'>,
  material: VersionMaterial,
  keys: ReadonlyMap<number, ScoringKey>,
  answers: TrialAnswers,
  marks: ReadonlyMap<number, LatestMark>,
): GradedScore {
  const shares = new Map(
    [...marks].flatMap(([id, m]) => {
      const weight = material.byId.get(id)?.weight;
      return weight ? [[id, m.points / weight] as const] : [];
    }),
  );
  const questions = trial.questionOrder.flatMap((id) => material.byId.get(id) ?? []);
  return scoreGraded(
    questions.map((q) => ({ id: q.id, weight: q.weight, key: keys.get(q.id) ?? scoringKeyOf(q) })),
    answers,
    material.quiz.passMark,
    shares,
  );
}
