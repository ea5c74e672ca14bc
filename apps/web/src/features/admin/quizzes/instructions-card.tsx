import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../form/bilingual-input';
import { FormCard } from '../form/form-card';
import { ListItemTools } from '../form/list-item-tools';
import { RichBilingualField } from '../form/rich-text-field';
import type { DraftValues } from './draft-defaults';

/** The ordered steps students read before they start. */
export function InstructionsCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control } = useFormContext<DraftValues>();
  const steps = useFieldArray({ control, name: 'instructions' });
  return (
    <FormCard title={t('editor.instructions')} description={t('editor.instructionsHint')}>
      <ol className="flex flex-col gap-3">
        {steps.fields.map((field, i) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-bold text-fg">{t('editor.stepN', { n: formatNumber(i + 1, lang) })}</h3>
              <ListItemTools
                index={i}
                count={steps.fields.length}
                label={t('editor.stepN', { n: formatNumber(i + 1, lang) })}
                move={steps.move}
                remove={steps.remove}
              />
            </div>
            <BilingualInput name={`instructions.${i}.title`} label={t('editor.fields.stepTitle')} />
            <RichBilingualField name={`instructions.${i}.text`} label={t('editor.fields.stepText')} />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => steps.append({ title: { ar: '', en: '' }, text: { ar: '', en: '' } })}
      >
        <Plus aria-hidden className="size-4" />
        {t('editor.addStep')}
      </Button>
    </FormCard>
  );
}
