import { CreateGroupRequest, type AdminGroup } from '@mizan/contract/admin/groups';
import { FormProvider, useController, useForm, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { BilingualInput } from '../form/bilingual-input';
import { CheckField } from '../form/check-field';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { useGetUsersQuery } from '../users/api';
import { useCreateGroupMutation, useUpdateGroupMutation } from './api';

const FIELDS = ['name.ar', 'name.en', 'code', 'staff'];
const validate = zodForm(CreateGroupRequest as z.ZodType<FieldValues, FieldValues>);
// An empty code field means no code (the request's null), not a code that fails the pattern.
const resolver: typeof validate = (values, context, options) => validate({ ...values, code: values.code || null }, context, options);

/** Creates a class or edits its name, code and teaching staff. */
export function GroupDialog({ group, onClose }: { group?: AdminGroup; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: { name: group?.name ?? { ar: '', en: '' }, code: group?.code ?? '', staff: group?.staff.map((s) => s.id) ?? [] },
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateGroupMutation();
  const [update] = useUpdateGroupMutation();
  const submit = form.handleSubmit(async (values) => {
    const { name, code, staff } = values as z.output<typeof CreateGroupRequest>;
    const body = { name, code: code || null, staff };
    try {
      await (group ? update({ id: group.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={t(group ? 'groups.editTitle' : 'groups.newTitle')} className="sm:max-w-xl">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <BilingualInput name="name" label={t('groups.name')} />
          <CodeField />
          <StaffPicker />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function CodeField() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <Input
      label={t('groups.code')}
      hint={t('groups.codeHint')}
      dir="ltr"
      className="sm:max-w-60"
      error={error('code')}
      {...register('code')}
    />
  );
}

/** The staff accounts, each a checkbox: who teaches the class (and then sees only their classes). */
function StaffPicker() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'staff' });
  const error = useFieldError()('staff');
  const { data, isLoading, isError } = useGetUsersQuery({ role: 'staff', limit: 100 });
  const chosen = new Set(field.value as string[]);
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : [...chosen].filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{t('groups.staff')}</legend>
      <p className="text-xs text-fg-muted">{t('groups.staffHint')}</p>
      {isLoading && <p className="text-sm text-fg-muted">{t('groups.loadingStaff')}</p>}
      {isError && <p className="text-sm text-danger">{t('groups.staffError')}</p>}
      {data && data.results.length === 0 && <p className="text-sm text-fg-muted">{t('groups.noStaff')}</p>}
      <div className="flex max-h-48 flex-col gap-2 overflow-y-auto">
        {data?.results.map((user) => (
          <CheckField
            key={user.id}
            label={user.fullname}
            hint={user.email}
            checked={chosen.has(user.id)}
            onChange={(e) => toggle(user.id, e.target.checked)}
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
