import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { BilingualInput } from '../form/bilingual-input';
import { CheckField } from '../form/check-field';
import { FormCard } from '../form/form-card';
import { ListItemTools } from '../form/list-item-tools';
import { useFieldError } from '../form/use-field-error';
import type { DraftValues } from './draft-defaults';

/** Graded (right/wrong, pass mark) or profile (points per dimension, e.g. RIASEC), and the certificate rule. */
export function ScoringCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { register, watch, control } = useFormContext<DraftValues>();
  const error = useFieldError();
  const dimensions = useFieldArray({ control, name: 'dimensions' });
  const [scoring, certificate] = watch(['scoring', 'certificate.enabled']);
  const profile = scoring === 'profile';

  return (
    <FormCard title={t('editor.scoring')}>
      <div className="sm:w-72">
        <Select
          label={t('editor.fields.scoring')}
          options={['graded', 'profile'].map((value) => ({ value, label: t(`editor.scoringModes.${value}`) }))}
          {...register('scoring')}
        />
      </div>
      {profile && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold text-fg">{t('editor.dimensions')}</legend>
          {dimensions.fields.map((field, i) => (
            <div key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <div className="flex items-end justify-between gap-3">
                <div className="w-40">
                  <Input
                    label={t('editor.fields.code')}
                    dir="ltr"
                    error={error(`dimensions.${i}.code`)}
                    {...register(`dimensions.${i}.code`)}
                  />
                </div>
                <ListItemTools
                  index={i}
                  count={dimensions.fields.length}
                  label={t('editor.dimensionN', { n: formatNumber(i + 1, lang) })}
                  move={dimensions.move}
                  remove={dimensions.remove}
                />
              </div>
              <BilingualInput name={`dimensions.${i}.title`} label={t('editor.fields.dimensionTitle')} />
              <BilingualInput name={`dimensions.${i}.description`} label={t('editor.fields.dimensionDescription')} />
            </div>
          ))}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => dimensions.append({ code: '', title: { ar: '', en: '' }, description: { ar: '', en: '' } })}
          >
            <Plus aria-hidden className="size-4" />
            {t('editor.addDimension')}
          </Button>
        </fieldset>
      )}
      <CheckField
        label={t('editor.fields.certificate')}
        hint={t(profile ? 'editor.hints.certificateProfile' : 'editor.hints.certificateGraded')}
        {...register('certificate.enabled')}
      />
      {profile && certificate && (
        <div className="sm:w-72">
          <Input
            type="number"
            min={0}
            max={100}
            label={t('editor.fields.minAnswered')}
            error={error('certificate.min_answered_percent')}
            {...register('certificate.min_answered_percent', { valueAsNumber: true })}
          />
        </div>
      )}
    </FormCard>
  );
}
