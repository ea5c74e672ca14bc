import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { CheckField } from '../form/check-field';
import { useFieldError } from '../form/use-field-error';
import type { DraftValues } from './draft-defaults';

/** A share of the mark two markers may differ by and still agree: a tenth is the usual starting point. */
const DEFAULT_THRESHOLD = 10;

/** Second marking of written answers: off (absent), or on with the threshold above which markers must agree. */
export function SecondMarkingField() {
  const { t } = useTranslation('admin');
  const { register, watch, setValue } = useFormContext<DraftValues>();
  const error = useFieldError();
  const on = watch('second_marking') !== undefined;
  return (
    <div className="flex flex-col gap-2">
      <CheckField
        label={t('editor.fields.secondMarking')}
        hint={t('editor.hints.secondMarking')}
        checked={on}
        onChange={(e) =>
          setValue('second_marking', e.target.checked ? { threshold_percent: DEFAULT_THRESHOLD } : undefined, { shouldDirty: true })
        }
      />
      {on && (
        <Input
          type="number"
          min={0}
          max={100}
          label={t('editor.fields.secondMarkingThreshold')}
          error={error('second_marking.threshold_percent')}
          {...register('second_marking.threshold_percent', { valueAsNumber: true })}
        />
      )}
    </div>
  );
}
