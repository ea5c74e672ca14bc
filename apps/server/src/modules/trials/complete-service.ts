import type { Language } from '@mizan/contract/i18n';
import type { Result } from '@mizan/contract/results';
import { AppError } from '../../lib/app-error.js';
import type { ResultService } from '../results/service.js';
import type { CompletionService } from './completion.js';
import { isExpired } from './timer.js';
import type { TrialRepo } from './trial-repo.js';

/** Ending a trial answers errors as `{error}`, the shape the client's leave and expire modals read. */
const trialNotFound = () => new AppError(404, 'not_found', 'quizzes-errors:trial.not_found', { shape: 'error' });

/** The student ends a trial; ending it again returns the same result. */
export async function completeTrial(
  deps: { trials: TrialRepo; completion: CompletionService; results: ResultService },
  input: { userId: string; trialId: string },
  lang: Language,
  now = new Date(),
): Promise<Result> {
  const trial = await deps.trials.ownedTrial(input.trialId, input.userId);
  if (!trial) throw trialNotFound();
  await deps.completion.complete(trial, isExpired(trial.deadline, now) ? 'deadline' : 'client', now);
  return deps.results.ofTrial(input.userId, input.trialId, lang);
}
