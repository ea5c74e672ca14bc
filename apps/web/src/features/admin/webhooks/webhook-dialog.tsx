import { CreateWebhookRequest, WEBHOOK_EVENT_TYPES, type AdminWebhook, type CreatedWebhook } from '@mizan/contract/admin/webhooks';
import { FormProvider, useController, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { CheckField } from '../form/check-field';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from './api';

const FIELDS = ['url', 'description', 'events', 'active'];
const resolver = zodForm(CreateWebhookRequest as z.ZodType<FieldValues, FieldValues>);

/** Creates a webhook (its secret comes back once, to the page) or edits its address, events and state. */
export function WebhookDialog({
  webhook,
  onClose,
  onCreated,
}: {
  webhook?: AdminWebhook;
  onClose: () => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: {
      url: webhook?.url ?? '',
      description: webhook?.description ?? '',
      events: webhook?.events ?? [],
      active: webhook?.active ?? true,
    },
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const submit = form.handleSubmit(async (values) => {
    const body = values as z.output<typeof CreateWebhookRequest>;
    try {
      if (webhook) {
        await update({ id: webhook.id, body }).unwrap();
        onClose();
      } else {
        onCreated(await create(body).unwrap());
      }
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={t(webhook ? 'webhooks.edit' : 'webhooks.create')} className="sm:max-w-xl">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <TextField name="url" label={t('webhooks.url')} dir="ltr" type="url" />
          <TextField name="description" label={t('webhooks.descriptionField')} />
          <EventsField />
          <ActiveField />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function TextField({ name, label, ...rest }: { name: string; label: string; dir?: string; type?: string }) {
  const { field } = useController({ name });
  const error = useFieldError()(name);
  return <Input label={label} error={error} {...rest} {...field} value={field.value as string} />;
}

function ActiveField() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'active' });
  return (
    <CheckField
      label={t('webhooks.active')}
      checked={field.value as boolean}
      onChange={(e) => field.onChange(e.target.checked)}
      onBlur={field.onBlur}
    />
  );
}

function EventsField() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'events' });
  const error = useFieldError()('events');
  const chosen = new Set(field.value as string[]);
  const toggle = (type: string, on: boolean) => field.onChange(on ? [...chosen, type] : [...chosen].filter((s) => s !== type));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('webhooks.events')}</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <CheckField
          key={type}
          label={t(`webhooks.eventType.${type.replace('.', '_')}`)}
          hint={type}
          checked={chosen.has(type)}
          onChange={(e) => toggle(type, e.target.checked)}
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
