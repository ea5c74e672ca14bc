import type { PagePrefetch } from '@/lib/prefetch';
import { quizApi } from '@/lib/quiz/quiz-api';
import { resultsApi } from './api';

/** A result page's first view: the trial's result and its quiz. */
export function prefetchTrialResult({ params, request }: PagePrefetch): void {
  if (params['trialId']) request(resultsApi.endpoints.getTrialResult.initiate(params['trialId'], { subscribe: false }));
  if (params['quizId']) request(quizApi.endpoints.getQuiz.initiate(params['quizId'], { subscribe: false }));
}
