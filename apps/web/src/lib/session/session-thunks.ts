import { createAsyncThunk } from '@reduxjs/toolkit';
import { isTokenLive } from './jwt';
import { sessionCleared, sessionLoading, userLoaded } from './session-slice';
import { tokenStorage, type TokenPair } from './token-storage';
import type { SessionUser } from './user';

/**
 * The profile index.html's boot script asked for before the app's code had arrived (a stored session), once: the
 * user, or null when there was no such call or it was refused (an expired token: the app's own call refreshes it).
 */
async function takeEarlyProfile(): Promise<SessionUser | null> {
  const boot = window as { mizanProfile?: Promise<Response> };
  const call = boot.mizanProfile;
  delete boot.mizanProfile;
  const response = await call?.catch(() => null);
  return response?.ok ? ((await response.json().catch(() => null)) as SessionUser | null) : null;
}

/** On page load: restore the session only while the refresh token is unexpired (client-spec §4). */
export const initSession = createAsyncThunk('session/init', async (_, { dispatch }) => {
  if (!isTokenLive(tokenStorage.refresh())) {
    tokenStorage.clear();
    dispatch(sessionCleared());
    return;
  }
  dispatch(sessionLoading());
  const early = await takeEarlyProfile();
  if (early) {
    dispatch(userLoaded(early));
    return;
  }
  const { sessionApi } = await import('./session-api');
  const request = dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
  try {
    dispatch(userLoaded(await request.unwrap()));
  } catch {
    tokenStorage.clear();
    dispatch(sessionCleared({ failed: true }));
  } finally {
    request.unsubscribe();
  }
});

/** Login, OTP verification and email validation all end here with tokens and a user. */
export const signIn = createAsyncThunk('session/signIn', (payload: TokenPair & { user: SessionUser }, { dispatch }) => {
  tokenStorage.save(payload);
  dispatch(userLoaded(payload.user));
});
