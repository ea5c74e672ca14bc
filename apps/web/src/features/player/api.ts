import { quizPaths } from '@mizan/contract/quizzes';
import type { TrialLive } from '@mizan/contract/trial-live';
import type { QuestionIdsResponse, QuestionResponse, SubmitAnswerResponse } from '@mizan/contract/trials';
import { useCallback } from 'react';
import { api } from '@/lib/api/api';
import type { AnswerBody } from '@/lib/quiz/answer-body';
import { LOCALIZED } from '@/lib/api/tags';
import type { SendAnswer } from './send-pending';

/**
 * An answer or the end of a trial that gets no reply within this time is given up and queued again, as when the
 * network drops: a connection left hanging (a server process killed while holding it) would otherwise keep the
 * answer "saving" for the browser's own five minutes.
 */
const ANSWER_TIMEOUT_MS = 20_000;

interface TrialQuestion {
  trialId: string;
  questionId: number | string;
}

export const playerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestion: build.query<QuestionResponse, TrialQuestion>({
      query: ({ trialId, questionId }) => `quizzes/trial/${trialId}/questions/${questionId}/`,
      providesTags: [LOCALIZED],
    }),
    /** The running player's poll (#32): announcements, the server's time left, whether an invigilator ended it. */
    getTrialLive: build.query<TrialLive, string>({
      query: (trialId) => quizPaths.trialLive.replace(':trialId', trialId),
    }),
    getQuestionIds: build.query<QuestionIdsResponse, { quizId: string; trialId: string }>({
      query: ({ quizId, trialId }) => `quizzes/quizzes/${quizId}/trials/${trialId}/questions/ids/`,
    }),
    stepQuestion: build.mutation<QuestionResponse, TrialQuestion & { direction: 'next' | 'previous' }>({
      query: ({ trialId, questionId, direction }) => `quizzes/trials/${trialId}/current/${questionId}/${direction}-question/`,
      // The answer is the question to show next: cache it so its page opens without another round trip.
      async onQueryStarted({ trialId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(playerApi.util.upsertQueryData('getQuestion', { trialId, questionId: String(data.id) }, data));
      },
    }),
    submitAnswer: build.mutation<SubmitAnswerResponse, { quizId: string; trialId: string; questionId: number; body: AnswerBody }>({
      query: ({ trialId, questionId, body }) => ({
        url: `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`,
        method: 'POST',
        body,
        timeout: ANSWER_TIMEOUT_MS,
      }),
      async onQueryStarted({ quizId, trialId, questionId }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (!saved) return;
        // A practice quiz's check: the question is now answered, checked and locked; a revisit shows it without a request.
        const { feedback } = saved;
        if (feedback) {
          dispatch(
            playerApi.util.updateQueryData('getQuestion', { trialId, questionId: String(questionId) }, (q) => {
              Object.assign(q, { selected_answer_id: saved.selected_answer_id, response: saved.response, is_submitted: true });
              Object.assign(q, { is_locked: true, feedback });
            }),
          );
        }
        dispatch(
          playerApi.util.updateQueryData('getQuestionIds', { quizId, trialId }, (ids) => {
            for (const entry of ids) if (entry.id === questionId) entry.is_submitted = true;
          }),
        );
      },
    }),
    completeTrial: build.mutation<unknown, { trialId: string }>({
      query: ({ trialId }) => ({ url: `quizzes/trials/${trialId}/complete/`, method: 'POST', timeout: ANSWER_TIMEOUT_MS }),
    }),
  }),
});

export const {
  useGetQuestionQuery,
  useGetQuestionIdsQuery,
  useGetTrialLiveQuery,
  useStepQuestionMutation,
  useSubmitAnswerMutation,
  useCompleteTrialMutation,
} = playerApi;

/** The trial's submit-answer call as a plain function that rejects with the RTK Query error (for the answer queue). */
export function useSendAnswer(quizId: string, trialId: string): SendAnswer {
  const [submit] = useSubmitAnswerMutation();
  return useCallback((questionId, body) => submit({ quizId, trialId, questionId, body }).unwrap(), [submit, quizId, trialId]);
}
