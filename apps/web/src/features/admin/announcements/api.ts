import { apiPaths } from '@mizan/contract/api-paths';
import type { Announcement, AnnouncementInput, AnnouncementList } from '@mizan/contract/admin/announcements';
import { adminApi } from '../shell/admin-api';

const announcementsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Announcement'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementList, { page: number; limit: number }>({
      query: (params) => ({ url: apiPaths.admin.announcements, params }),
      providesTags: ['Announcement'],
    }),
    sendAnnouncement: build.mutation<Announcement, AnnouncementInput>({
      query: (body) => ({ url: apiPaths.admin.announcements, method: 'POST', body }),
      invalidatesTags: ['Announcement'],
    }),
  }),
});

export const { useGetAnnouncementsQuery, useSendAnnouncementMutation } = announcementsApi;
