import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useFieldError } from './use-field-error';

/** Arabic first (required to publish), English beside it; each typed in its own direction. */
export function BilingualInput({ name, label, enHint }: { name: string; label: string; enHint?: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <Input label={t('form.inArabic', { label })} dir="rtl" lang="ar" error={error(`${name}.ar`)} {...register(`${name}.ar`)} />
      <Input
        label={t('form.inEnglish', { label })}
        dir="ltr"
        lang="en"
        hint={enHint}
        error={error(`${name}.en`)}
        {...register(`${name}.en`)}
      />
    </fieldset>
  );
}
