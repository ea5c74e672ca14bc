import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { FormSkeleton } from '../components/form-skeleton';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

// Requested as soon as this route loads, so it arrives in parallel with the first paint.
const loginForm = import('../components/login-form');
const LoginForm = lazy(() => loginForm);

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const authLink = useAuthLink();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          <TextLink to={authLink(paths.loginOtpCode)}>{t('login.withCode')}</TextLink>
          <p>
            {t('login.noAccount')} <TextLink to={authLink(paths.register)}>{t('login.register')}</TextLink>
          </p>
        </>
      }
    >
      <Suspense fallback={<FormSkeleton fields={2} />}>
        <LoginForm notice={notice} />
      </Suspense>
    </AuthCard>
  );
}
