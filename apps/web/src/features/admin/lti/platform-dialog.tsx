import { CreateLtiPlatformRequest, type AdminLtiPlatform } from '@mizan/contract/admin/lti';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { useCreateLtiPlatformMutation, useUpdateLtiPlatformMutation } from './api';

const FIELDS = [
  'name',
  'issuer',
  'client_id',
  'auth_login_url',
  'auth_token_url',
  'auth_token_audience',
  'jwks_url',
  'deployment_ids',
] as const;
type Field = (typeof FIELDS)[number];
const URL_FIELDS: ReadonlySet<Field> = new Set(['issuer', 'auth_login_url', 'auth_token_url', 'jwks_url']);

/** The form keeps deployment ids as one line, comma separated; the API takes a list. */
const FormSchema = CreateLtiPlatformRequest.omit({ deployment_ids: true });

/** Connects an LMS by hand (the values its "external tool" page shows), or edits one. */
export function PlatformDialog({ platform, onClose }: { platform?: AdminLtiPlatform; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver: zodForm(FormSchema.passthrough() as unknown as z.ZodType<FieldValues, FieldValues>),
    defaultValues: {
      name: platform?.name ?? '',
      issuer: platform?.issuer ?? '',
      client_id: platform?.client_id ?? '',
      auth_login_url: platform?.auth_login_url ?? '',
      auth_token_url: platform?.auth_token_url ?? '',
      auth_token_audience: platform?.auth_token_audience ?? '',
      jwks_url: platform?.jwks_url ?? '',
      deployment_ids: platform?.deployment_ids.join(', ') ?? '',
    },
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateLtiPlatformMutation();
  const [update] = useUpdateLtiPlatformMutation();
  const submit = form.handleSubmit(async (values) => {
    const body = {
      ...(values as z.output<typeof FormSchema>),
      auth_token_audience: (values['auth_token_audience'] as string) || null,
      deployment_ids: String(values['deployment_ids'] ?? '')
        .split(/[,\s]+/)
        .filter(Boolean),
    };
    try {
      await (platform ? update({ id: platform.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  const error = (name: Field) => form.formState.errors[name]?.message as string | undefined;
  return (
    <ModalShell open onClose={onClose} title={t(platform ? 'lti.editTitle' : 'lti.newTitle')} className="sm:max-w-2xl">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
        <FormAlert message={alert} />
        {FIELDS.map((name) => (
          <Input
            key={name}
            label={t(`lti.fields.${name}`)}
            hint={name === 'deployment_ids' || name === 'auth_token_audience' ? t(`lti.hints.${name}`) : undefined}
            dir={name === 'name' ? undefined : 'ltr'}
            type={URL_FIELDS.has(name) ? 'url' : 'text'}
            error={error(name)}
            {...form.register(name)}
          />
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </ModalShell>
  );
}
