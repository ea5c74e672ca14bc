import { apiPaths } from '@mizan/contract/api-paths';
import type {
  MarkReadRequest,
  MarkReadResponse,
  NotificationBox,
  NotificationListResponse,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@mizan/contract/notifications';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

const paths = apiPaths.notifications;
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The notification centre: shared by the top bar's badges, the notifications page and the settings card. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One small call for both badges (the bell's and the mail icon's unread counts). */
    getUnreadCounts: build.query<NotificationListResponse['unread'], void>({
      query: () => ({ url: paths.list, params: { limit: 1 } }),
      transformResponse: (response: NotificationListResponse) => response.unread,
      providesTags: ['Notifications'],
    }),
    getNotifications: build.query<NotificationListResponse, { box: NotificationBox; page: number }>({
      query: ({ box, page }) => ({ url: paths.list, params: { box, page, limit: NOTIFICATIONS_PAGE_SIZE } }),
      providesTags: ['Notifications', LOCALIZED],
    }),
    markRead: build.mutation<MarkReadResponse, MarkReadRequest>({
      query: (body) => ({ url: paths.read, method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => paths.preferences,
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, UpdateNotificationPreferences>({
      query: (body) => ({ url: paths.preferences, method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
      },
    }),
  }),
});

export const {
  useGetUnreadCountsQuery,
  useGetNotificationsQuery,
  useMarkReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
