import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useRegisterMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { NewPasswordInput } from '../components/new-password-input';
import { SsoButtons } from '../components/sso-buttons';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const [registerAccount] = useRegisterMutation();
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodForm(RegisterRequest),
    defaultValues: { fullname: '', email: '', password: '', phone: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['fullname', 'email', 'password', 'phone']);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ phone, ...values }) => {
    setAlert(null);
    const result = await registerAccount(phone ? { ...values, phone } : values);
    if (result.error) return void report(result.error);
    await navigate(authLink(paths.otp, { email: values.email }));
  });

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <p>
          {t('register.haveAccount')} <TextLink to={authLink(paths.login)}>{t('register.login')}</TextLink>
        </p>
      }
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Input label={t('fields.fullname')} autoComplete="name" error={text(errors.fullname)} {...register('fullname')} />
        <Input label={t('fields.email')} type="email" dir="ltr" autoComplete="email" error={text(errors.email)} {...register('email')} />
        <NewPasswordInput
          label={t('fields.password')}
          error={text(errors.password)}
          strengthOf={watch('password')}
          {...register('password')}
        />
        <Input
          label={t('fields.phoneOptional')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="05XXXXXXXX"
          error={text(errors.phone)}
          {...register('phone')}
        />
        <p className="text-xs leading-relaxed text-fg-muted">
          {t('register.privacy')} <TextLink to={paths.privacyPolicy}>{t('register.privacyLink')}</TextLink>.
        </p>
        <FormAlert message={alert} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <SsoButtons />
    </AuthCard>
  );
}
