import type { Language } from '@mizan/contract/i18n';
import { api } from '@/lib/api/api';
import { objectUrlResponse } from '@/lib/download';

export interface ReceiptRequest {
  /** The owner's path or the operator's, with `:paymentId` / `:id` already filled in. */
  url: string;
  format: 'pdf' | 'html';
  lang: Language;
}

/**
 * A receipt through the authenticated API (token refresh included). The body becomes an object URL, which
 * the caller opens or saves and then revokes: the store only ever holds that string, never the file.
 */
export const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    fetchReceipt: build.mutation<string, ReceiptRequest>({
      query: ({ url, format, lang }) => ({
        url,
        params: { format, lang },
        responseHandler: objectUrlResponse,
      }),
    }),
  }),
});

export const { useFetchReceiptMutation } = receiptApi;
