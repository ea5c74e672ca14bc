import { MAX_ESSAY_TEXT } from '@mizan/contract/short-text-answer';
import { countWords } from '@mizan/contract/word-count';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { essayHtml, essayText } from '@/lib/quiz/essay-text';
import { useDraft } from './use-draft';

interface EssayAnswerProps {
  /** The saved answer (rich text), '' when none. */
  value: string;
  limits: { min_words: number | null; max_words: number | null; template: string } | null;
  labelledBy: string;
  onAnswer: (html: string) => void;
}

/**
 * A written answer a person marks: a text box that grows with the text, a live word count against the
 * question's limits (Arabic words counted as the marker counts them), prefilled with the template while empty.
 * Saved as the student types, like short text; paragraphs travel as rich text.
 */
export function EssayAnswer({ value, limits, labelledBy, onAnswer }: EssayAnswerProps) {
  const { t, i18n } = useTranslation('player');
  const id = useId();
  const initial = essayText(value || limits?.template || '');
  const { draft, change, flush } = useDraft(initial, (text) => onAnswer(essayHtml(text)));
  const words = countWords(draft);
  const min = limits?.min_words ?? null;
  const max = limits?.max_words ?? null;
  // Short of the minimum only says so once writing has started: an empty box is not yet a problem.
  const state = max !== null && words > max ? 'over' : min !== null && words > 0 && words < min ? 'under' : 'ok';
  const count = new Intl.NumberFormat(i18n.language).format(words);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('types.essay.label')}
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={10}
        maxLength={MAX_ESSAY_TEXT}
        value={draft}
        aria-describedby={`${labelledBy} ${id}-count`}
        className={cn(controlClass, 'min-h-60 resize-y py-3 text-lg leading-relaxed')}
        onChange={(e) => change(e.target.value)}
        onBlur={flush}
      />
      <p id={`${id}-count`} aria-live="polite" className={cn('text-sm', state === 'ok' ? 'text-fg-muted' : 'font-medium text-danger')}>
        {t('types.essay.words', { count: words, formatted: count })}
        {min !== null || max !== null
          ? ` · ${t(`types.essay.limits.${min !== null && max !== null ? 'both' : min !== null ? 'min' : 'max'}`, { min, max })}`
          : ''}
        {state !== 'ok' ? ` · ${t(`types.essay.${state}`)}` : ''}
      </p>
      <p className="text-sm text-fg-muted">{t('types.essay.hint')}</p>
    </div>
  );
}
