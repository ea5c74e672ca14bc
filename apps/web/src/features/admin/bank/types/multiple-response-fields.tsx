import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../../form/bilingual-input';
import { OptionFeedback } from '../option-feedback';
import { CheckField } from '../../form/check-field';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';
import { blankChoice, type QuestionValues } from '../question-values';
import { FractionSelect } from './fraction-select';

/**
 * Options with a share each: the right ones' shares add up to 100 %, wrong ones may cost (negative). The sum is
 * shown as it changes, since a question whose right options can't reach 100 % can't be published.
 */
export function MultipleResponseFields() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register, watch } = useFormContext<QuestionValues>();
  const options = useFieldArray({ control, name: 'keys.multiple_response.options' });
  const error = useFieldError();
  const positive = (watch('keys.multiple_response.options') ?? []).reduce((sum, o) => sum + Math.max(0, Number(o.fraction) || 0), 0);
  const reaches = Math.abs(positive - 1) < 1e-6;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-bold text-fg">{t('bank.form.options')}</legend>
      {error('keys.multiple_response.options') && <p className="text-xs text-danger">{error('keys.multiple_response.options')}</p>}
      {options.fields.map((field, i) => {
        const label = t('bank.form.optionN', { n: formatNumber(i + 1, lang) });
        return (
          <div key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-fg">{label}</span>
              <ListItemTools index={i} count={options.fields.length} label={label} move={options.move} remove={options.remove} />
            </div>
            <BilingualInput name={`keys.multiple_response.options.${i}.text`} label={label} />
            <OptionFeedback name={`keys.multiple_response.options.${i}.feedback`} option={label} />
            <div className="sm:w-56">
              <FractionSelect
                negative
                name={`keys.multiple_response.options.${i}.fraction`}
                label={t('bank.types.share', { item: label })}
              />
            </div>
          </div>
        );
      })}
      <Button variant="secondary" className="self-start" onClick={() => options.append(blankChoice())}>
        <Plus aria-hidden className="size-4" />
        {t('bank.form.addOption')}
      </Button>
      <p role="status" className={cn('text-sm', reaches ? 'text-fg-muted' : 'text-danger')}>
        {t(reaches ? 'bank.types.sumOk' : 'bank.types.sumShort', {
          value: formatNumber(positive * 100, lang, 1),
          full: formatNumber(100, lang),
        })}
      </p>
      <CheckField
        label={t('bank.types.allOrNothing')}
        hint={t('bank.types.allOrNothingMultiple')}
        {...register('keys.multiple_response.all_or_nothing')}
      />
    </fieldset>
  );
}
