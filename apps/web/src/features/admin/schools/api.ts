import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminSchool,
  AdminSchoolCity,
  AdminSchoolListQuery,
  AdminSchoolListResponse,
  MergeSchoolRequest,
  MergeSchoolResponse,
  SchoolInput,
  UpdateSchoolRequest,
} from '@mizan/contract/admin/schools';
import { adminApi, compact, withId } from '../shell/admin-api';

export const schoolsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminSchool'] }).injectEndpoints({
  endpoints: (build) => ({
    getSchools: build.query<AdminSchoolListResponse, AdminSchoolListQuery>({
      query: (params) => ({ url: apiPaths.admin.schools, params: compact(params) }),
      providesTags: ['AdminSchool'],
    }),
    getSchoolCities: build.query<AdminSchoolCity[], void>({ query: () => apiPaths.admin.schoolCities, providesTags: ['AdminSchool'] }),
    createSchool: build.mutation<AdminSchool, SchoolInput>({
      query: (body) => ({ url: apiPaths.admin.schools, method: 'POST', body }),
      invalidatesTags: ['AdminSchool', 'Audit'],
    }),
    updateSchool: build.mutation<AdminSchool, { id: number; body: UpdateSchoolRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.school, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminSchool', 'Audit'],
    }),
    mergeSchool: build.mutation<MergeSchoolResponse, { id: number; body: MergeSchoolRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.schoolMerge, id), method: 'POST', body }),
      invalidatesTags: ['AdminSchool', 'Audit'],
    }),
    deleteSchool: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.school, id), method: 'DELETE' }),
      invalidatesTags: ['AdminSchool', 'Audit'],
    }),
  }),
});

export const {
  useGetSchoolsQuery,
  useGetSchoolCitiesQuery,
  useCreateSchoolMutation,
  useUpdateSchoolMutation,
  useMergeSchoolMutation,
  useDeleteSchoolMutation,
} = schoolsApi;
