import type { SessionResponse } from '@mizan/contract/auth';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { signIn } from '@/lib/session/session-thunks';

/** Only a path inside the app; anything else (another origin, `//host`) goes to the dashboard. */
export const safeRedirect = (target: string | null): string =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : paths.dashboard;

/** After login, OTP verification or email validation: keep the session, then go where the user was heading. */
export function useSignedIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (session: SessionResponse) => {
    await dispatch(signIn(session));
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
