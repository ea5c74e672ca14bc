import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuestionValues } from '../question-values';

/** Which of «true» and «false» is right. */
export function TrueFalseFields() {
  const { t } = useTranslation('admin');
  const { field } = useController<QuestionValues, 'keys.true_false.correct'>({ name: 'keys.true_false.correct' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold text-fg">{t('bank.types.trueFalse.legend')}</legend>
      {[true, false].map((value) => (
        <label key={String(value)} className="flex items-center gap-2 text-sm text-fg">
          <input
            type="radio"
            name={field.name}
            className="size-4 accent-primary"
            checked={field.value === value}
            onChange={() => field.onChange(value)}
            onBlur={field.onBlur}
          />
          {t(value ? 'bank.types.trueFalse.true' : 'bank.types.trueFalse.false')}
        </label>
      ))}
    </fieldset>
  );
}
