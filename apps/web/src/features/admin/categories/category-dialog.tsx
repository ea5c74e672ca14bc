import { BankCategoryInput, QuizCategoryInput, type BankCategory } from '@mizan/contract/admin/categories';
import { FormProvider, useForm, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { BilingualInput } from '../form/bilingual-input';
import { IdSelect } from '../form/id-select';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';

interface CategoryDialogProps {
  title: string;
  /** Bank categories nest (a parent); catalogue categories are ordered (a position). */
  kind: 'bank' | 'quiz';
  defaultValues: FieldValues;
  /** Possible parents (the category itself and its descendants left out by the caller). */
  parents?: BankCategory[];
  save: (values: FieldValues) => Promise<unknown>;
  onClose: () => void;
}

export function CategoryDialog({ title, kind, defaultValues, parents = [], save, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('admin');
  const schema: z.ZodType<FieldValues, FieldValues> = kind === 'bank' ? BankCategoryInput : QuizCategoryInput;
  const form = useForm<FieldValues>({ resolver: zodForm(schema), defaultValues });
  const { alert, report } = useServerErrors(form.setError, ['name', 'parent', 'position']);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={title} className="max-w-lg">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <BilingualInput name="name" label={t('categories.name')} />
          {kind === 'bank' ? (
            <IdSelect
              name="parent"
              label={t('categories.parent')}
              emptyLabel={t('categories.topLevel')}
              options={parents.map((c) => ({ value: String(c.id), label: c.path }))}
            />
          ) : (
            <PositionField />
          )}
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function PositionField() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError()('position');
  return (
    <Input
      type="number"
      min={0}
      label={t('categories.position')}
      hint={t('categories.positionHint')}
      error={error}
      {...register('position', { valueAsNumber: true })}
    />
  );
}
