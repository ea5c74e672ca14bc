import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import i18next from 'i18next';
import type { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';
import { currentLanguage } from '@/lib/language';
import { modalSlice } from '@/lib/modals/modal-slice';
import { noticeSlice } from '@/lib/notices/notice-slice';
import { sessionSlice } from '@/lib/session/session-slice';

type Api = typeof api;

/**
 * RTK Query is injected when its module first loads (see lib/api/api.ts), keeping it out of the
 * JavaScript the sign-in page needs before its first paint.
 */
export const rootReducer = combineSlices(sessionSlice, modalSlice, noticeSlice).withLazyLoadedSlices<WithSlice<Api>>();
export const dynamicMiddleware = createDynamicMiddleware();

const apiConnected = createAction('store/apiConnected');
type StoreDispatch = ThunkDispatch<ReturnType<typeof rootReducer>, unknown, UnknownAction>;
let storeDispatch: StoreDispatch | null = null;

export function registerStoreDispatch(dispatch: StoreDispatch): void {
  storeDispatch = dispatch;
}

/**
 * Dispatches from outside React: a route's loader asks for its page's data (lib/prefetch.ts) while the page's code
 * and the session are still loading. Nothing happens before the store exists.
 */
export function dispatchFromOutside<R>(action: ThunkAction<R, ReturnType<typeof rootReducer>, unknown, UnknownAction>): R | undefined {
  return storeDispatch?.(action);
}

export function connectApi(apiSlice: Api): void {
  rootReducer.inject(apiSlice);
  dynamicMiddleware.addMiddleware(apiSlice.middleware);
  // RTK Query reads its state synchronously when a request starts, so materialise it now.
  storeDispatch?.(apiConnected());
  // Content the server wrote in the previous language is fetched again in the new one (shown meanwhile, no blank page).
  let fetchedIn = currentLanguage();
  i18next.on('languageChanged', () => {
    const language = currentLanguage();
    if (language === fetchedIn) return;
    fetchedIn = language;
    storeDispatch?.(apiSlice.util.invalidateTags([LOCALIZED]));
  });
}
