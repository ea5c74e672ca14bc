import { combineSlices, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { api } from '@/lib/api/api';
import { modalSlice } from '@/lib/modals/modal-slice';
import { noticeSlice } from '@/lib/notices/notice-slice';
import { sessionSlice } from '@/lib/session/session-slice';

/**
 * RTK Query is injected when its module first loads (see lib/api/api.ts), keeping it out of the
 * JavaScript the sign-in page needs before its first paint.
 */
export const rootReducer = combineSlices(sessionSlice, modalSlice, noticeSlice).withLazyLoadedSlices<WithSlice<typeof api>>();
export const dynamicMiddleware = createDynamicMiddleware();
