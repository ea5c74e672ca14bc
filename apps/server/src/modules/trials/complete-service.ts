import type { Language } from '@mizan/contract/i18n';
import type { Result } from '@mizan/contract/results';
import { AppError } from '../../lib/app-error.js';
import type { ResultService } from '../results/service.js';
import type { CompletionService } from './completion.js';
import type { QuizMaterialCache } from './quiz-material.js';
import { isExpired } from './timer.js';
import type { TrialRepo } from './trial-repo.js';

/** Ending a trial answers errors as `{error}`, the shape the client's leave and expire modals read. */
const trialNotFound = () => new AppError(404, 'not_found', 'quizzes-errors:trial.not_found', { shape: 'error' });

/**
 * The student ends a trial; ending it again returns the same result. Two statements: the trial with its
 * answers, and the conditional close; the result is built from those and the cached quiz material, plus one
 * read for the percentile rank.
 */
export async function completeTrial(
  deps: { trials: TrialRepo; materials: QuizMaterialCache; completion: CompletionService; results: ResultService },
  input: { userId: string; trialId: string },
  lang: Language,
  now = new Date(),
): Promise<Result> {
  let found = await deps.trials.ownedWithSelections(input.trialId, input.userId);
  if (!found) throw trialNotFound();
  const material = found.trial.versionId == null ? undefined : await deps.materials.version(found.trial.versionId);
  if (!material) throw trialNotFound();
  let { trial } = found;
  if (trial.status !== 'completed') {
    const by = isExpired(trial.deadline, now) ? 'deadline' : 'client';
    const closed = await deps.completion.complete(trial, by, now, found.selections);
    // Another path (a second tab, the sweep) closed it first: its result is the one to show.
    if (closed) trial = closed;
    else if (!(found = await deps.trials.ownedWithSelections(input.trialId, input.userId))) throw trialNotFound();
    else trial = found.trial;
  }
  return deps.results.ofCompleted(trial, material, found.selections, lang);
}
