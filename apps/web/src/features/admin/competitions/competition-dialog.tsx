import { CompetitionInput, type AdminCompetition } from '@mizan/contract/admin/competitions';
import { FormProvider, useForm, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { BilingualInput } from '../form/bilingual-input';
import { DateTimeField } from '../form/date-time-field';
import { IdSelect } from '../form/id-select';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { numberOrNull } from '../form/values';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { useCreateCompetitionMutation, useUpdateCompetitionMutation } from './api';

const FIELDS = ['quiz', 'title.ar', 'title.en', 'description.ar', 'description.en', 'starts_at', 'ends_at', 'max_participants'];
const HOUR = 3_600_000;

/** A new competition opens at the next full hour and runs for a day, until the operator says otherwise. */
const newValues = () => {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
  return {
    quiz: null,
    title: { ar: '', en: '' },
    description: { ar: '', en: '' },
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 24 * HOUR).toISOString(),
    max_participants: null,
  };
};

/** The form's empty choices (null) are the schema's missing ones, so they read "required", not "wrong type". */
const resolver = zodForm(CompetitionInput as z.ZodType<FieldValues, FieldValues>);
const withoutNulls = (values: FieldValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, key !== 'max_participants' && value === null ? undefined : value]));

/**
 * Creates a competition, or edits one. What the server would refuse for the competition's state is disabled here,
 * with the reason beside it: the quiz once someone joined, the start once it runs, the window and cap once ended.
 */
export function CompetitionDialog({ competition, onClose }: { competition?: AdminCompetition; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver: (values, context, options) => resolver(withoutNulls(values), context, options),
    // Only the fields the (strict) request takes: the read-only ones (id, status, counts) would be unknown fields.
    defaultValues: competition
      ? {
          quiz: competition.quiz.id,
          title: competition.title,
          description: competition.description,
          starts_at: competition.starts_at,
          ends_at: competition.ends_at,
          max_participants: competition.max_participants,
        }
      : newValues(),
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateCompetitionMutation();
  const [update] = useUpdateCompetitionMutation();
  const submit = form.handleSubmit(async (values) => {
    const { quiz, title, description, starts_at, ends_at, max_participants } = values as z.output<typeof CompetitionInput>;
    const body = { quiz, title, description, starts_at, ends_at, max_participants };
    try {
      await (competition ? update({ id: competition.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell
      open
      onClose={onClose}
      title={t(competition ? 'competitions.editTitle' : 'competitions.newTitle')}
      description={t('competitions.rankingRule')}
      className="sm:max-w-2xl"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <QuizField locked={!!competition && competition.participants_count > 0} />
          <BilingualInput name="title" label={t('competitions.titleField')} />
          <BilingualInput name="description" label={t('competitions.descriptionField')} />
          <WindowFields competition={competition} />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function QuizField({ locked }: { locked: boolean }) {
  const { t } = useTranslation('admin');
  const { data: quizzes } = useGetAdminQuizzesQuery({ status: 'published', pagination: 'false' });
  const options = (quizzes?.results ?? []).map((q) => ({ value: String(q.id), label: q.title }));
  return (
    <IdSelect
      name="quiz"
      label={t('competitions.quiz')}
      emptyLabel={t('competitions.chooseQuiz')}
      options={options}
      hint={t(locked ? 'competitions.quizLocked' : 'competitions.quizHint')}
      disabled={locked}
    />
  );
}

function WindowFields({ competition }: { competition?: AdminCompetition }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  const status = competition?.status ?? 'upcoming';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateTimeField
        name="starts_at"
        label={t('competitions.startsAt')}
        hint={status === 'upcoming' ? undefined : t('competitions.startLocked')}
        disabled={status !== 'upcoming'}
      />
      <DateTimeField
        name="ends_at"
        label={t('competitions.endsAt')}
        hint={status === 'ended' ? t('competitions.windowLocked') : undefined}
        disabled={status === 'ended'}
      />
      <Input
        className="sm:max-w-60"
        label={t('competitions.maxParticipants')}
        hint={t('competitions.maxParticipantsHint')}
        type="number"
        min={1}
        inputMode="numeric"
        disabled={status === 'ended'}
        error={error('max_participants')}
        {...register('max_participants', { setValueAs: numberOrNull })}
      />
    </div>
  );
}
