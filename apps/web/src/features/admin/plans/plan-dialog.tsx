import { PlanInput, type AdminPlan } from '@mizan/contract/admin/plans';
import { FormProvider, useForm, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { BilingualInput } from '../form/bilingual-input';
import { SaveCancel } from '../form/save-cancel';
import { useFieldError } from '../form/use-field-error';
import { useCreatePlanMutation, useUpdatePlanMutation } from './api';
import { PlanScopeFields } from './plan-scope-fields';

/** Operators type prices with Arabic-Indic digits and the Arabic decimal separator too. */
const asciiAmount = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace('٫', '.');

const FIELDS = ['name', 'description', 'price', 'number_of_quizzes', 'quizzes', 'valid_days', 'position'];
const NEW_PLAN = {
  name: { ar: '', en: '' },
  description: { ar: '', en: '' },
  price: '',
  number_of_quizzes: 1,
  quizzes: null,
  valid_days: null,
  position: 0,
};

/** Creates a plan, or edits one (`plan`); retiring is a button on the list, not a field here. */
export function PlanDialog({ plan, onClose }: { plan?: AdminPlan; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useForm<FieldValues>({
    resolver: (values, context, options) =>
      zodForm(PlanInput as z.ZodType<FieldValues, FieldValues>)(
        { ...values, price: asciiAmount(String(values['price'] ?? '')) },
        context,
        options,
      ),
    // Only the fields the (strict) request takes: the read-only ones (id, active, payments_count) would be unknown.
    defaultValues: plan
      ? {
          name: plan.name,
          description: plan.description,
          price: plan.price,
          number_of_quizzes: plan.number_of_quizzes,
          quizzes: plan.quizzes,
          valid_days: plan.valid_days,
          position: plan.position,
        }
      : NEW_PLAN,
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreatePlanMutation();
  const [update] = useUpdatePlanMutation();
  const submit = form.handleSubmit(async (values) => {
    const { name, description, price, number_of_quizzes, quizzes, valid_days, position } = values as z.output<typeof PlanInput>;
    const body = { name, description, price, number_of_quizzes, quizzes, valid_days, position };
    try {
      await (plan ? update({ id: plan.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={t(plan ? 'plans.editTitle' : 'plans.newTitle')} className="sm:max-w-xl">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <BilingualInput name="name" label={t('plans.name')} />
          <BilingualInput name="description" label={t('plans.descriptionField')} />
          <NumbersFields />
          <PlanScopeFields />
          <SaveCancel onCancel={onClose} />
        </form>
      </FormProvider>
    </ModalShell>
  );
}

function NumbersFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Input
        label={t('plans.price')}
        hint={t('plans.priceHint')}
        inputMode="decimal"
        dir="ltr"
        error={error('price')}
        {...register('price')}
      />
      <Input
        label={t('plans.quizzes')}
        hint={t('plans.quizzesHint')}
        type="number"
        min={1}
        error={error('number_of_quizzes')}
        {...register('number_of_quizzes', { valueAsNumber: true })}
      />
      <Input
        label={t('plans.position')}
        type="number"
        min={0}
        error={error('position')}
        {...register('position', { valueAsNumber: true })}
      />
    </div>
  );
}
