import type { Db } from '../../db/client.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import { contentRepo } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { scoreGraded, type GradedScore } from '../trials/scoring/graded.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import type { TrialAnswers, TrialRow } from '../trials/trial-repo.js';
import { correctedQuestion } from './corrected-question.js';
import type { LatestMark } from './marks-repo.js';
import { regradeRepo } from './regrade-repo.js';

/**
 * The version's questions as they are scored and reviewed once people look again (a regrade, a mark, an attempt's
 * review): with the latest revision's key where a key was corrected since, else as the version froze them. Read
 * from the database, never from the material cache: a correction must count at once.
 */
export async function currentQuestions(db: Db, material: VersionMaterial): Promise<Map<number, ContentQuestion>> {
  const latest = await regradeRepo(db).latestRevisions(material.questions.map((q) => q.id));
  const edited = [...latest].filter(([sat, head]) => sat !== head);
  if (!edited.length) return material.byId;
  const heads = new Map((await contentRepo(db).questions(edited.map(([, head]) => head))).map((q) => [q.id, q]));
  return new Map(
    material.questions.map((q) => {
      const head = heads.get(latest.get(q.id) ?? q.id);
      return [q.id, (head && correctedQuestion(q, head)) ?? q];
    }),
  );
}

/** A completed graded trial's totals by these questions' keys, with people's marks (essays, overrides) counting as given. */
export function scoreTrial(
  trial: Pick<TrialRow, 'questionOrder'>,
  questions: ReadonlyMap<number, ContentQuestion>,
  passMark: number,
  answers: TrialAnswers,
  marks: ReadonlyMap<number, LatestMark>,
): GradedScore {
  const shares = new Map(
    [...marks].flatMap(([id, m]) => {
      const weight = questions.get(id)?.weight;
      return weight ? [[id, m.points / weight] as const] : [];
    }),
  );
  const shown = trial.questionOrder.flatMap((id) => questions.get(id) ?? []);
  return scoreGraded(
    shown.map((q) => ({ id: q.id, weight: q.weight, key: scoringKeyOf(q) })),
    answers,
    passMark,
    shares,
  );
}
