import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { FormCard } from '../form/form-card';
import { ListItemTools } from '../form/list-item-tools';
import { RichBilingualField } from '../form/rich-text-field';
import { useFieldError } from '../form/use-field-error';
import type { DraftValues } from './draft-defaults';

/** Feedback on the whole attempt by score band: a student reads the text of the highest band their percentage reaches. */
export function OverallFeedbackCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register } = useFormContext<DraftValues>();
  const bands = useFieldArray({ control, name: 'overall_feedback' });
  const error = useFieldError();
  return (
    <FormCard title={t('editor.overallFeedback')} description={t('editor.overallFeedbackHint')}>
      {error('overall_feedback') && <p className="text-xs text-danger">{error('overall_feedback')}</p>}
      <ol className="flex flex-col gap-3">
        {bands.fields.map((field, i) => {
          const label = t('editor.bandN', { n: formatNumber(i + 1, lang) });
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-fg">{label}</h3>
                <ListItemTools index={i} count={bands.fields.length} label={label} move={bands.move} remove={bands.remove} />
              </div>
              <Input
                type="number"
                min={0}
                max={100}
                className="max-w-40"
                label={t('editor.fields.bandFrom')}
                error={error(`overall_feedback.${i}.min_percentage`)}
                {...register(`overall_feedback.${i}.min_percentage`, { valueAsNumber: true })}
              />
              <RichBilingualField name={`overall_feedback.${i}.text`} label={t('editor.fields.bandText')} />
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="self-start" onClick={() => bands.append({ min_percentage: 0, text: { ar: '', en: '' } })}>
        <Plus aria-hidden className="size-4" />
        {t('editor.addBand')}
      </Button>
    </FormCard>
  );
}
