import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@mizan/contract/i18n';
import { ProfileUpdateRequest } from '@mizan/contract/profile';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import type { SessionUser } from '@/lib/session/user';
import { useUpdateProfileMutation } from '../api';

export function DetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'errors']);
  const text = useFormText();
  const [saved, setSaved] = useState(false);
  const [update] = useUpdateProfileMutation();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodForm(ProfileUpdateRequest),
    defaultValues: { fullname: user.fullname, phone: user.phone ?? '', language: (user.language as Language | undefined) ?? 'ar' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['fullname', 'phone', 'language']);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    const result = await update(values);
    if (result.error) return void report(result.error);
    setSaved(true);
  });

  return (
    <Card className="p-6">
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-labelledby="profile-details">
        <h2 id="profile-details" className="text-base font-bold text-fg">
          {t('details.title')}
        </h2>
        <Input label={t('details.email')} type="email" dir="ltr" value={user.email} readOnly disabled hint={t('details.emailHint')} />
        <Input label={t('details.fullname')} autoComplete="name" error={text(errors.fullname)} {...register('fullname')} />
        <Input
          label={t('details.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="05XXXXXXXX"
          error={text(errors.phone)}
          {...register('phone')}
        />
        <Select
          label={t('details.language')}
          hint={t('details.languageHint')}
          error={text(errors.language)}
          options={LANGUAGES.map((lng) => ({ value: lng, label: t(`common:languages.${lng}`) }))}
          {...register('language')}
        />
        <FormAlert message={alert} />
        <FormAlert message={saved ? t('details.saved') : null} tone="success" />
        <Button type="submit" className="self-start" loading={isSubmitting}>
          {t('details.submit')}
        </Button>
      </form>
    </Card>
  );
}
