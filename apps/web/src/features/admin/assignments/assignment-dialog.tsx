import { CreateAssignmentRequest, type AdminAssignment } from '@mizan/contract/admin/assignments';
import { Plus, Trash2 } from 'lucide-react';
import { FormProvider, useController, useFieldArray, useForm, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { CheckField } from '../form/check-field';
import { DateTimeField } from '../form/date-time-field';
import { IdSelect } from '../form/id-select';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { numberOrNull } from '../form/values';
import { useGetGroupMembersQuery, useGetGroupsQuery } from '../groups/api';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { nameIn } from '../schools/names';
import { useCreateAssignmentMutation, useUpdateAssignmentMutation } from './api';

const FIELDS = ['quiz', 'groups', 'opens_at', 'closes_at', 'attempts', 'duration_minutes', 'overrides'];
const HOUR = 3_600_000;

interface OverrideRow {
  /** Client-only: the class whose members the student select lists. */
  group: number | null;
  /** Client-only: a saved override's student, named before their class's members load. */
  name?: string;
  user: string;
  opens_at: string;
  closes_at: string;
}

/** What the (strict) request takes: the override rows lose their class, empty choices become missing. */
const requestOf = (values: FieldValues) => ({
  quiz: values.quiz ?? undefined,
  groups: values.groups,
  opens_at: values.opens_at ?? undefined,
  closes_at: values.closes_at ?? undefined,
  attempts: values.attempts,
  duration_minutes: values.duration_minutes,
  overrides: (values.overrides as OverrideRow[]).map(({ user, opens_at, closes_at }) => ({ user, opens_at, closes_at })),
});
const resolver = zodForm(CreateAssignmentRequest as z.ZodType<FieldValues, FieldValues>);

const newValues = () => {
  const opens = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
  return {
    quiz: null,
    groups: [],
    opens_at: opens.toISOString(),
    closes_at: new Date(opens.getTime() + HOUR).toISOString(),
    attempts: null,
    duration_minutes: null,
    overrides: [],
  };
};

/** Gives a published quiz to classes inside a window (typed in the operator's time, stored UTC), or edits it. */
export function AssignmentDialog({ assignment, onClose }: { assignment?: AdminAssignment; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver: (values, context, options) => resolver(requestOf(values), context, options),
    defaultValues: assignment
      ? {
          quiz: assignment.quiz.id,
          groups: assignment.groups.map((g) => g.id),
          opens_at: assignment.opens_at,
          closes_at: assignment.closes_at,
          attempts: assignment.attempts,
          duration_minutes: assignment.duration_minutes,
          overrides: assignment.overrides.map((o) => ({
            group: null,
            name: `${o.user.fullname} (${o.user.email})`,
            user: o.user.id,
            opens_at: o.opens_at,
            closes_at: o.closes_at,
          })),
        }
      : newValues(),
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateAssignmentMutation();
  const [update] = useUpdateAssignmentMutation();
  const submit = form.handleSubmit(async (values) => {
    const body = requestOf(values) as z.output<typeof CreateAssignmentRequest>;
    try {
      await (assignment ? update({ id: assignment.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell
      open
      onClose={onClose}
      title={t(assignment ? 'assignments.editTitle' : 'assignments.newTitle')}
      description={t('assignments.windowRule')}
      className="sm:max-w-2xl"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <QuizField />
          <GroupsField />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeField name="opens_at" label={t('assignments.opensAt')} hint={t('assignments.localTime')} />
            <DateTimeField name="closes_at" label={t('assignments.closesAt')} />
            <NumberField name="attempts" label={t('assignments.attempts')} hint={t('assignments.attemptsHint')} max={100} />
            <NumberField name="duration_minutes" label={t('assignments.duration')} hint={t('assignments.durationHint')} max={1440} />
          </div>
          <Overrides />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function QuizField() {
  const { t } = useTranslation('admin');
  const { data: quizzes } = useGetAdminQuizzesQuery({ status: 'published', pagination: 'false' });
  const options = (quizzes?.results ?? []).map((q) => ({
    value: String(q.id),
    label: q.access === 'assigned' ? `${q.title} · ${t('quizzes.access.assigned')}` : q.title,
  }));
  return (
    <IdSelect
      name="quiz"
      label={t('assignments.quiz')}
      emptyLabel={t('assignments.chooseQuiz')}
      options={options}
      hint={t('assignments.quizHint')}
    />
  );
}

function GroupsField() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { field } = useController({ name: 'groups' });
  const error = useFieldError()('groups');
  const { data, isLoading } = useGetGroupsQuery({ limit: 100 });
  const chosen = new Set(field.value as number[]);
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...chosen, id] : [...chosen].filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('assignments.groups')}</legend>
      {isLoading && <p className="text-sm text-fg-muted">{t('assignments.loadingGroups')}</p>}
      {data?.results.length === 0 && <p className="text-sm text-fg-muted">{t('assignments.noGroups')}</p>}
      <div className="grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
        {data?.results.map((group) => (
          <CheckField
            key={group.id}
            label={nameIn(group.name, lang)}
            hint={t('groups.memberCount', { count: group.members_count, n: String(group.members_count) })}
            checked={chosen.has(group.id)}
            onChange={(e) => toggle(group.id, e.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function NumberField({ name, label, hint, max }: { name: string; label: string; hint: string; max: number }) {
  const { register } = useFormContext();
  const error = useFieldError()(name);
  return (
    <Input
      type="number"
      min={1}
      max={max}
      inputMode="numeric"
      label={label}
      hint={hint}
      error={error}
      {...register(name, { setValueAs: numberOrNull })}
    />
  );
}

/** Per-student windows: pick a class, then one of its students, then their own open and close times. */
function Overrides() {
  const { t } = useTranslation('admin');
  const { fields, append, remove } = useFieldArray({ name: 'overrides' });
  const error = useFieldError()('overrides');
  const [opens, closes] = useWatch({ name: ['opens_at', 'closes_at'] }) as [string | null, string | null];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-fg">{t('assignments.overrides')}</legend>
      <p className="text-xs text-fg-muted">{t('assignments.overridesHint')}</p>
      {fields.map((row, index) => (
        <div key={row.id} className="flex flex-col gap-3 rounded-xl border border-border p-3">
          <OverrideStudent index={index} />
          <div className="grid gap-3 sm:grid-cols-2">
            <DateTimeField name={`overrides.${index}.opens_at`} label={t('assignments.opensAt')} />
            <DateTimeField name={`overrides.${index}.closes_at`} label={t('assignments.closesAt')} />
          </div>
          <IconButton
            label={t('assignments.removeOverride', { n: index + 1 })}
            tooltip={t('actions.remove')}
            className="self-end hover:text-danger"
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() =>
          append({ group: null, user: '', opens_at: opens ?? new Date().toISOString(), closes_at: closes ?? new Date().toISOString() })
        }
      >
        <Plus aria-hidden className="size-4" />
        {t('assignments.addOverride')}
      </Button>
    </fieldset>
  );
}

function OverrideStudent({ index }: { index: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const groupIds = useWatch({ name: 'groups' }) as number[];
  const { field: group } = useController({ name: `overrides.${index}.group` });
  const { field: user } = useController({ name: `overrides.${index}.user` });
  const savedName = useWatch({ name: `overrides.${index}.name` }) as string | undefined;
  const error = useFieldError()(`overrides.${index}.user`);
  const { data: groups } = useGetGroupsQuery({ limit: 100 });
  const classId = (group.value as number | null) ?? groupIds[0] ?? null;
  const { data: members } = useGetGroupMembersQuery({ id: classId ?? 0, limit: 100 }, { skip: classId == null });
  const chosenGroups = (groups?.results ?? []).filter((g) => groupIds.includes(g.id));
  const students = members?.results ?? [];
  // A saved override's student shows even before (or without) their class's members loading.
  const known =
    students.some((s) => s.id === user.value) || !user.value
      ? []
      : [{ value: user.value as string, label: savedName ?? String(user.value) }];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Select
        label={t('assignments.overrideGroup')}
        value={classId == null ? '' : String(classId)}
        onChange={(e) => group.onChange(numberOrNull(e.target.value))}
        options={chosenGroups.map((g) => ({ value: String(g.id), label: nameIn(g.name, lang) }))}
      />
      <Select
        label={t('assignments.overrideStudent')}
        error={error}
        value={(user.value as string) ?? ''}
        onChange={(e) => user.onChange(e.target.value)}
        options={[
          { value: '', label: t('assignments.chooseStudent') },
          ...known,
          ...students.map((s) => ({ value: s.id, label: `${s.fullname} (${s.email})` })),
        ]}
      />
    </div>
  );
}
