import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminListQuery } from '@mizan/contract/admin/common';
import type {
  AdminWebhook,
  AdminWebhookListResponse,
  CreatedWebhook,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryListResponse,
} from '@mizan/contract/admin/webhooks';
import { adminApi, compact } from '../shell/admin-api';

const withHook = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const webhooksApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminWebhook', 'WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<AdminWebhookListResponse, AdminListQuery>({
      query: (params) => ({ url: apiPaths.admin.webhooks, params: compact(params) }),
      providesTags: ['AdminWebhook'],
    }),
    getWebhook: build.query<AdminWebhook, string>({ query: (id) => withHook(apiPaths.admin.webhook, id), providesTags: ['AdminWebhook'] }),
    createWebhook: build.mutation<CreatedWebhook, CreateWebhookRequest>({
      query: (body) => ({ url: apiPaths.admin.webhooks, method: 'POST', body }),
      invalidatesTags: ['AdminWebhook', 'Audit'],
    }),
    updateWebhook: build.mutation<AdminWebhook, { id: string; body: UpdateWebhookRequest }>({
      query: ({ id, body }) => ({ url: withHook(apiPaths.admin.webhook, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminWebhook', 'Audit'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: withHook(apiPaths.admin.webhook, id), method: 'DELETE' }),
      invalidatesTags: ['AdminWebhook', 'Audit'],
    }),
    getDeliveries: build.query<WebhookDeliveryListResponse, { id: string } & AdminListQuery>({
      query: ({ id, ...params }) => ({ url: withHook(apiPaths.admin.webhookDeliveries, id), params: compact(params) }),
      providesTags: ['WebhookDelivery'],
    }),
    resendDelivery: build.mutation<WebhookDelivery, { id: string; deliveryId: number }>({
      query: ({ id, deliveryId }) => ({
        url: withHook(apiPaths.admin.webhookDeliveryResend, id).replace(':deliveryId', String(deliveryId)),
        method: 'POST',
      }),
      invalidatesTags: ['WebhookDelivery', 'Audit'],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useGetWebhookQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useGetDeliveriesQuery,
  useResendDeliveryMutation,
} = webhooksApi;
