import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_MINUTES } from '@mizan/contract/auth';
import { useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useResendVerificationCodeMutation, useValidateEmailMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { CodeStep } from '../components/code-step';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';
import { useSignIn } from '../use-signed-in';

/** Email verification after registration (or after signing in to an unverified account). */
export default function OtpPage() {
  const { t } = useTranslation('auth');
  const email = useSearchParams()[0].get('email') ?? '';
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const [validateEmail] = useValidateEmailMutation();
  const [resend] = useResendVerificationCodeMutation();

  return (
    <AuthCard
      title={t('otp.title')}
      description={t('otp.description', { minutes: ONE_TIME_CODE_MINUTES })}
      footer={<TextLink to={authLink(paths.login)}>{t('common.backToLogin')}</TextLink>}
    >
      {email ? (
        <CodeStep
          email={email}
          onVerify={(code) => signIn(() => validateEmail({ email, code }).unwrap())}
          onResend={() => resend({ email }).unwrap()}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('otp.noEmail')}</p>
      )}
    </AuthCard>
  );
}
