import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminPlan, PlanInput, UpdatePlanRequest } from '@mizan/contract/admin/plans';
import { adminApi, withId } from '../shell/admin-api';

export const plansApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminPlans: build.query<AdminPlan[], void>({ query: () => apiPaths.admin.plans, providesTags: ['AdminPlan'] }),
    createPlan: build.mutation<AdminPlan, PlanInput>({
      query: (body) => ({ url: apiPaths.admin.plans, method: 'POST', body }),
      invalidatesTags: ['AdminPlan', 'Audit'],
    }),
    updatePlan: build.mutation<AdminPlan, { id: number; body: UpdatePlanRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.plan, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminPlan', 'Audit'],
    }),
  }),
});

export const { useGetAdminPlansQuery, useCreatePlanMutation, useUpdatePlanMutation } = plansApi;
