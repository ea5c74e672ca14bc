import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { readServerError } from '@/lib/forms/server-errors';
import { useGetGroupsQuery } from '../groups/api';
import { nameIn } from '../schools/names';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { useSendAnnouncementMutation } from './api';

const EMPTY = { kind: 'quiz', target: '', subjectAr: '', subjectEn: '', bodyAr: '', bodyEn: '' };
type Values = typeof EMPTY;
/** Where the server's field names land in this form. */
const FIELD_OF: Record<string, keyof Values> = {
  audience: 'target',
  'audience.quiz': 'target',
  'audience.group': 'target',
  'subject.ar': 'subjectAr',
  'subject.en': 'subjectEn',
  'body.ar': 'bodyAr',
  'body.en': 'bodyEn',
};

/** Compose: the audience (the takers of a quiz, or a class), then a subject and a plain-text body in Arabic and English. */
export function AnnouncementForm() {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | undefined>();
  const { data: quizzes } = useGetAdminQuizzesQuery({ pagination: 'false' });
  const { data: classes } = useGetGroupsQuery({ pagination: 'false' });
  const targets =
    values.kind === 'quiz'
      ? (quizzes?.results ?? []).map((quiz) => ({ value: String(quiz.id), label: quiz.title }))
      : (classes?.results ?? []).map((group) => ({ value: String(group.id), label: nameIn(group.name, currentLanguage()) }));
  const [send, { isLoading }] = useSendAnnouncementMutation();
  const bind = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert(undefined);
    const missing: Partial<Values> = {};
    for (const name of ['target', 'subjectAr', 'bodyAr'] as const) if (!values[name].trim()) missing[name] = t('announcements.required');
    if (Object.keys(missing).length) return setErrors(missing);
    try {
      const sent = await send({
        audience: values.kind === 'quiz' ? { quiz: Number(values.target) } : { group: Number(values.target) },
        subject: { ar: values.subjectAr, en: values.subjectEn },
        body: { ar: values.bodyAr, en: values.bodyEn },
      }).unwrap();
      setValues(EMPTY);
      setAlert({ tone: 'success', text: t('announcements.sent', { count: sent.recipients_count }) });
    } catch (failure) {
      const problem = readServerError(failure, Object.keys(FIELD_OF));
      setErrors(Object.fromEntries(Object.entries(problem.fields).map(([name, message]) => [FIELD_OF[name], message])));
      setAlert(problem.detail ? { tone: 'error', text: problem.detail } : undefined);
    }
  };

  const textarea = (name: 'bodyAr' | 'bodyEn', dir: 'rtl' | 'ltr') => (
    <Field label={t(`announcements.${name}`)} error={errors[name]}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          dir={dir}
          rows={5}
          maxLength={5000}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, 'py-2')}
          {...bind(name)}
        />
      )}
    </Field>
  );

  return (
    <Card className="p-6">
      <h2 className="mb-4 text-base font-bold text-fg">{t('announcements.compose')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Select
            label={t('announcements.audience')}
            options={[
              { value: 'quiz', label: t('announcements.toQuiz') },
              { value: 'group', label: t('announcements.toGroup') },
            ]}
            value={values.kind}
            onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value, target: '' }))}
          />
          <Select
            label={t(values.kind === 'quiz' ? 'announcements.quiz' : 'announcements.group')}
            hint={t(values.kind === 'quiz' ? 'announcements.audienceHint' : 'announcements.groupHint')}
            options={[{ value: '', label: t(values.kind === 'quiz' ? 'announcements.pickQuiz' : 'announcements.pickGroup') }, ...targets]}
            {...bind('target')}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Input label={t('announcements.subjectAr')} dir="rtl" maxLength={200} {...bind('subjectAr')} />
          <Input label={t('announcements.subjectEn')} dir="ltr" maxLength={200} {...bind('subjectEn')} />
          {textarea('bodyAr', 'rtl')}
          {textarea('bodyEn', 'ltr')}
        </div>
        {alert && <FormAlert tone={alert.tone} message={alert.text} />}
        <div>
          <Button type="submit" loading={isLoading}>
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('announcements.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
