import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { TextArea } from '@/components/ui/text-area';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

export interface ActionValues {
  extra_minutes: string;
  reason: string;
}
const FIELDS = ['extra_minutes', 'reason'] as const;
const MAX_MINUTES = 600;

/** Operators type minutes with Arabic-Indic digits too. */
const asciiDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).trim();

interface AttemptActionDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Asks for minutes of extra time (reopen); every action but deleting a preview asks for a reason. */
  minutes?: boolean;
  reason?: boolean;
  danger?: boolean;
  busy: boolean;
  /** Throws the server's refusal, which the dialog shows under its field or above the form. */
  onConfirm: (values: { extra_minutes: number; reason: string }) => Promise<void>;
  onClose: () => void;
}

/** The confirmation of one action on an attempt, with what it needs (minutes, a reason for the audit log). */
export function AttemptActionDialog(props: AttemptActionDialogProps) {
  const { title, description, confirmLabel, minutes, reason, danger, busy, onConfirm, onClose } = props;
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const formId = useId();
  const form = useForm<ActionValues>({ defaultValues: { extra_minutes: '10', reason: '' } });
  const { errors } = form.formState;
  const { alert, setAlert, report } = useServerErrors(form.setError, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const extra = Number(asciiDigits(values.extra_minutes));
    if (minutes && (!Number.isInteger(extra) || extra < 1 || extra > MAX_MINUTES)) {
      form.setError('extra_minutes', {
        type: 'range',
        message: t('marking.actions.minutesRange', { min: formatNumber(1, lang), max: formatNumber(MAX_MINUTES, lang) }),
      });
      return;
    }
    if (reason && !values.reason.trim()) {
      form.setError('reason', { type: 'required', message: t('marking.actions.reasonRequired') });
      return;
    }
    try {
      await onConfirm({ extra_minutes: extra, reason: values.reason.trim() });
    } catch (failure) {
      report(failure);
    }
  });

  return (
    <ModalShell
      open
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 text-start">
        <FormAlert message={alert} />
        {minutes && (
          <Input
            label={t('marking.actions.minutes')}
            hint={t('marking.actions.minutesHint', { max: formatNumber(MAX_MINUTES, lang) })}
            inputMode="numeric"
            dir="ltr"
            autoFocus
            error={errors.extra_minutes?.message}
            {...form.register('extra_minutes')}
          />
        )}
        {reason && (
          <TextArea
            label={t('marking.actions.reason')}
            hint={t('marking.actions.reasonHint')}
            maxLength={1000}
            autoFocus={!minutes}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        )}
      </form>
    </ModalShell>
  );
}
