import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginOtpRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useLoginOtpMutation, useVerifyOtpMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { CodeStep } from '../components/code-step';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';
import { useSignIn } from '../use-signed-in';

/** Sign-in by a one-time code: the email first, then the six digits it receives. */
export default function LoginOtpCodePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const [email, setEmail] = useState<string | null>(null);
  const [requestCode] = useLoginOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodForm(LoginOtpRequest), defaultValues: { email: '' } });
  const { alert, setAlert, report } = useServerErrors(setError, ['email']);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await requestCode(values);
    if (result.error) return void report(result.error);
    setEmail(values.email);
  });

  return (
    <AuthCard
      title={t('loginOtp.title')}
      description={email ? t('loginOtp.codeDescription') : t('loginOtp.description')}
      footer={<TextLink to={authLink(paths.login)}>{t('loginOtp.withPassword')}</TextLink>}
    >
      {email ? (
        <CodeStep
          email={email}
          onVerify={(otp) => signIn(() => verifyOtp({ email, otp }).unwrap())}
          onResend={() => requestCode({ email }).unwrap()}
        />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Input
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            autoFocus
            error={text(formState.errors.email)}
            {...register('email')}
          />
          <FormAlert message={alert} />
          <Button type="submit" size="lg" loading={formState.isSubmitting}>
            {t('loginOtp.send')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
