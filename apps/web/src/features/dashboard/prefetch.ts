import type { PagePrefetch } from '@/lib/prefetch';
import { quizApi } from '@/lib/quiz/quiz-api';
import { MY_TRIALS_ARGS, dashboardApi } from './api';

/** The dashboard's first view: the best score, the categories and the student's recent trials. */
export function prefetchDashboard({ request }: PagePrefetch): void {
  request(dashboardApi.endpoints.getBestScore.initiate(undefined, { subscribe: false }));
  request(quizApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
  request(quizApi.endpoints.getMyTrials.initiate(MY_TRIALS_ARGS, { subscribe: false }));
}
