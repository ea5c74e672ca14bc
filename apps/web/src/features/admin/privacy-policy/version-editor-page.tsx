import { PolicyVersionInput, type AdminPolicyVersion } from '@mizan/contract/admin/privacy-policy';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm, useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { zodForm } from '@/lib/forms/zod-form';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../form/bilingual-input';
import { FormCard } from '../form/form-card';
import { ListItemTools } from '../form/list-item-tools';
import { RichBilingualField } from '../form/rich-text-field';
import { useFieldError } from '../form/use-field-error';
import { useUnsavedGuard } from '../form/unsaved-guard';
import { useCreatePolicyVersionMutation, useGetPolicyVersionQuery, useGetPolicyVersionsQuery, useUpdatePolicyVersionMutation } from './api';
import { PolicyStateBadge } from './versions-page';

/** The form types the date in the operator's local time (datetime-local); it is sent as an instant. */
const PolicyForm = PolicyVersionInput.extend({ effective_at: z.string().min(1) });
type PolicyFormValues = z.input<typeof PolicyForm>;
type Sections = PolicyFormValues['sections'];

const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const emptySection = () => ({ title: { ar: '', en: '' }, content: { ar: '', en: '' } });
/** Server field names the form shows under their fields (the rest go to the alert). */
const fieldNames = (sections: Sections) => [
  'effective_at',
  'sections',
  ...sections.flatMap((_, i) => ['title.ar', 'title.en', 'content.ar', 'content.en'].map((f) => `sections.${i}.${f}`)),
];

/** /admin/privacy-policy/new (from the current text, or ?from=id), or /admin/privacy-policy/:id (edit if scheduled, else read). */
export default function PolicyVersionEditorPage() {
  const { versionId = 'new' } = useParams();
  const [params] = useSearchParams();
  const { data: versions } = useGetPolicyVersionsQuery();
  const isNew = versionId === 'new';
  const sourceId = isNew ? Number(params.get('from')) || versions?.find((v) => v.state === 'current')?.id : Number(versionId);
  const waitingForList = isNew && !params.get('from') && !versions;
  const { data: source, isError } = useGetPolicyVersionQuery(sourceId ?? 0, { skip: !sourceId });
  const { t } = useTranslation('admin');

  if (isError) return <p role="alert">{t('privacy.notFound')}</p>;
  if (waitingForList || (sourceId && !source)) return <Skeleton className="mx-auto h-96 w-full max-w-4xl" />;
  if (!isNew && source && source.state !== 'scheduled') return <PolicyVersionView version={source} />;
  return <PolicyVersionForm key={versionId} editing={isNew ? null : (source ?? null)} sections={source?.sections ?? [emptySection()]} />;
}

function PolicyVersionForm({ editing, sections }: { editing: AdminPolicyVersion | null; sections: Sections }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useForm<PolicyFormValues, unknown, z.output<typeof PolicyForm>>({
    resolver: zodForm(PolicyForm),
    defaultValues: { effective_at: localInput(editing ? new Date(editing.effective_at) : new Date()), sections },
  });
  const list = useFieldArray({ control: form.control, name: 'sections' });
  const { alert, setAlert, report } = useServerErrors(form.setError, fieldNames(form.getValues('sections')) as Path<PolicyFormValues>[]);
  const guard = useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const [create, { isLoading: creating }] = useCreatePolicyVersionMutation();
  const [update, { isLoading: updating }] = useUpdatePolicyVersionMutation();

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      const body = { ...values, effective_at: new Date(values.effective_at).toISOString() };
      try {
        await (editing ? update({ id: editing.id, body }) : create(body)).unwrap();
        guard.allow();
        dispatch(noticeShown({ tone: 'info', text: t('privacy.saved'), messageKey: 'status.genericError' }));
        navigate(paths.adminPrivacyPolicy);
      } catch (failure) {
        report(failure);
      }
    },
    () => setAlert(t('editor.fixErrors')),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <PageHeader
          title={editing ? t('privacy.editTitle') : t('privacy.newTitle')}
          description={t('privacy.editorDescription')}
          actions={
            <>
              <Link to={paths.adminPrivacyPolicy} className={buttonClass('secondary')}>
                {t('actions.cancel')}
              </Link>
              <Button type="submit" loading={creating || updating}>
                {editing ? t('privacy.saveScheduled') : t('privacy.publish')}
              </Button>
            </>
          }
        />
        <FormAlert message={alert ?? undefined} />
        <FormCard title={t('privacy.when')} description={t('privacy.whenHint')}>
          <div className="sm:w-72">
            <EffectiveAtInput />
          </div>
        </FormCard>
        <FormCard title={t('privacy.sections')} description={t('privacy.sectionsHint')}>
          <ol className="flex flex-col gap-3">
            {list.fields.map((field, i) => {
              const label = t('privacy.sectionN', { n: formatNumber(i + 1, lang) });
              return (
                <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-sm font-bold text-fg">{label}</h3>
                    <ListItemTools index={i} count={list.fields.length} label={label} move={list.move} remove={list.remove} />
                  </div>
                  <BilingualInput name={`sections.${i}.title`} label={t('privacy.sectionTitle')} />
                  <RichBilingualField name={`sections.${i}.content`} label={t('privacy.sectionContent')} />
                </li>
              );
            })}
          </ol>
          <Button variant="secondary" className="self-start" onClick={() => list.append(emptySection())}>
            <Plus aria-hidden className="size-4" />
            {t('privacy.addSection')}
          </Button>
        </FormCard>
      </form>
    </FormProvider>
  );
}

function EffectiveAtInput() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<PolicyFormValues>();
  const error = useFieldError()('effective_at');
  return <Input type="datetime-local" label={t('privacy.effectiveAt')} error={error} {...register('effective_at')} />;
}

/** A version in effect (or past): read only; a new version can start from its text. */
function PolicyVersionView({ version }: { version: AdminPolicyVersion }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={t('privacy.effectiveFrom', { date: formatDate(version.effective_at, lang) })}
        description={t('privacy.frozen')}
        actions={
          <Link to={`${paths.adminPrivacyPolicyVersion('new')}?from=${version.id}`} className={buttonClass()}>
            {t('privacy.newFromThis')}
          </Link>
        }
      />
      <PolicyStateBadge state={version.state} />
      <Card className="flex flex-col gap-6 p-6">
        {version.sections.map((section, i) => (
          <section key={i} className="grid gap-4 md:grid-cols-2">
            <div dir="rtl" lang="ar" className="flex flex-col gap-2">
              <h2 className="font-bold">{section.title.ar}</h2>
              <RichText className="text-fg-muted" html={section.content.ar} />
            </div>
            <div dir="ltr" lang="en" className="flex flex-col gap-2">
              <h2 className="font-bold">{section.title.en || '—'}</h2>
              <RichText className="text-fg-muted" html={section.content.en} />
            </div>
          </section>
        ))}
      </Card>
    </div>
  );
}
