import type { PagePrefetch } from '@/lib/prefetch';
import { personalInfoApi } from './api';

/** Below a result: the personal information given for the quiz. */
export function prefetchPersonalInfo({ params, request }: PagePrefetch): void {
  if (params['quizId']) request(personalInfoApi.endpoints.getPersonalInfo.initiate(params['quizId'], { subscribe: false }));
}
