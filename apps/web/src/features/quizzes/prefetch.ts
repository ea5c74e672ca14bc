import type { PagePrefetch } from '@/lib/prefetch';
import { quizApi } from '@/lib/quiz/quiz-api';
import { ATTEMPT_HISTORY, quizListArgs, quizzesApi, suggestionArgs } from './api';

/** The public quiz list's first view: the page of quizzes its address asks for. */
export function prefetchPublicQuizzes({ url, request }: PagePrefetch): void {
  request(quizzesApi.endpoints.getQuizzes.initiate(quizListArgs(url.searchParams), { subscribe: false }));
}

/** The signed-in quiz list: the same page of quizzes, and the category filter drawn with it. */
export function prefetchQuizzes(page: PagePrefetch): void {
  prefetchPublicQuizzes(page);
  page.request(quizApi.endpoints.getCategories.initiate(undefined, { subscribe: false }));
}

/** Below a result: the student's attempts, to offer a retake, and the quiz's category's quizzes once it is known. */
export function prefetchAfterResult({ params, request }: PagePrefetch): void {
  request(quizApi.endpoints.getMyTrials.initiate(ATTEMPT_HISTORY, { subscribe: false }));
  const quizId = params['quizId'];
  if (!quizId) return;
  void request(quizApi.endpoints.getQuiz.initiate(quizId, { subscribe: false }))
    ?.unwrap()
    .then((quiz) => {
      if (quiz.category) request(quizzesApi.endpoints.getQuizzes.initiate(suggestionArgs(quiz.category.id), { subscribe: false }));
    })
    .catch(() => undefined);
}
