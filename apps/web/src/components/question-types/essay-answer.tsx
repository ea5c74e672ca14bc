import { dirOf } from '@mizan/contract/i18n';
import { MAX_ESSAY_TEXT } from '@mizan/contract/short-text-answer';
import { countWords } from '@mizan/contract/word-count';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichEditor } from '@/components/rich-editor/lazy-rich-editor';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { essayHtml, essayText } from '@/lib/quiz/essay-text';
import { useDraft } from './use-draft';

/** What a student may use in an essay: no links or images, but formulas. */
const TOOLS = ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'math'] as const;

interface EssayAnswerProps {
  /** The saved answer (rich text), '' when none. */
  value: string;
  limits: { min_words: number | null; max_words: number | null; template: string } | null;
  labelledBy: string;
  onAnswer: (html: string) => void;
}

interface BoxProps {
  id: string;
  html: string;
  describedBy: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/** The plain text box the editor replaces once its chunk has loaded: typing there already counts and saves. */
function EssayTextBox({ id, html, describedBy, onChange, onBlur }: BoxProps) {
  // Its own text, so blank lines typed between paragraphs survive until the next paragraph starts.
  const [text, setText] = useState(() => essayText(html));
  return (
    <textarea
      id={id}
      dir="auto"
      rows={10}
      maxLength={MAX_ESSAY_TEXT}
      value={text}
      aria-describedby={describedBy}
      className={cn(controlClass, 'min-h-60 resize-y py-3 text-lg leading-relaxed')}
      onChange={(e) => {
        setText(e.target.value);
        onChange(essayHtml(e.target.value));
      }}
      onBlur={onBlur}
    />
  );
}

/**
 * A written answer a person marks: a rich-text editor (bold, italic, underline, lists, equations; loaded only for
 * an essay), a live word count against the question's limits (Arabic words counted as the marker counts them),
 * prefilled with the template while empty. Saved as the student types through the same answer path as every
 * other type (autosave, offline queue), as the HTML the server sanitizes.
 */
export function EssayAnswer({ value, limits, labelledBy, onAnswer }: EssayAnswerProps) {
  const { t, i18n } = useTranslation('player');
  const id = useId();
  const lang = currentLanguage();
  const { draft, change, flush } = useDraft(value || limits?.template || '', onAnswer);
  const words = countWords(essayText(draft));
  const min = limits?.min_words ?? null;
  const max = limits?.max_words ?? null;
  // Short of the minimum only says so once writing has started: an empty box is not yet a problem.
  const state = max !== null && words > max ? 'over' : min !== null && words > 0 && words < min ? 'under' : 'ok';
  const count = new Intl.NumberFormat(i18n.language).format(words);
  // A student may write in either language: the text's first letter sets its direction (markers read it the same
  // way); an empty box starts in the page's.
  const dir = /\p{L}/u.test(essayText(draft)) ? 'auto' : dirOf(lang);
  const describedBy = `${labelledBy} ${id}-count ${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-fg">
        {t('types.essay.label')}
      </label>
      <LazyRichEditor
        fallback={<EssayTextBox id={id} html={draft} describedBy={describedBy} onChange={change} onBlur={flush} />}
        value={draft}
        onChange={change}
        onBlur={flush}
        dir={dir}
        lang={lang}
        labelledBy={`${id}-label`}
        label={t('types.essay.label')}
        describedBy={describedBy}
        tools={TOOLS}
        maxLength={MAX_ESSAY_TEXT}
        size="essay"
      />
      <p id={`${id}-count`} aria-live="polite" className={cn('text-sm', state === 'ok' ? 'text-fg-muted' : 'font-medium text-danger')}>
        {t('types.essay.words', { count: words, formatted: count })}
        {min !== null || max !== null
          ? ` · ${t(`types.essay.limits.${min !== null && max !== null ? 'both' : min !== null ? 'min' : 'max'}`, { min, max })}`
          : ''}
        {state !== 'ok' ? ` · ${t(`types.essay.${state}`)}` : ''}
      </p>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('types.essay.hint')}
      </p>
    </div>
  );
}
