import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { useChangePasswordMutation } from '../api';

const PasswordForm = ChangePasswordRequest.extend({ confirm: z.string() }).refine((v) => v.confirm === v.new_password, {
  message: 'profile:password.mismatch',
  path: ['confirm'],
});

export function ChangePasswordForm() {
  const { t } = useTranslation(['profile', 'errors']);
  const text = useFormText();
  const [changed, setChanged] = useState(false);
  const [changePassword] = useChangePasswordMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodForm(PasswordForm),
    defaultValues: { old_password: '', new_password: '', confirm: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['old_password', 'new_password']);
  const { errors, isSubmitting } = formState;
  const labels = { showLabel: t('password.show'), hideLabel: t('password.hide') };

  const onSubmit = handleSubmit(async ({ confirm: _, ...values }) => {
    setAlert(null);
    setChanged(false);
    const result = await changePassword(values);
    if (result.error) return void report(result.error);
    reset();
    setChanged(true);
  });

  return (
    <Card className="p-6">
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-labelledby="change-password">
        <div className="flex flex-col gap-1">
          <h2 id="change-password" className="text-base font-bold text-fg">
            {t('password.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('password.description')}</p>
        </div>
        <PasswordInput
          label={t('password.old')}
          autoComplete="current-password"
          error={text(errors.old_password)}
          {...labels}
          {...register('old_password')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          error={text(errors.new_password)}
          {...labels}
          {...register('new_password')}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          error={text(errors.confirm)}
          {...labels}
          {...register('confirm')}
        />
        <FormAlert message={alert} />
        <FormAlert message={changed ? t('password.changed') : null} tone="success" />
        <Button type="submit" className="self-start" loading={isSubmitting}>
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
