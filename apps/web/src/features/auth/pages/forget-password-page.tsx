import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ForgotPasswordRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useForgotPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

export default function ForgetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const [forgotPassword] = useForgotPasswordMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodForm(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['email']);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await forgotPassword(values);
    if (result.error) return void report(result.error);
    await navigate(authLink(paths.resetPassword, { email: values.email }), { state: { notice: result.data.detail } });
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={<TextLink to={authLink(paths.login)}>{t('common.backToLogin')}</TextLink>}
    >
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
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
