import type { SessionResponse } from '@mizan/contract/auth';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { sessionCleared, sessionLoading } from '@/lib/session/session-slice';
import { signIn } from '@/lib/session/session-thunks';

/** Only a path inside the app; anything else (another origin, `//host`) goes to `fallback` (the dashboard). */
export const safeRedirect = (target: string | null, fallback: string = paths.dashboard): string =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;

/** Where a sign-in lands without a redirect: operators in the console, students on their dashboard. */
export const homeOf = (role: SessionResponse['user']['role']) => (role === 'staff' || role === 'admin' ? paths.admin : paths.dashboard);

/**
 * Login, OTP verification and email validation (client-spec §4): the session is loading while the
 * request runs; on success the tokens and user are kept and the user goes where they were heading;
 * on failure the session is marked failed and the error rethrown for the form to show.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  /** `redirect` overrides the page's `?redirect=` (the single sign-on landing page carries it in its fragment). */
  return async (request: () => Promise<SessionResponse>, redirect: string | null = params.get('redirect')) => {
    dispatch(sessionLoading());
    let session: SessionResponse;
    try {
      session = await request();
    } catch (error) {
      dispatch(sessionCleared({ failed: true }));
      throw error;
    }
    await dispatch(signIn(session));
    await navigate(safeRedirect(redirect, homeOf(session.user.role)), { replace: true });
  };
}
