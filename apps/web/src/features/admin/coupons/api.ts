import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminCoupon,
  AdminCouponExportQuery,
  AdminCouponListQuery,
  AdminCouponListResponse,
  CouponBatchRequest,
  CouponBatchResponse,
  CouponUse,
} from '@mizan/contract/admin/coupons';
import type { AdminSettings, UpdateSettingsRequest } from '@mizan/contract/admin/settings';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, compact, withId } from '../shell/admin-api';

export const couponsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminCoupon', 'AdminSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<AdminCouponListResponse, AdminCouponListQuery>({
      query: (params) => ({ url: apiPaths.admin.coupons, params: compact(params) }),
      providesTags: ['AdminCoupon'],
    }),
    getCouponUses: build.query<CouponUse[], number>({
      query: (id) => withId(apiPaths.admin.couponUses, id),
      providesTags: ['AdminCoupon'],
    }),
    /** Staff's coupon limit: the dialog and page follow it; admins change it here. */
    getSettings: build.query<AdminSettings, void>({
      query: () => apiPaths.admin.settings,
      providesTags: ['AdminSettings'],
    }),
    updateSettings: build.mutation<AdminSettings, UpdateSettingsRequest>({
      query: (body) => ({ url: apiPaths.admin.settings, method: 'PATCH', body }),
      invalidatesTags: ['AdminSettings', 'Audit'],
    }),
    createCouponBatch: build.mutation<CouponBatchResponse, CouponBatchRequest>({
      query: (body) => ({ url: apiPaths.admin.couponsBatch, method: 'POST', body }),
      invalidatesTags: ['AdminCoupon', 'Audit'],
    }),
    setCouponActive: build.mutation<AdminCoupon, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: withId(apiPaths.admin.coupon, id), method: 'PATCH', body: { active } }),
      invalidatesTags: ['AdminCoupon', 'Audit'],
    }),
    /** The CSV as text (it goes through the same token refresh as every call), saved by the page. */
    /** Resolves to an object URL of the file (see lib/download). */
    exportCoupons: build.mutation<string, AdminCouponExportQuery>({
      query: (params) => ({ url: apiPaths.admin.couponsExport, params: compact(params), responseHandler: objectUrlResponse }),
    }),
  }),
});

export const {
  useGetCouponsQuery,
  useGetCouponUsesQuery,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useCreateCouponBatchMutation,
  useSetCouponActiveMutation,
  useExportCouponsMutation,
} = couponsApi;
