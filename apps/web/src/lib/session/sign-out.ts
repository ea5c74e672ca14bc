import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { sessionApi } from './session-api';
import { sessionCleared, sessionLoading } from './session-slice';
import { tokenStorage } from './token-storage';

/** Revokes the refresh token on the server, then forgets the session locally whatever the answer. */
export const signOut = createAsyncThunk('session/signOut', async (_, { dispatch }) => {
  const refresh = tokenStorage.refresh();
  dispatch(sessionLoading());
  if (refresh) await dispatch(sessionApi.endpoints.logout.initiate({ refresh }));
  tokenStorage.clear();
  dispatch(sessionCleared());
  dispatch(api.util.resetApiState());
});
