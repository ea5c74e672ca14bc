import type { QuestionResponse } from '@mizan/contract/trials';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { RichText } from '@/components/ui/rich-text';

interface AnswerOptionsProps {
  question: QuestionResponse;
  selected: number | null;
  onSelect: (answerId: number) => void;
}

/** Native radios: arrow keys move and choose, and screen readers announce a radio group with the question as its name. */
export function AnswerOptions({ question, selected, onSelect }: AnswerOptionsProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  return (
    <fieldset role="radiogroup" aria-labelledby="question-text" className="flex flex-col gap-3">
      <legend className="sr-only">{t('question.answers')}</legend>
      {question.answers.map((answer, index) => {
        const checked = answer.id === selected;
        return (
          <label
            key={answer.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={`question-${question.id}`}
              value={answer.id}
              checked={checked}
              onChange={() => onSelect(answer.id)}
              className="sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold',
                checked ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-fg-muted',
              )}
            >
              {index < 9 ? formatNumber(index + 1, lang) : ''}
            </span>
            <RichText as="span" className="leading-relaxed text-fg" html={answer.text} />
          </label>
        );
      })}
    </fieldset>
  );
}
