import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ResetPasswordRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { NewPasswordInput } from '../components/new-password-input';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

const ResetForm = ResetPasswordRequest.extend({ confirm: z.string() }).refine((v) => v.confirm === v.password, {
  message: 'auth:password.mismatch',
  path: ['confirm'],
});

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const email = useSearchParams()[0].get('email') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodForm(ResetForm),
    defaultValues: { email, code: '', password: '', confirm: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['email', 'code', 'password']);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm: _, ...values }) => {
    setAlert(null);
    const result = await resetPassword(values);
    if (result.error) return void report(result.error);
    await navigate(authLink(paths.login), { replace: true, state: { notice: result.data.detail } });
  });

  return (
    <AuthCard
      title={t('reset.title')}
      description={t('reset.description')}
      footer={<TextLink to={authLink(paths.login)}>{t('common.backToLogin')}</TextLink>}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <FormAlert message={notice} tone="success" />
        <Input label={t('fields.email')} type="email" dir="ltr" autoComplete="email" error={text(errors.email)} {...register('email')} />
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={t('code.label')}
              boxLabel={(position, length) => t('code.digit', { position, length })}
              error={text(fieldState.error)}
              autoFocus={!!email}
              onChange={field.onChange}
            />
          )}
        />
        <NewPasswordInput
          label={t('fields.newPassword')}
          error={text(errors.password)}
          strengthOf={watch('password')}
          {...register('password')}
        />
        <NewPasswordInput label={t('fields.confirmPassword')} error={text(errors.confirm)} {...register('confirm')} />
        <FormAlert message={alert} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
