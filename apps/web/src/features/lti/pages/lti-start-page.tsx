import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { readServerError } from '@/lib/forms/server-errors';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { signIn } from '@/lib/session/session-thunks';
import { useExchangeLtiCodeMutation } from '../api';

/** Only a path inside the app (the server writes it; this is defence in depth). */
const inside = (next: string) => (next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.dashboard);

/**
 * Where an LMS launch lands, inside the LMS's iframe: the single-use code in the address's fragment becomes a
 * session (kept where every session is kept: no cookie, which Chromium would drop in a third-party iframe), and the
 * learner goes to the quiz.
 */
export default function LtiStartPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeLtiCodeMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';
    // The code is spent once: it leaves the address (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      try {
        const session = await exchange({ code }).unwrap();
        await dispatch(signIn(session));
        await navigate(inside(session.next), { replace: true });
      } catch (failure) {
        setFailed(readServerError(failure, []).detail ?? t('errors:lti.code_invalid'));
      }
    })();
  }, [dispatch, exchange, navigate, t]);

  return (
    <main className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {failed ? (
        <>
          <h1 className="text-xl font-semibold">{t('errors:lti.title')}</h1>
          <p role="alert" className="text-fg-muted">
            {failed}
          </p>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-fg-muted">
          <Spinner />
          {t('auth:lti.opening')}
        </p>
      )}
    </main>
  );
}
