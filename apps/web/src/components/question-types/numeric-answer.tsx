import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatTypedNumber } from '@/lib/quiz/format';
import { useDraft } from './use-draft';

interface NumericAnswerProps {
  /** The saved number, null when none. */
  value: number | null;
  unit: string | null;
  labelledBy: string;
  /** A number read from what was typed, or null when the field was emptied. */
  onAnswer: (value: number | null) => void;
}

/** Enough decimals to show back any number a student types (the parser keeps them all). */
const SHOWN_DECIMALS = 10;

/**
 * A number typed with either keyboard: Arabic-Indic or Latin digits, «٫», «.» or a comma as the decimal
 * point (the contract's parser). What it read is shown back in the reader's digits before it is saved, and
 * text that is not one number is never saved.
 */
export function NumericAnswer({ value, unit, labelledBy, onAnswer }: NumericAnswerProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const id = useId();
  const { draft, change, flush } = useDraft(value === null ? '' : formatTypedNumber(value, lang), (text) => {
    if (text.trim() === '') onAnswer(null);
    else {
      const parsed = parseStudentNumber(text);
      if (parsed !== null) onAnswer(parsed);
    }
  });
  const parsed = parseStudentNumber(draft);
  const invalid = draft.trim() !== '' && parsed === null;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('types.numeric.label')}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={`${labelledBy} ${id}-read`}
          className={cn(controlClass, 'h-12 max-w-60 text-lg tabular-nums rtl:text-end')}
          onChange={(e) => change(e.target.value)}
          onBlur={flush}
          onKeyDown={(e) => e.key === 'Enter' && flush()}
        />
        {unit && <bdi className="font-medium text-fg-muted">{unit}</bdi>}
      </div>
      <p id={`${id}-read`} aria-live="polite" className={cn('min-h-5 text-sm', invalid ? 'text-danger' : 'text-fg-muted')}>
        {invalid
          ? t('types.numeric.invalid')
          : parsed !== null
            ? t('types.numeric.read', { value: formatNumber(parsed, lang, SHOWN_DECIMALS) })
            : t('types.numeric.hint')}
      </p>
    </div>
  );
}
