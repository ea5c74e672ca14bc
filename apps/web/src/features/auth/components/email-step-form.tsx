import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ForgotPasswordRequest, type LoginOtpRequest } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';

interface EmailStepFormProps {
  /** The contract schema of the request (an email alone). */
  schema: typeof ForgotPasswordRequest | typeof LoginOtpRequest;
  submitLabel: string;
  /** Sends the request; rejects with the RTK Query error, shown on the field or above the button. */
  onSend: (email: string) => Promise<unknown>;
}

/** The first step of the code flows (forgotten password, sign-in by code): the email that receives the code. */
export function EmailStepForm({ schema, submitLabel, onSend }: EmailStepFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodForm(schema), defaultValues: { email: '' } });
  const { alert, setAlert, report } = useServerErrors(setError, ['email']);

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null);
    try {
      await onSend(email);
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Input
        label={t('fields.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        autoFocus
        error={text(formState.errors.email)}
        {...register('email')}
      />
      <FormAlert message={alert} />
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
