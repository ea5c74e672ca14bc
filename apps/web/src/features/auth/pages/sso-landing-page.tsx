import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { readServerError } from '@/lib/forms/server-errors';
import { paths } from '@/lib/paths';
import { useSsoExchangeMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { FormSkeleton } from '../components/form-skeleton';
import { TextLink } from '../components/text-link';
import { useSignIn } from '../use-signed-in';

/** The fragment the server's callback wrote (`#code=…&redirect=…`), read once and wiped from the address bar. */
function takeFragment() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return { code: fragment.get('code'), redirect: fragment.get('redirect') };
}

/**
 * Where single sign-on lands: trades the callback's single-use code for a session, as a password sign-in gets,
 * then goes where the person was heading.
 */
export default function SsoLandingPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const signIn = useSignIn();
  const [exchange] = useSsoExchangeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // The code works once: a second run of the effect (React's development double run) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { code, redirect } = takeFragment();
    if (!code) return setFailure(t('errors:sso.code_invalid'));
    signIn(() => exchange({ code }).unwrap(), redirect).catch((error: unknown) =>
      setFailure(readServerError(error, []).detail ?? t('errors:sso.code_invalid')),
    );
  }, [exchange, signIn, t]);

  return (
    <AuthCard title={t('sso.landingTitle')} footer={failure ? <TextLink to={paths.login}>{t('common.backToLogin')}</TextLink> : undefined}>
      {failure ? (
        <FormAlert message={failure} />
      ) : (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('sso.signingIn')}
          </p>
          <FormSkeleton fields={1} />
        </div>
      )}
    </AuthCard>
  );
}
