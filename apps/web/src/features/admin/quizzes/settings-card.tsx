import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CheckField } from '../form/check-field';
import { DateTimeField } from '../form/date-time-field';
import { FormCard } from '../form/form-card';
import { useFieldError } from '../form/use-field-error';
import { numberOrNull } from '../form/values';
import type { DraftValues } from './draft-defaults';
import { SecondMarkingField } from './second-marking-field';

const DEFAULT_MINUTES = 30;

function ClosesAt() {
  const { t } = useTranslation('admin');
  return <DateTimeField name="closes_at" label={t('editor.fields.closesAt')} hint={t('editor.hints.closesAt')} />;
}

export function SettingsCard() {
  const { t } = useTranslation('admin');
  const { register, watch, setValue } = useFormContext<DraftValues>();
  const error = useFieldError();
  const [duration, access, review] = watch(['duration_minutes', 'access', 'review']);
  const choices = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`editor.${group}.${value}`) }));

  return (
    <FormCard title={t('editor.settings')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Input
            type="number"
            min={1}
            max={1440}
            label={t('editor.fields.duration')}
            readOnly={duration === null}
            error={error('duration_minutes')}
            {...register('duration_minutes', { setValueAs: numberOrNull })}
          />
          <CheckField
            label={t('editor.fields.untimed')}
            checked={duration === null}
            onChange={(e) => setValue('duration_minutes', e.target.checked ? null : DEFAULT_MINUTES, { shouldDirty: true })}
          />
        </div>
        <Input
          type="number"
          min={0}
          max={100}
          label={t('editor.fields.passMark')}
          error={error('pass_mark')}
          {...register('pass_mark', { valueAsNumber: true })}
        />
        <Input
          type="number"
          min={1}
          max={100}
          label={t('editor.fields.attempts')}
          hint={t('editor.hints.attempts')}
          error={error('attempts_allowed')}
          {...register('attempts_allowed', { setValueAs: numberOrNull })}
        />
        <Select
          label={t('editor.fields.navigation')}
          options={choices('navigation', ['free', 'forward_only'])}
          {...register('navigation')}
        />
        <CheckField
          label={t('editor.fields.immediateFeedback')}
          hint={t('editor.hints.immediateFeedback')}
          {...register('immediate_feedback')}
        />
        <SecondMarkingField />
        <Select
          label={t('editor.fields.access')}
          options={choices('access', ['free', 'coupon', 'paid', 'assigned'])}
          {...register('access')}
        />
        {access === 'paid' && (
          <Input label={t('editor.fields.price')} inputMode="decimal" dir="ltr" error={error('price')} {...register('price')} />
        )}
        <Select
          label={t('editor.fields.review')}
          options={choices('review', ['never', 'after_completion', 'after_close'])}
          {...register('review')}
        />
        {review === 'after_close' && <ClosesAt />}
      </div>
      <div className="flex flex-col gap-3">
        <CheckField label={t('editor.fields.shuffleQuestions')} {...register('shuffle_questions')} />
        <CheckField label={t('editor.fields.shuffleAnswers')} {...register('shuffle_answers')} />
      </div>
    </FormCard>
  );
}
