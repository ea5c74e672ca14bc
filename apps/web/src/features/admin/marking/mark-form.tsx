import type { AdminTrialDetail, GivenMark } from '@mizan/contract/admin/marking';
import { selectionPoints, type Rubric, type RubricSelection } from '@mizan/contract/rubric';
import { Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { cn } from '@/lib/cn';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { CheckField } from '../form/check-field';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useMarkTrialMutation } from './api';
import { RubricPicker, type LevelChoices } from './rubric-picker';

interface MarkValues {
  points: string;
  comment: string;
  reason: string;
  levels: LevelChoices;
  /** Where the server's `rubric` field errors show (above the criteria). */
  rubric: string;
}
const FIELDS = ['points', 'comment', 'reason', 'rubric'] as const;

const levelsOf = (selection: RubricSelection | null | undefined): LevelChoices =>
  Object.fromEntries((selection ?? []).map((c) => [String(c.criterion), String(c.level)]));

/** The selection once every criterion has a level; null while one is missing. */
function selectionOf(rubric: Rubric, levels: LevelChoices): RubricSelection | null {
  const selection = rubric.criteria.map((_, i) => ({ criterion: i, level: Number(levels[String(i)] ?? Number.NaN) }));
  return selection.every((c) => Number.isInteger(c.level)) ? selection : null;
}

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
  /** Second marking, both blind marks in: this mark is the agreed one and needs a reason. */
  agreement?: boolean;
  mark: GivenMark | null;
  /** The question's rubric: the marker picks a level per criterion and the points follow. */
  rubric?: Rubric | null;
  submitLabel?: string;
  onSaved?: (detail: AdminTrialDetail) => void;
  /** More buttons beside Save (the queue's previous/next). */
  extra?: ReactNode;
  className?: string;
  /** The page announces the save itself (the queue's form goes away with the answer it marked). */
  quiet?: boolean;
}

/**
 * A person's mark of one question: points within its mark (or, with a rubric, a level per criterion whose total
 * becomes the points), a comment for the student, a reason when it overrides.
 */
export function MarkForm(props: MarkFormProps) {
  const { trialId, question, maxMark, override, agreement, mark, rubric, submitLabel, onSaved, extra, className, quiet } = props;
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const idPrefix = useId();
  const form = useForm<MarkValues>({
    defaultValues: {
      points: mark ? String(mark.points) : '',
      comment: mark?.comment ?? '',
      reason: mark?.reason ?? '',
      levels: levelsOf(mark?.rubric),
      rubric: '',
    },
  });
  // A rubric is the default; "free points instead" (Moodle's "simple direct grading") for an answer it doesn't fit.
  // A mark saved without a selection opens in free points again.
  const [freePoints, setFreePoints] = useState(Boolean(rubric && mark && !mark.rubric));
  const activeRubric = freePoints ? null : (rubric ?? null);
  const levels = form.watch('levels');
  const selection = activeRubric ? selectionOf(activeRubric, levels) : null;
  // Live: the chosen levels' total is the points (the server checks the same sum).
  const rubricTotal = activeRubric && selection ? selectionPoints(activeRubric, selection) : null;
  const { errors } = form.formState;
  const { alert, setAlert, report } = useServerErrors(form.setError, FIELDS);
  const [markTrial, { isLoading }] = useMarkTrialMutation();
  const [status, setStatus] = useState('');

  const submit = form.handleSubmit(async (values) => {
    setStatus('');
    setAlert(null);
    if (activeRubric && !selection) {
      form.setError('rubric', { type: 'required', message: t('marking.rubric.chooseAll') });
      return;
    }
    const points = rubricTotal ?? Number(asciiNumber(values.points));
    if ((rubricTotal === null && asciiNumber(values.points) === '') || !Number.isFinite(points) || points < 0 || points > maxMark) {
      form.setError('points', {
        type: 'range',
        message: t('marking.pointsRange', { min: formatNumber(0, lang), max: formatNumber(maxMark, lang, 2) }),
      });
      return;
    }
    try {
      const detail = await markTrial({
        trialId,
        body: {
          question,
          points,
          comment: values.comment.trim(),
          reason: values.reason.trim(),
          ...(selection ? { rubric: selection } : {}),
          ...(agreement ? { agreement: true } : {}),
        },
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
      {rubric && (
        <CheckField
          label={t('marking.rubric.freePoints')}
          hint={t('marking.rubric.freePointsHint')}
          checked={freePoints}
          onChange={(e) => {
            setFreePoints(e.target.checked);
            form.clearErrors();
          }}
        />
      )}
      {activeRubric && (
        <RubricPicker
          rubric={activeRubric}
          idPrefix={idPrefix}
          error={errors.rubric?.message}
          field={(i) => form.register(`levels.${i}`)}
        />
      )}
      <div className="sm:w-48">
        {activeRubric ? (
          <Input
            label={t('marking.rubric.total', { max: formatNumber(maxMark, lang, 2) })}
            dir="ltr"
            readOnly
            value={rubricTotal === null ? '' : formatNumber(rubricTotal, lang, 2)}
            placeholder={t('marking.rubric.pickLevels')}
            error={errors.points?.message}
          />
        ) : (
          <Input
            label={t('marking.pointsOf', { min: formatNumber(0, lang), max: formatNumber(maxMark, lang, 2) })}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            error={errors.points?.message}
            {...form.register('points')}
          />
        )}
      </div>
      <TextArea
        label={t('marking.comment')}
        hint={t('marking.commentHint')}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      {(override || agreement) && (
        <TextArea
          label={t('marking.reason')}
          hint={agreement ? t('marking.second.reasonHint') : t('marking.reasonHint')}
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
