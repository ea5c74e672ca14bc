import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiPaths } from '@mizan/contract/api-paths';
import { defaultDigits } from '@mizan/contract/i18n';
import { addExamHeaders } from '@/lib/exam/exam-headers';
import { currentLanguage } from '@/lib/language';
import { readNumberPreferences } from '@/lib/number-preferences';
import { sessionCleared } from '@/lib/session/session-slice';
import { tokenStorage, type TokenPair } from '@/lib/session/token-storage';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

interface BaseQueryOptions {
  baseUrl: string;
  fetchFn?: typeof fetch;
}

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).replace(/^\//, '');

/**
 * fetchBaseQuery with the spec's headers plus the 401 flow (client-spec §4): one single-flight refresh
 * shared by every request that failed at the same time, the original request repeated once, and the
 * session cleared when there is nothing to refresh with or the refresh fails. Login is never refreshed.
 */
/** The current language; a reader who chose other digits than the language's own says so (`ar-u-nu-latn`), for server messages. */
function acceptLanguage(): string {
  const lang = currentLanguage();
  const { digits } = readNumberPreferences(lang);
  return digits === defaultDigits(lang) ? lang : `${lang}-u-nu-${digits}`;
}

export function createBaseQuery({ baseUrl, fetchFn }: BaseQueryOptions): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders(headers, { arg }) {
      headers.set('Accept', 'application/json');
      addExamHeaders(headers, urlOf(arg as string | FetchArgs));
      headers.set('Accept-Language', acceptLanguage());
      const access = tokenStorage.access();
      if (access && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${access}`);
      return headers;
    },
  });

  let refreshing: Promise<boolean> | null = null;

  const refresh = (api: Parameters<ApiBaseQuery>[1], extra: object): Promise<boolean> => {
    refreshing ??= (async () => {
      const token = tokenStorage.refresh();
      if (!token) return false;
      const result = await raw({ url: apiPaths.auth.refresh, method: 'POST', body: { refresh: token } }, api, extra);
      const pair = result.data as Partial<TokenPair> | undefined;
      if (!pair?.access) return false;
      tokenStorage.save({ access: pair.access, refresh: pair.refresh ?? token });
      return true;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const clearSession = (api: Parameters<ApiBaseQuery>[1]) => {
    tokenStorage.clear();
    api.dispatch(sessionCleared());
  };

  return async (args, api, extra) => {
    const sentWith = tokenStorage.access();
    const result = await raw(args, api, extra);
    if (result.error?.status !== 401) return result;

    const url = urlOf(args);
    if (url === apiPaths.auth.login || url === apiPaths.auth.refresh) return result;
    if (!sentWith) {
      clearSession(api);
      return result;
    }
    // Another request may already have rotated the tokens while this one was in flight.
    const current = tokenStorage.access();
    const renewed = (current !== null && current !== sentWith) || (await refresh(api, extra));
    if (!renewed) {
      clearSession(api);
      return result;
    }
    return raw(args, api, extra);
  };
}
