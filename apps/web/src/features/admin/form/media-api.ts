import { apiPaths } from '@mizan/contract/api-paths';
import type { MediaUploadResponse } from '@mizan/contract/admin/media';
import { adminApi } from '../shell/admin-api';

export const mediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** An image for rich text (FormData with `file`): stored with question media, audited. */
    uploadMedia: build.mutation<MediaUploadResponse, FormData>({
      query: (body) => ({ url: apiPaths.admin.media, method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useUploadMediaMutation } = mediaApi;
