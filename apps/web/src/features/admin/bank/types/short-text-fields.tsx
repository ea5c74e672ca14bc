import { MAX_RESPONSE_TEXT } from '@mizan/contract/short-text-answer';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { CheckField } from '../../form/check-field';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';
import { blankAccepted, type QuestionValues } from '../question-values';
import { FractionSelect } from './fraction-select';

/** Accepted answers with their shares; matching folds Arabic spelling variants and case unless exact. */
export function ShortTextFields() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register } = useFormContext<QuestionValues>();
  const accepted = useFieldArray({ control, name: 'keys.short_text.accepted' });
  const error = useFieldError();
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-fg">{t('bank.types.accepted')}</legend>
        {error('keys.short_text.accepted') && <p className="text-xs text-danger">{error('keys.short_text.accepted')}</p>}
        {accepted.fields.map((field, i) => {
          const label = t('bank.types.acceptedN', { n: formatNumber(i + 1, lang) });
          return (
            <div key={field.id} className="grid items-end gap-3 rounded-xl border border-border p-3 sm:grid-cols-[1fr_12rem_auto]">
              <Input
                label={label}
                dir="auto"
                maxLength={MAX_RESPONSE_TEXT}
                error={error(`keys.short_text.accepted.${i}.text`)}
                {...register(`keys.short_text.accepted.${i}.text`)}
              />
              <FractionSelect name={`keys.short_text.accepted.${i}.fraction`} label={t('bank.types.share', { item: label })} />
              <ListItemTools index={i} count={accepted.fields.length} label={label} move={accepted.move} remove={accepted.remove} />
            </div>
          );
        })}
        <Button variant="secondary" className="self-start" onClick={() => accepted.append(blankAccepted())}>
          <Plus aria-hidden className="size-4" />
          {t('bank.types.addAccepted')}
        </Button>
      </fieldset>
      <CheckField
        label={t('bank.types.shortText.exact')}
        hint={t('bank.types.shortText.exactHint')}
        {...register('keys.short_text.exact')}
      />
    </div>
  );
}
