import type { PresentedItem } from '@mizan/contract/trials';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

interface MatchingAnswerProps {
  prompts: readonly PresentedItem[];
  /** In this trial's order; may hold answers that match no prompt. */
  choices: readonly PresentedItem[];
  /** The answer chosen for each prompt id. */
  pairs: ReadonlyMap<string, string>;
  labelledBy: string;
  onAnswer: (pairs: Map<string, string>) => void;
}

/**
 * One native select per prompt: the most accessible picker on phones and with screen readers, usable by
 * keyboard alone (no dragging needed). Each choice says which prompt already took it.
 */
export function MatchingAnswer({ prompts, choices, pairs, labelledBy, onAnswer }: MatchingAnswerProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const id = useId();
  const takenBy = new Map([...pairs].map(([prompt, answer]) => [answer, prompts.findIndex((p) => p.id === prompt) + 1]));
  const choose = (prompt: string, answer: string) => {
    const next = new Map(pairs);
    if (answer === '') next.delete(prompt);
    else next.set(prompt, answer);
    onAnswer(next);
  };

  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={`${id}-hint`} className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('types.matching.hint')}
      </p>
      <ol className="flex flex-col gap-3">
        {prompts.map((prompt, index) => {
          const chosen = pairs.get(prompt.id);
          return (
            <li
              key={prompt.id}
              className={cn(
                'grid items-center gap-2 rounded-xl border-2 p-3 sm:grid-cols-2 sm:gap-4',
                chosen === undefined ? 'border-border bg-surface' : 'border-primary bg-primary-soft',
              )}
            >
              <label htmlFor={`${id}-${prompt.id}`} className="flex items-center gap-3 leading-relaxed font-medium text-fg">
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-sm font-bold text-fg-muted"
                >
                  {formatNumber(index + 1, lang)}
                </span>
                {prompt.text}
              </label>
              <div className="relative">
                <select
                  id={`${id}-${prompt.id}`}
                  value={chosen ?? ''}
                  className={cn(controlClass, 'h-11 appearance-none pe-9')}
                  onChange={(e) => choose(prompt.id, e.target.value)}
                >
                  <option value="">{t('types.matching.choose')}</option>
                  {choices.map((choice) => {
                    const taken = takenBy.get(choice.id);
                    return (
                      <option key={choice.id} value={choice.id}>
                        {taken && taken !== index + 1
                          ? t('types.matching.taken', { text: choice.text, number: formatNumber(taken, lang) })
                          : choice.text}
                      </option>
                    );
                  })}
                </select>
                <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
