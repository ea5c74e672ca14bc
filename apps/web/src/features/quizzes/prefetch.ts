import type { PagePrefetch } from '@/lib/prefetch';
import { quizApi } from '@/lib/quiz/quiz-api';
import { ATTEMPT_HISTORY, quizListArgs, quizzesApi } from './api';

/** The public quiz list's first view: the page of quizzes its address asks for. */
export function prefetchPublicQuizzes({ url, request }: PagePrefetch): void {
  request(quizzesApi.endpoints.getQuizzes.initiate(quizListArgs(url.searchParams), { subscribe: false }));
}

/** The signed-in quiz list: the same page of quizzes, and the category filter drawn with it. */
export function prefetchQuizzes(page: PagePrefetch): void {
  prefetchPublicQuizzes(page);
  page.request(quizApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
}

/** Below a result: the student's attempts, to offer a retake. */
export function prefetchAfterResult({ request }: PagePrefetch): void {
  request(quizApi.endpoints.getMyTrials.initiate(ATTEMPT_HISTORY, { subscribe: false }));
}
