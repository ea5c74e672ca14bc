import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';
import { blankNumeric, type QuestionValues } from '../question-values';
import { FractionSelect } from './fraction-select';

/** Typed numbers read as the student's are (Arabic-Indic digits, «٫», a decimal comma); anything else fails validation. */
const readNumber = (value: unknown) => (typeof value === 'number' ? value : (parseStudentNumber(String(value)) ?? Number.NaN));

/** Accepted answers: a value within a tolerance, or a range, each with its share; an optional unit. */
export function NumericFields() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register, watch } = useFormContext<QuestionValues>();
  const accepted = useFieldArray({ control, name: 'keys.numeric.accepted' });
  const error = useFieldError();
  const kinds = watch('keys.numeric.accepted') ?? [];
  const number = (name: `keys.numeric.accepted.${number}.${'value' | 'tolerance' | 'min' | 'max'}`, label: string) => (
    <Input label={label} dir="ltr" inputMode="decimal" error={error(name)} {...register(name, { setValueAs: readNumber })} />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="sm:w-56">
        <Input
          label={t('bank.types.numeric.unit')}
          hint={t('bank.types.numeric.unitHint')}
          maxLength={20}
          {...register('keys.numeric.unit')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-fg">{t('bank.types.accepted')}</legend>
        {error('keys.numeric.accepted') && <p className="text-xs text-danger">{error('keys.numeric.accepted')}</p>}
        {accepted.fields.map((field, i) => {
          const label = t('bank.types.acceptedN', { n: formatNumber(i + 1, lang) });
          const range = kinds[i]?.kind === 'range';
          return (
            <div key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-fg">{label}</span>
                <ListItemTools index={i} count={accepted.fields.length} label={label} move={accepted.move} remove={accepted.remove} />
              </div>
              {error(`keys.numeric.accepted.${i}`) && <p className="text-xs text-danger">{error(`keys.numeric.accepted.${i}`)}</p>}
              <div className="grid gap-3 sm:grid-cols-4">
                <Select
                  label={t('bank.types.numeric.kind')}
                  options={[
                    { value: 'value', label: t('bank.types.numeric.value') },
                    { value: 'range', label: t('bank.types.numeric.range') },
                  ]}
                  {...register(`keys.numeric.accepted.${i}.kind`)}
                />
                {range ? (
                  <>
                    {number(`keys.numeric.accepted.${i}.min`, t('bank.types.numeric.min'))}
                    {number(`keys.numeric.accepted.${i}.max`, t('bank.types.numeric.max'))}
                  </>
                ) : (
                  <>
                    {number(`keys.numeric.accepted.${i}.value`, t('bank.types.numeric.answer'))}
                    {number(`keys.numeric.accepted.${i}.tolerance`, t('bank.types.numeric.tolerance'))}
                  </>
                )}
                <FractionSelect name={`keys.numeric.accepted.${i}.fraction`} label={t('bank.types.share', { item: label })} />
              </div>
            </div>
          );
        })}
        <Button variant="secondary" className="self-start" onClick={() => accepted.append(blankNumeric())}>
          <Plus aria-hidden className="size-4" />
          {t('bank.types.addAccepted')}
        </Button>
      </fieldset>
    </div>
  );
}
