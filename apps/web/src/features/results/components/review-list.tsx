import type { ReviewItem } from '@mizan/contract/results';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { RichText } from '@/components/ui/rich-text';

/** Each answer says in words what it was (yours, correct), with an icon and colour as extra cues. */
export function ReviewList({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item, index) => (
        <li key={item.id} className="rounded-xl border border-border p-4">
          <p className="mb-3 flex items-start gap-2 font-medium text-fg">
            {item.correct ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            ) : (
              <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
            )}
            <span>
              <span className="text-fg-muted">{formatNumber(index + 1, lang)}. </span>
              <RichText as="span" html={item.text} />
              <span className="sr-only"> — {t(item.correct ? 'review.correct' : 'review.wrong')}</span>
            </span>
          </p>
          <ul className="flex flex-col gap-1.5">
            {item.answers.map((answer) => {
              const mine = answer.id === item.selected_answer_id;
              const notes = [mine && t('review.yours'), answer.is_correct && t('review.correctAnswer')].filter(Boolean);
              return (
                <li
                  key={answer.id}
                  className={cn(
                    'flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm',
                    answer.is_correct ? 'bg-primary-soft text-primary-soft-fg' : mine ? 'bg-danger-soft text-danger' : 'text-fg-muted',
                  )}
                >
                  <RichText as="span" html={answer.text} />
                  {notes.length > 0 && <span className="text-xs font-bold">{notes.join(' · ')}</span>}
                </li>
              );
            })}
            {item.selected_answer_id === null && <li className="px-3 text-xs text-fg-muted">{t('review.unanswered')}</li>}
          </ul>
        </li>
      ))}
    </ol>
  );
}
