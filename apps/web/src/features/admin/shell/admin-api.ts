import { api } from '@/lib/api/api';

/** The console's cache tags live with the console, so the student bundle's api slice knows nothing of them. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminQuiz', 'AdminQuestion', 'BankCategory', 'QuizCategory', 'Audit'] });

/** Fills the `:id` of a contract path (`admin/quizzes/:id/`). */
export const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Fills the `:trialId` of a contract path (`admin/trials/:trialId/`). */
export const withTrial = (path: string, trialId: string) => path.replace(':trialId', encodeURIComponent(trialId));

/** Drops empty filters, so the URL and the cache key only carry what the operator chose. */
export const compact = <T extends object>(params: T): Partial<T> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
