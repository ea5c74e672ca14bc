import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './user';

export type SessionStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SessionState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  status: SessionStatus;
  /** False until the stored session has been checked once after page load. */
  initialized: boolean;
}

const initialState: SessionState = { isAuthenticated: false, user: null, status: 'idle', initialized: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.status = 'succeeded';
      state.initialized = true;
    },
    sessionCleared(state, action: PayloadAction<{ failed?: boolean } | undefined>) {
      state.user = null;
      state.isAuthenticated = false;
      state.status = action.payload?.failed ? 'failed' : 'idle';
      state.initialized = true;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectSessionInitialized: (state) => state.initialized,
  },
});

export const { sessionLoading, userLoaded, sessionCleared } = sessionSlice.actions;
export const { selectSession, selectUser, selectIsAuthenticated, selectSessionInitialized } = sessionSlice.selectors;
