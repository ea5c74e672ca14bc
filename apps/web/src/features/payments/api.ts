import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  CSRF_COOKIE,
  paymentPaths,
  type FinalizePaymentRequest,
  type FinalizePaymentResponse,
  type GatewayConfigResponse,
  type PaymentQuoteQuery,
  type PaymentQuoteResponse,
  type PaymentResponse,
  type SavePaymentRequest,
} from '@mizan/contract/payments';
import { api } from '@/lib/api/api';

/** Save and finalize give up after 30 s (client-spec §9); other calls have no timeout. */
export const PAYMENT_TIMEOUT_MS = 30_000;

/** The answer with its HTTP status: 202 means the gateway has not confirmed the payment yet. */
export interface PaymentAnswer<T> {
  status: number;
  payment: T;
}

/** A token from a meta tag, else from the readable cookie the plans call sets. */
export function csrfToken(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  const prefix = `${CSRF_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

type FetchResult = { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta };
type Fetch = (args: string | FetchArgs) => FetchResult | PromiseLike<FetchResult>;

/** Echoes the CSRF cookie (calling the plans endpoint first when there is none yet) and keeps the status. */
async function postWithCsrf<T>(baseQuery: Fetch, url: string, body: object) {
  if (!csrfToken()) await baseQuery({ url: paymentPaths.plans, params: { limit: 1, offset: 0 } });
  const token = csrfToken();
  const result = await baseQuery({
    url,
    method: 'POST',
    body,
    timeout: PAYMENT_TIMEOUT_MS,
    headers: token ? { 'X-CSRFToken': token } : {},
  });
  if (result.error) return { error: result.error };
  return { data: { status: result.meta?.response?.status ?? 200, payment: result.data as T } };
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGatewayConfig: build.query<GatewayConfigResponse, void>({ query: () => paymentPaths.gatewayConfig }),
    // Not cached across visits: a coupon's uses and the plan's price can change between two checkouts.
    getPaymentQuote: build.query<PaymentQuoteResponse, PaymentQuoteQuery>({
      query: (params) => ({ url: paymentPaths.quote, params }),
      keepUnusedDataFor: 0,
    }),
    savePayment: build.mutation<PaymentAnswer<PaymentResponse>, SavePaymentRequest>({
      queryFn: (body, _api, _extra, baseQuery) => postWithCsrf<PaymentResponse>(baseQuery, paymentPaths.save, body),
    }),
    finalizePayment: build.mutation<PaymentAnswer<FinalizePaymentResponse>, FinalizePaymentRequest>({
      queryFn: (body, _api, _extra, baseQuery) => postWithCsrf<FinalizePaymentResponse>(baseQuery, paymentPaths.finalize, body),
    }),
  }),
});

export const { useGetGatewayConfigQuery, useGetPaymentQuoteQuery, useSavePaymentMutation, useFinalizePaymentMutation } = paymentsApi;
