import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** A short message for the user: server text shown as is, or a key in the common namespace. */
export interface Notice {
  id: string;
  tone: 'error' | 'info';
  text?: string;
  messageKey?: string;
}

export const noticeSlice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    noticeShown: {
      reducer: (state, action: PayloadAction<Notice>) => [...state.slice(-2), action.payload],
      prepare: (notice: Omit<Notice, 'id'>) => ({ payload: { ...notice, id: nanoid() } }),
    },
    noticeDismissed: (state, action: PayloadAction<string>) => state.filter((n) => n.id !== action.payload),
  },
  selectors: { selectNotices: (state) => state },
});

export const { noticeShown, noticeDismissed } = noticeSlice.actions;
export const { selectNotices } = noticeSlice.selectors;
