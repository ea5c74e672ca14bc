import { MAX_EXTRA_MINUTES, type AdminAccommodation } from '@mizan/contract/admin/accommodations';
import type { AdminUserDetail } from '@mizan/contract/admin/users';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { readServerError } from '@/lib/forms/server-errors';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatNumber } from '@/lib/quiz/format';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { errorText } from '../shell/error-text';
import { usePutAccommodationMutation, useRemoveAccommodationMutation } from './api';
import { Section } from './user-activity';

/** The multipliers institutions grant (time and a quarter, half, double…); the API takes any hundredth up to ×4. */
const MULTIPLIERS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
const FIELDS = ['quiz', 'time_multiplier', 'extra_minutes', 'note'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { quiz: '', time_multiplier: '1.5', extra_minutes: '0', note: '' };

/** A student's extra time (WCAG 2.2.1): per quiz or for every quiz; running trials get it on their next question. */
export function AccommodationsSection({ person }: { person: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<Values | null>(null);
  const [remove, { isLoading: removing }] = useRemoveAccommodationMutation();
  const describe = useDescribeAccommodation();

  const removeOne = (item: AdminAccommodation) =>
    remove({ id: person.id, accommodationId: item.id })
      .unwrap()
      .then(
        () => dispatch(noticeShown({ tone: 'info', text: t('accommodations.removed'), messageKey: 'status.genericError' })),
        (failure: unknown) => dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' })),
      );
  const edit = (item: AdminAccommodation) =>
    setEditing({
      quiz: item.quiz ? String(item.quiz.id) : '',
      time_multiplier: String(item.time_multiplier),
      extra_minutes: String(item.extra_minutes),
      note: item.note,
    });

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('accommodations.title')} empty={t('accommodations.none')} items={person.accommodations}>
        {(item) => (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{item.quiz?.title ?? t('accommodations.allQuizzes')}</span>
              <span className="block text-fg-muted">{describe(item)}</span>
              {item.note && <span className="block truncate text-xs text-fg-muted">{item.note}</span>}
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => edit(item)}
              aria-label={t('accommodations.editOf', { quiz: item.quiz?.title ?? t('accommodations.allQuizzes') })}
            >
              {t('accommodations.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={removing}
              onClick={() => void removeOne(item)}
              aria-label={t('accommodations.removeOf', { quiz: item.quiz?.title ?? t('accommodations.allQuizzes') })}
            >
              {t('accommodations.remove')}
            </Button>
          </>
        )}
      </Section>
      {editing ? (
        <AccommodationForm userId={person.id} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(EMPTY)}>
            {t('accommodations.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** "×1.5 · +10 minutes", in the reader's digits. */
function useDescribeAccommodation() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (item: Pick<AdminAccommodation, 'time_multiplier' | 'extra_minutes'>) =>
    [
      item.time_multiplier > 1 && t('accommodations.multiplierValue', { value: formatNumber(item.time_multiplier, lang, 2) }),
      item.extra_minutes > 0 &&
        t('accommodations.extraMinutesValue', { count: item.extra_minutes, value: formatNumber(item.extra_minutes, lang) }),
    ]
      .filter(Boolean)
      .join(' · ');
}

function AccommodationForm({ userId, initial, onDone }: { userId: string; initial: Values; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [put, { isLoading }] = usePutAccommodationMutation();
  const { data: quizzes } = useGetAdminQuizzesQuery({ pagination: 'false' });
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert(undefined);
    try {
      await put({
        id: userId,
        body: {
          quiz: values.quiz === '' ? null : Number(values.quiz),
          time_multiplier: Number(values.time_multiplier),
          extra_minutes: Number(values.extra_minutes || 0),
          note: values.note,
        },
      }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('accommodations.saved'), messageKey: 'status.genericError' }));
      onDone();
    } catch (failure) {
      const problem = readServerError(failure, FIELDS);
      setErrors(problem.fields);
      setAlert(problem.detail);
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-border p-3"
      noValidate
      onSubmit={submit}
      aria-label={t('accommodations.formTitle')}
    >
      <FormAlert message={alert} />
      <Select
        label={t('accommodations.quiz')}
        options={[
          { value: '', label: t('accommodations.allQuizzes') },
          ...(quizzes?.results ?? []).map((q) => ({ value: String(q.id), label: q.title })),
        ]}
        {...field('quiz')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('accommodations.multiplier')}
          options={MULTIPLIERS.map((m) => ({
            value: String(m),
            label: m === 1 ? t('accommodations.noMultiplier') : t('accommodations.multiplierValue', { value: formatNumber(m, lang, 2) }),
          }))}
          {...field('time_multiplier')}
        />
        <Input
          label={t('accommodations.extraMinutes')}
          hint={t('accommodations.extraMinutesHint', { max: formatNumber(MAX_EXTRA_MINUTES, lang) })}
          type="number"
          min={0}
          max={MAX_EXTRA_MINUTES}
          inputMode="numeric"
          {...field('extra_minutes')}
        />
      </div>
      <Input label={t('accommodations.note')} hint={t('accommodations.noteHint')} maxLength={500} {...field('note')} />
      <p className="text-sm text-fg-muted">{t('accommodations.runningHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={isLoading}>
          {t('accommodations.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
