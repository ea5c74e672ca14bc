import { API_KEY_SCOPES, CreateApiKeyRequest, type CreatedApiKey } from '@mizan/contract/admin/api-keys';
import { FormProvider, useController, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { CheckField } from '../form/check-field';
import { DateTimeField } from '../form/date-time-field';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { useCreateApiKeyMutation } from './api';

const FIELDS = ['name', 'scopes', 'expires_at', 'rate_limit_per_minute'];
const resolver = zodForm(CreateApiKeyRequest as z.ZodType<FieldValues, FieldValues>);

/** A new key: its name, scopes, expiry and per-minute limit. The token comes back once, to the page. */
export function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({ resolver, defaultValues: { name: '', scopes: [], expires_at: null, rate_limit_per_minute: 120 } });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateApiKeyMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create(values as z.output<typeof CreateApiKeyRequest>).unwrap());
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={t('apiKeys.create')} className="sm:max-w-xl">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <NameField />
          <ScopesField />
          <DateTimeField name="expires_at" label={t('apiKeys.expiresAt')} hint={t('apiKeys.never')} />
          <RateField />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function NameField() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'name' });
  const error = useFieldError()('name');
  return <Input label={t('apiKeys.name')} error={error} {...field} value={field.value as string} />;
}

function RateField() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'rate_limit_per_minute' });
  const error = useFieldError()('rate_limit_per_minute');
  return (
    <Input
      type="number"
      inputMode="numeric"
      dir="ltr"
      min={1}
      className="sm:max-w-40"
      label={t('apiKeys.rateLimit')}
      error={error}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={field.onBlur}
    />
  );
}

function ScopesField() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'scopes' });
  const error = useFieldError()('scopes');
  const chosen = new Set(field.value as string[]);
  const toggle = (scope: string, on: boolean) => field.onChange(on ? [...chosen, scope] : [...chosen].filter((s) => s !== scope));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('apiKeys.scopes')}</legend>
      {API_KEY_SCOPES.map((scope) => (
        <CheckField
          key={scope}
          label={t(`apiKeys.scope.${scope.replace(':', '_')}`)}
          hint={scope}
          checked={chosen.has(scope)}
          onChange={(e) => toggle(scope, e.target.checked)}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
