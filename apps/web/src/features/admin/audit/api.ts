import { apiPaths } from '@mizan/contract/api-paths';
import type { AuditListQuery, AuditListResponse } from '@mizan/contract/admin/audit';
import { adminApi, compact } from '../shell/admin-api';

export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditListResponse, AuditListQuery>({
      query: (params) => ({ url: apiPaths.admin.audit, params: compact(params) }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
