import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginOtpRequest, ONE_TIME_CODE_MINUTES } from '@mizan/contract/auth';
import { paths } from '@/lib/paths';
import { useLoginOtpMutation, useVerifyOtpMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { CodeStep } from '../components/code-step';
import { EmailStepForm } from '../components/email-step-form';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';
import { useSignIn } from '../use-signed-in';

/** Sign-in by a one-time code: the email first, then the six digits it receives. */
export default function LoginOtpCodePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const [email, setEmail] = useState<string | null>(null);
  const [requestCode] = useLoginOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();

  return (
    <AuthCard
      title={t('loginOtp.title')}
      description={email ? t('loginOtp.codeDescription', { minutes: ONE_TIME_CODE_MINUTES }) : t('loginOtp.description')}
      footer={<TextLink to={authLink(paths.login)}>{t('loginOtp.withPassword')}</TextLink>}
    >
      {email ? (
        <CodeStep
          email={email}
          onVerify={(otp) => signIn(() => verifyOtp({ email, otp }).unwrap())}
          onResend={() => requestCode({ email }).unwrap()}
        />
      ) : (
        <EmailStepForm
          schema={LoginOtpRequest}
          submitLabel={t('loginOtp.send')}
          onSend={async (address) => {
            await requestCode({ email: address }).unwrap();
            setEmail(address);
          }}
        />
      )}
    </AuthCard>
  );
}
