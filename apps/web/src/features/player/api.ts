import { api } from '@/lib/api/api';

export const playerApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeTrial: build.mutation<unknown, { trialId: string }>({
      query: ({ trialId }) => ({ url: `quizzes/trials/${trialId}/complete/`, method: 'POST' }),
    }),
  }),
});

export const { useCompleteTrialMutation } = playerApi;
