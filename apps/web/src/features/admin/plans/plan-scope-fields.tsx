import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { CheckField } from '../form/check-field';
import { useFieldError } from '../form/use-field-error';
import { useGetAdminQuizzesQuery } from '../quizzes/api';

/** How long a purchase lasts (empty: no end) and which quizzes it opens (every paid quiz, or the ones ticked). */
export function PlanScopeFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  const { field } = useController({ name: 'quizzes' });
  const { data } = useGetAdminQuizzesQuery({ pagination: 'false' });
  const paid = (data?.results ?? []).filter((q) => q.access !== 'free' && q.status !== 'archived');
  const chosen: number[] | null = field.value ?? null;
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...(chosen ?? []), id] : (chosen ?? []).filter((quiz) => quiz !== id));

  return (
    <>
      <Input
        label={t('plans.validDays')}
        hint={t('plans.validDaysHint')}
        type="number"
        min={1}
        inputMode="numeric"
        error={error('valid_days')}
        {...register('valid_days', { setValueAs: (v: string | number | null) => (v === '' || v == null ? null : Number(v)) })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('plans.scope')}</legend>
        <CheckField
          label={t('plans.allPaidQuizzes')}
          hint={t('plans.allPaidQuizzesHint')}
          checked={chosen === null}
          onChange={(e) => field.onChange(e.target.checked ? null : [])}
        />
        {chosen !== null && (
          <div className="flex max-h-48 flex-col gap-2 overflow-y-auto rounded-xl border border-border p-3">
            {paid.length === 0 && <p className="text-sm text-fg-muted">{t('plans.noPaidQuizzes')}</p>}
            {paid.map((quiz) => (
              <CheckField
                key={quiz.id}
                label={quiz.title}
                checked={chosen.includes(quiz.id)}
                onChange={(e) => toggle(quiz.id, e.target.checked)}
              />
            ))}
          </div>
        )}
        {error('quizzes') && (
          <p role="alert" className="text-sm text-danger">
            {error('quizzes')}
          </p>
        )}
      </fieldset>
    </>
  );
}
