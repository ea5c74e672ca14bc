import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useLoginMutation } from '../api';
import { useAuthLink } from '../use-auth-link';
import { useSignIn } from '../use-signed-in';
import { SsoButtons, SsoError } from './sso-buttons';
import { TextLink } from './text-link';

/** Loaded just after the page's first paint: react-hook-form, zod and RTK Query stay out of it. */
export default function LoginForm({ notice }: { notice: string | undefined }) {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const [login] = useLoginMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodForm(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['email', 'password']);
  const { errors, isSubmitting } = formState;
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await signIn(() => login(values).unwrap());
    } catch (error) {
      const problem = report(error);
      // The server has just emailed a fresh verification code.
      if (problem.code === 'email_not_verified') await navigate(authLink(paths.otp, { email: values.email }));
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <FormAlert message={notice} tone="success" />
      <SsoError />
      <Input label={t('fields.email')} type="email" dir="ltr" autoComplete="email" error={text(errors.email)} {...register('email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordInput
          label={t('fields.password')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="current-password"
          error={text(errors.password)}
          {...register('password')}
        />
        <TextLink to={authLink(paths.forgetPassword)} className="self-end text-sm">
          {t('login.forgot')}
        </TextLink>
      </div>
      <FormAlert message={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={!hydrated}>
        {t('login.submit')}
      </Button>
      <SsoButtons />
    </form>
  );
}
