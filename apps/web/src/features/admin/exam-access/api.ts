import { apiPaths } from '@mizan/contract/api-paths';
import type { AccessRules, AccessRulesUpdate, AssignmentAccessRules } from '@mizan/contract/admin/exam-access';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, withId, withTrial } from '../shell/admin-api';

/** Whose rules a card edits: a quiz's, or an assignment's own (which replace its quiz's for its sittings). */
export type RulesTarget = { kind: 'quiz' | 'assignment'; id: number };

const PATHS = {
  quiz: { rules: apiPaths.admin.quizAccessRules, seb: apiPaths.admin.quizSebConfig },
  assignment: { rules: apiPaths.admin.assignmentAccessRules, seb: apiPaths.admin.assignmentSebConfig },
} as const;
const rulesUrl = (target: RulesTarget) => withId(PATHS[target.kind].rules, target.id);
const quizTag = (id: number) => ({ type: 'AdminQuiz' as const, id: `access-${id}` });
const assignmentTag = (id: number) => ({ type: 'AdminQuiz' as const, id: `access-assignment-${id}` });
const tagOf = (target: RulesTarget) => (target.kind === 'quiz' ? quizTag(target.id) : assignmentTag(target.id));

export const examAccessApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessRules: build.query<AccessRules, RulesTarget>({
      query: rulesUrl,
      providesTags: (_r, _e, target) => [tagOf(target)],
    }),
    /** An assignment's rules: its own, or (own_rules false) its quiz's, which then apply. */
    getAssignmentAccessRules: build.query<AssignmentAccessRules, number>({
      query: (id) => rulesUrl({ kind: 'assignment', id }),
      // The quiz's rules shown while the assignment has none of its own follow the quiz's edits.
      providesTags: (rules, _e, id) => [assignmentTag(id), ...(rules ? [quizTag(rules.quiz)] : [])],
    }),
    saveAccessRules: build.mutation<AccessRules, { target: RulesTarget; body: AccessRulesUpdate }>({
      query: ({ target, body }) => ({ url: rulesUrl(target), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { target }) => [tagOf(target), 'Audit'],
    }),
    /** Drops an assignment's own rules: its sittings follow the quiz's again. */
    dropAssignmentAccessRules: build.mutation<void, number>({
      query: (id) => ({ url: rulesUrl({ kind: 'assignment', id }), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [assignmentTag(id), 'Audit'],
    }),
    downloadSebConfig: build.mutation<string, RulesTarget>({
      query: (target) => ({ url: withId(PATHS[target.kind].seb, target.id), responseHandler: objectUrlResponse }),
      invalidatesTags: ['Audit'],
    }),
    releaseDevice: build.mutation<void, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.trialReleaseDevice, trialId), method: 'POST' }),
    }),
  }),
});

export const {
  useGetAccessRulesQuery,
  useGetAssignmentAccessRulesQuery,
  useSaveAccessRulesMutation,
  useDropAssignmentAccessRulesMutation,
  useDownloadSebConfigMutation,
  useReleaseDeviceMutation,
} = examAccessApi;
