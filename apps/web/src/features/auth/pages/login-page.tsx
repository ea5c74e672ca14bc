import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { afterFirstPaint } from '@/lib/first-paint';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { FormSkeleton } from '../components/form-skeleton';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

// The card and the form's skeleton paint with this page's own code; the form's code (zod schemas, react-hook-form,
// RTK Query, the `errors` namespace) is requested only after that first paint, keeping it out of the budget of
// issue #17 (12 requests, 100 KB of JS before the first paint).
const LoginForm = lazy(() => afterFirstPaint().then(() => import('../components/login-form')));

export default function LoginPage() {
  const { t } = useTranslation('auth');
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
