import type { AccessRules } from '@mizan/contract/admin/exam-access';
import { Download, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { CheckField } from '../form/check-field';
import { FormCard } from '../form/form-card';
import { useDownload } from '../shell/use-download';
import { useDownloadSebConfigMutation, useGetAccessRulesQuery, useSaveAccessRulesMutation, type RulesTarget } from './api';
import { badKeys, badRanges, linesOf } from './rules-lines';

interface RulesValues {
  access_password: string;
  remove_password: boolean;
  allowed_ip_ranges: string;
  one_device: boolean;
  seb_required: boolean;
  seb_config_keys: string;
  seb_browser_exam_keys: string;
}
const FIELDS = ['access_password', 'allowed_ip_ranges', 'seb_config_keys', 'seb_browser_exam_keys'] as const;

const valuesOf = (rules: AccessRules): RulesValues => ({
  access_password: '',
  remove_password: false,
  allowed_ip_ranges: rules.allowed_ip_ranges.join('\n'),
  one_device: rules.one_device,
  seb_required: rules.seb_required,
  seb_config_keys: rules.seb_config_keys.join('\n'),
  seb_browser_exam_keys: rules.seb_browser_exam_keys.join('\n'),
});

/**
 * Who may sit the quiz and from where (#32): its own form, saved apart from the draft, because rules apply at
 * once to starts and running attempts rather than with the next version.
 */
export function AccessRulesCard({ target }: { target: RulesTarget }) {
  const { t } = useTranslation('admin');
  const { data: rules, isLoading, isError } = useGetAccessRulesQuery(target);
  return (
    <FormCard title={t('examAccess.title')} description={t('examAccess.description')}>
      {isLoading && <Skeleton className="h-40" />}
      {isError && <FormAlert message={t('examAccess.loadFailed')} />}
      {rules && <RulesForm target={target} rules={rules} />}
    </FormCard>
  );
}

/**
 * The rules' form for a quiz or an assignment (`target` says whose rules the save and the .seb download reach).
 * `unsaved`: the rules shown are not yet the target's own (an assignment starting its own from its quiz's), so
 * saving them unchanged is a change.
 */
export function RulesForm({ target, rules, unsaved = false }: { target: RulesTarget; rules: AccessRules; unsaved?: boolean }) {
  const { t } = useTranslation('admin');
  const form = useForm<RulesValues>({ defaultValues: valuesOf(rules) });
  const { errors, isDirty } = form.formState;
  const { alert, setAlert, report } = useServerErrors(form.setError, FIELDS);
  const [saveRules, { isLoading: saving }] = useSaveAccessRulesMutation();
  const [downloadConfig, { isLoading: downloading }] = useDownloadSebConfigMutation();
  const save = useDownload();
  const [status, setStatus] = useState('');
  const seb = form.watch('seb_required');

  const lineErrors = (
    field: 'allowed_ip_ranges' | 'seb_config_keys' | 'seb_browser_exam_keys',
    key: string,
    bad: { n: number; entry: string }[],
  ) => {
    if (!bad.length) return false;
    const lines = bad.map((b) => `${b.n} (${b.entry})`).join(', ');
    form.setError(field, { type: 'format', message: t(key, { count: bad.length, lines }) });
    return true;
  };

  const submit = form.handleSubmit(async (values) => {
    setStatus('');
    setAlert(null);
    const invalid = [
      lineErrors('allowed_ip_ranges', 'examAccess.badRanges', badRanges(values.allowed_ip_ranges)),
      lineErrors('seb_config_keys', 'examAccess.badKeys', badKeys(values.seb_config_keys)),
      lineErrors('seb_browser_exam_keys', 'examAccess.badKeys', badKeys(values.seb_browser_exam_keys)),
    ].some(Boolean);
    const password = values.access_password.trim();
    if (password && password.length < 4) {
      form.setError('access_password', { type: 'min', message: t('examAccess.passwordShort') });
      return;
    }
    if (invalid) return;
    try {
      const saved = await saveRules({
        target,
        body: {
          ...(values.remove_password ? { access_password: null } : password ? { access_password: password } : {}),
          allowed_ip_ranges: linesOf(values.allowed_ip_ranges),
          one_device: values.one_device,
          seb_required: values.seb_required,
          seb_config_keys: linesOf(values.seb_config_keys),
          seb_browser_exam_keys: linesOf(values.seb_browser_exam_keys),
        },
      }).unwrap();
      form.reset(valuesOf(saved));
      setStatus(t('examAccess.saved'));
    } catch (failure) {
      report(failure);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <PasswordInput
        label={t('examAccess.password')}
        hint={rules.access_password_set ? t('examAccess.passwordSet') : t('examAccess.passwordNone')}
        showLabel={t('examAccess.showPassword')}
        hideLabel={t('examAccess.hidePassword')}
        autoComplete="new-password"
        error={errors.access_password?.message}
        disabled={form.watch('remove_password')}
        {...form.register('access_password')}
      />
      {rules.access_password_set && <CheckField label={t('examAccess.removePassword')} {...form.register('remove_password')} />}
      <TextArea
        label={t('examAccess.ranges')}
        hint={t('examAccess.rangesHint')}
        dir="ltr"
        rows={3}
        spellCheck={false}
        error={errors.allowed_ip_ranges?.message}
        {...form.register('allowed_ip_ranges')}
      />
      <CheckField label={t('examAccess.oneDevice')} hint={t('examAccess.oneDeviceHint')} {...form.register('one_device')} />
      <CheckField label={t('examAccess.seb')} hint={t('examAccess.sebHint')} {...form.register('seb_required')} />
      {seb && (
        <div className="flex flex-col gap-4 rounded-xl border border-border p-3">
          <div className="flex flex-col gap-2 text-sm">
            <Button
              variant="secondary"
              loading={downloading}
              className="self-start"
              onClick={() => void save(() => downloadConfig(target).unwrap(), `${target.kind}-${target.id}.seb`)}
            >
              <Download aria-hidden className="size-4" />
              {t('examAccess.downloadSeb')}
            </Button>
            <p className="text-fg-muted">{t('examAccess.generatedKey')}</p>
            <code dir="ltr" className="break-all rounded bg-surface-muted p-2 text-xs">
              {rules.seb_generated_config_key}
            </code>
          </div>
          <TextArea
            label={t('examAccess.configKeys')}
            hint={t('examAccess.keysHint')}
            dir="ltr"
            rows={2}
            spellCheck={false}
            error={errors.seb_config_keys?.message}
            {...form.register('seb_config_keys')}
          />
          <TextArea
            label={t('examAccess.browserExamKeys')}
            hint={t('examAccess.keysHint')}
            dir="ltr"
            rows={2}
            spellCheck={false}
            error={errors.seb_browser_exam_keys?.message}
            {...form.register('seb_browser_exam_keys')}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={saving} disabled={!isDirty && !unsaved}>
          <Save aria-hidden className="size-4" />
          {t('examAccess.save')}
        </Button>
        <p className="text-sm text-fg-muted" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </form>
  );
}
