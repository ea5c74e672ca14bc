import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { Input } from '@/components/ui/input';
import { BilingualInput } from '../form/bilingual-input';
import { OptionFeedback } from './option-feedback';
import { FractionSelect } from './types/fraction-select';
import { ListItemTools } from '../form/list-item-tools';
import { useFieldError } from '../form/use-field-error';
import { blankOption, type QuestionValues } from './question-values';

/**
 * A single-choice question's options: one correct option (graded quizzes), which earns the full mark, and
 * optionally partial credit (or a penalty) on the others; for profile quizzes, the points each option adds to
 * each dimension.
 */
export function OptionsEditor({ dimensions }: { dimensions: string[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register, watch, setValue } = useFormContext<QuestionValues>();
  const options = useFieldArray({ control, name: 'options' });
  const error = useFieldError();
  const values = watch('options');
  const markCorrect = (index: number) =>
    values.forEach((_, i) => {
      setValue(`options.${i}.correct`, i === index, { shouldDirty: true });
      // The right option earns the full mark; one that stops being right starts again at no credit.
      if (i === index || values[i]?.fraction === null) setValue(`options.${i}.fraction`, i === index ? null : 0, { shouldDirty: true });
    });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-bold text-fg">{t('bank.form.options')}</legend>
      {error('options') && <p className="text-xs text-danger">{error('options')}</p>}
      {options.fields.map((field, i) => {
        const label = t('bank.form.optionN', { n: formatNumber(i + 1, lang) });
        return (
          <div key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              {dimensions.length === 0 ? (
                <label className="flex items-center gap-2 text-sm font-medium text-fg">
                  <input
                    type="radio"
                    name="correct-option"
                    className="size-4 accent-primary"
                    checked={!!values[i]?.correct}
                    onChange={() => markCorrect(i)}
                  />
                  {t('bank.form.correct', { option: label })}
                </label>
              ) : (
                <span className="text-sm font-medium text-fg">{label}</span>
              )}
              <ListItemTools index={i} count={options.fields.length} label={label} move={options.move} remove={options.remove} />
            </div>
            <BilingualInput name={`options.${i}.text`} label={label} />
            <OptionFeedback name={`options.${i}.feedback`} option={label} />
            {dimensions.length === 0 && !values[i]?.correct && (
              <div className="w-40">
                <FractionSelect name={`options.${i}.fraction`} label={t('bank.form.partialCredit', { option: label })} negative />
              </div>
            )}
            {dimensions.length > 0 && (
              <div className="flex flex-wrap gap-3">
                {dimensions.map((code) => (
                  <div key={code} className="w-24">
                    <Input
                      type="number"
                      min={-100}
                      max={100}
                      dir="ltr"
                      label={t('bank.form.points', { code })}
                      error={error(`options.${i}.points.${code}`)}
                      {...register(`options.${i}.points.${code}`, { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
                    />
                  </div>
                ))}
              </div>
            )}
          </div>
        );
      })}
      <Button variant="secondary" className="self-start" onClick={() => options.append(blankOption())}>
        <Plus aria-hidden className="size-4" />
        {t('bank.form.addOption')}
      </Button>
    </fieldset>
  );
}
