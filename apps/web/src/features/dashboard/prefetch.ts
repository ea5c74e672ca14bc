import type { PagePrefetch } from '@/lib/prefetch';
import { quizApi } from '@/lib/quiz/quiz-api';
import { MY_TRIALS_ARGS, dashboardApi } from './api';
import { competitionsApi } from './competitions/api';

/** The dashboard's first view: the best score, the categories, the student's recent trials and the competitions. */
export function prefetchDashboard({ request }: PagePrefetch): void {
  request(dashboardApi.endpoints.getBestScore.initiate(undefined, { subscribe: false }));
  request(quizApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
  request(quizApi.endpoints.getMyTrials.initiate(MY_TRIALS_ARGS, { subscribe: false }));
  request(competitionsApi.endpoints.getLastCompetitions.initiate(undefined, { subscribe: false }));
}
