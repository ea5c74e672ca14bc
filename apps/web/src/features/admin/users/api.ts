import { apiPaths } from '@mizan/contract/api-paths';
import { certificatePaths } from '@mizan/contract/certificates';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserListResponse,
  RosterImportResponse,
  UpdateAdminUserRequest,
} from '@mizan/contract/admin/users';
import type { AccommodationInput, AdminAccommodation } from '@mizan/contract/admin/accommodations';
import { adminApi, compact } from '../shell/admin-api';

const withUuid = (path: string, id: string) => path.replace(':id', id);

export const usersApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<AdminUserListResponse, AdminUserListQuery>({
      query: (params) => ({ url: apiPaths.admin.users, params: compact(params) }),
      providesTags: ['AdminUser'],
    }),
    getUser: build.query<AdminUserDetail, string>({
      query: (id) => withUuid(apiPaths.admin.user, id),
      providesTags: ['AdminUser'],
    }),
    updateUser: build.mutation<AdminUser, { id: string; body: UpdateAdminUserRequest }>({
      query: ({ id, body }) => ({ url: withUuid(apiPaths.admin.user, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminUser', 'Audit'],
    }),
    revokeCertificate: build.mutation<unknown, { code: string; reason: string }>({
      query: ({ code, reason }) => ({ url: certificatePaths.revoke.replace(':code', code), method: 'POST', body: { reason } }),
      invalidatesTags: ['AdminUser', 'Audit'],
    }),
    resendVerification: build.mutation<{ detail: string }, string>({
      query: (id) => ({ url: withUuid(apiPaths.admin.userResendVerification, id), method: 'POST', body: {} }),
      invalidatesTags: ['Audit'],
    }),
    sendInvitation: build.mutation<{ detail: string }, string>({
      query: (id) => ({ url: withUuid(apiPaths.admin.userInvitation, id), method: 'POST', body: {} }),
      invalidatesTags: ['Audit'],
    }),
    /** Multipart: `dry_run` then `file` (see rosterForm). */
    importStudents: build.mutation<RosterImportResponse, FormData>({
      query: (body) => ({ url: apiPaths.admin.usersImport, method: 'POST', body }),
      invalidatesTags: (result) => (result && !result.dry_run ? ['AdminUser', 'Audit'] : []),
    }),
    putAccommodation: build.mutation<AdminAccommodation[], { id: string; body: AccommodationInput }>({
      query: ({ id, body }) => ({ url: withUuid(apiPaths.admin.userAccommodations, id), method: 'PUT', body }),
      invalidatesTags: ['AdminUser', 'Audit'],
    }),
    removeAccommodation: build.mutation<AdminAccommodation[], { id: string; accommodationId: number }>({
      query: ({ id, accommodationId }) => ({
        url: withUuid(apiPaths.admin.userAccommodation, id).replace(':accommodationId', String(accommodationId)),
        method: 'DELETE',
      }),
      invalidatesTags: ['AdminUser', 'Audit'],
    }),
  }),
});

export const { usePutAccommodationMutation, useRemoveAccommodationMutation, useImportStudentsMutation, useSendInvitationMutation } =
  usersApi;
export const { useGetUsersQuery, useGetUserQuery, useUpdateUserMutation, useResendVerificationMutation, useRevokeCertificateMutation } =
  usersApi;
