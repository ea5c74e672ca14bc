import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { numberOrNull } from '../../form/values';
import { RichBilingualField } from '../../form/rich-text-field';
import { useFieldError } from '../../form/use-field-error';
import type { QuestionValues } from '../question-values';
import { RubricFields } from './rubric-fields';

/** An essay: optional word limits, a template that prefills the answer box, notes and a rubric only markers read. */
export function EssayFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<QuestionValues>();
  const error = useFieldError();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('bank.types.essay.about')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          type="number"
          min={1}
          max={10000}
          label={t('bank.types.essay.minWords')}
          hint={t('bank.types.essay.noLimit')}
          error={error('keys.essay.min_words')}
          {...register('keys.essay.min_words', { setValueAs: numberOrNull })}
        />
        <Input
          type="number"
          min={1}
          max={10000}
          label={t('bank.types.essay.maxWords')}
          hint={t('bank.types.essay.noLimit')}
          error={error('keys.essay.max_words')}
          {...register('keys.essay.max_words', { setValueAs: numberOrNull })}
        />
      </div>
      <RichBilingualField name="keys.essay.template" label={t('bank.types.essay.template')} />
      <RichBilingualField name="keys.essay.marker_info" label={t('bank.types.essay.markerInfo')} />
      <RubricFields />
    </div>
  );
}
