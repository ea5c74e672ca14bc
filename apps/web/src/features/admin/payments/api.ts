import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminPaymentDetail,
  AdminPaymentListQuery,
  AdminPaymentListResponse,
  RefundRequest,
  RefundResponse,
} from '@mizan/contract/admin/payments';
import { adminApi, compact } from '../shell/admin-api';

const withUuid = (path: string, id: string) => path.replace(':id', id);

export const paymentsAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminPayment'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<AdminPaymentListResponse, AdminPaymentListQuery>({
      query: (params) => ({ url: apiPaths.admin.payments, params: compact(params) }),
      providesTags: ['AdminPayment'],
    }),
    getAdminPayment: build.query<AdminPaymentDetail, string>({
      query: (id) => withUuid(apiPaths.admin.payment, id),
      providesTags: ['AdminPayment'],
    }),
    refundPayment: build.mutation<RefundResponse, { id: string; body: RefundRequest }>({
      query: ({ id, body }) => ({ url: withUuid(apiPaths.admin.paymentRefund, id), method: 'POST', body }),
      invalidatesTags: ['AdminPayment', 'Audit'],
    }),
  }),
});

export const { useGetAdminPaymentsQuery, useGetAdminPaymentQuery, useRefundPaymentMutation } = paymentsAdminApi;

/** Halalas as the SAR decimal string the price formatter takes. */
export const riyals = (halalas: number) => (halalas / 100).toFixed(2);
