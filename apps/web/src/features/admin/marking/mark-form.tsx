import type { AdminTrialDetail, GivenMark } from '@mizan/contract/admin/marking';
import { Save } from 'lucide-react';
import { useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useMarkTrialMutation } from './api';

interface MarkValues {
  points: string;
  comment: string;
  reason: string;
}
const FIELDS = ['points', 'comment', 'reason'] as const;

/** Operators type marks with Arabic-Indic digits and the Arabic decimal separator too. */
const asciiNumber = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace('٫', '.')
    .trim();

interface MarkFormProps {
  trialId: string;
  question: number;
  maxMark: number;
  /** A machine-marked question: a person's mark overrides the machine's and needs a reason. */
  override: boolean;
  mark: GivenMark | null;
  submitLabel?: string;
  onSaved?: (detail: AdminTrialDetail) => void;
  /** More buttons beside Save (the queue's previous/next). */
  extra?: ReactNode;
  className?: string;
  /** The page announces the save itself (the queue's form goes away with the answer it marked). */
  quiet?: boolean;
}

/** A person's mark of one question: points within its mark, a comment for the student, a reason when it overrides. */
export function MarkForm({ trialId, question, maxMark, override, mark, submitLabel, onSaved, extra, className, quiet }: MarkFormProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const form = useForm<MarkValues>({
    defaultValues: { points: mark ? String(mark.points) : '', comment: mark?.comment ?? '', reason: mark?.reason ?? '' },
  });
  const { errors } = form.formState;
  const { alert, setAlert, report } = useServerErrors(form.setError, FIELDS);
  const [markTrial, { isLoading }] = useMarkTrialMutation();
  const [status, setStatus] = useState('');

  const submit = form.handleSubmit(async (values) => {
    setStatus('');
    setAlert(null);
    const points = Number(asciiNumber(values.points));
    if (asciiNumber(values.points) === '' || !Number.isFinite(points) || points < 0 || points > maxMark) {
      form.setError('points', {
        type: 'range',
        message: t('marking.pointsRange', { min: formatNumber(0, lang), max: formatNumber(maxMark, lang, 2) }),
      });
      return;
    }
    try {
      const detail = await markTrial({
        trialId,
        body: { question, points, comment: values.comment.trim(), reason: values.reason.trim() },
      }).unwrap();
      setStatus(t('marking.saved'));
      onSaved?.(detail);
    } catch (failure) {
      report(failure);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void submit();
        }
      }}
      className={cn('flex flex-col gap-3 text-start', className)}
    >
      <FormAlert message={alert} />
      <div className="sm:w-48">
        <Input
          label={t('marking.pointsOf', { min: formatNumber(0, lang), max: formatNumber(maxMark, lang, 2) })}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errors.points?.message}
          {...form.register('points')}
        />
      </div>
      <TextArea
        label={t('marking.comment')}
        hint={t('marking.commentHint')}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      {override && (
        <TextArea
          label={t('marking.reason')}
          hint={t('marking.reasonHint')}
          error={errors.reason?.message}
          rows={2}
          {...form.register('reason')}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={isLoading} aria-keyshortcuts="Control+Enter Meta+Enter">
          <Save aria-hidden className="size-4" />
          {submitLabel ?? t('marking.save')}
        </Button>
        {extra}
        {!quiet && (
          <p className="text-sm text-fg-muted" role="status" aria-live="polite">
            {status}
          </p>
        )}
      </div>
    </form>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

function TextArea({ label, hint, error, className, ref, ...props }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          ref={ref}
          dir="auto"
          rows={3}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, 'resize-y py-2 leading-relaxed', className)}
          {...props}
        />
      )}
    </Field>
  );
}
