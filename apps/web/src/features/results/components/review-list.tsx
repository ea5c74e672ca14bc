import type { ReviewItem } from '@mizan/contract/results';
import { CircleCheck, CircleDashed, CircleX, Hourglass } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { ReviewAnswer } from './review-answer';
import { ReviewRubric } from './review-rubric';

const FIRST_DRAWN = 5;

/** Full marks, some (partial credit) or none; an essay without its mark yet is pending, never wrong. */
const outcomeOf = (item: ReviewItem) => (item.pending ? 'pending' : item.correct ? 'correct' : item.mark > 0 ? 'partial' : 'wrong');

const ICONS = {
  correct: <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />,
  partial: <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />,
  wrong: <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />,
  pending: <Hourglass aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />,
};

/** The rubric's levels, feedback and the marker's comment under an answer: what the student is told about it. */
function Notes({ item, t }: { item: ReviewItem; t: ReturnType<typeof useTranslation<'results'>>['t'] }) {
  if (!item.feedback && !item.general_feedback && !item.comment && !item.rubric) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border-s-4 border-primary bg-surface-muted p-3 text-sm text-fg">
      {item.rubric && <ReviewRubric rows={item.rubric} t={t} />}
      {item.feedback && <RichText html={item.feedback} />}
      {item.general_feedback && <RichText html={item.general_feedback} />}
      {item.comment && (
        <p>
          <span className="font-bold">{t('review.markerComment')} </span>
          <span dir="auto" className="whitespace-pre-line">
            {item.comment}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Each question with the student's answer beside the right one and the marks it earned. What is whose is said in
 * words (yours, correct); icons and colours are extra cues.
 */
export function ReviewList({ items, trialId }: { items: ReviewItem[]; trialId?: string }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  // The first questions come with the result; the rest follow in a transition, which React renders in slices
  // between frames: a 30-question review drawn at once blocked a phone's main thread for several 100–200 ms tasks.
  const [complete, setComplete] = useState(items.length <= FIRST_DRAWN);
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  return (
    <ol className="flex flex-col gap-4">
      {(complete ? items : items.slice(0, FIRST_DRAWN)).map((item, index) => {
        const outcome = outcomeOf(item);
        return (
          <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="flex flex-1 items-start gap-2 font-medium text-fg">
                {ICONS[outcome]}
                <span>
                  <span className="text-fg-muted">{formatNumber(index + 1, lang)}. </span>
                  <RichText as="span" html={item.text} />
                  <span className="sr-only"> — {t(`review.${outcome}`)}</span>
                </span>
              </p>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums',
                  outcome === 'correct'
                    ? 'bg-primary-soft text-primary-soft-fg'
                    : outcome === 'partial' || outcome === 'pending'
                      ? 'bg-surface-muted text-fg'
                      : 'bg-danger-soft text-danger',
                )}
              >
                {outcome === 'pending'
                  ? t('review.awaitingMark', { max: formatNumber(item.max_mark, lang, 2), count: item.max_mark })
                  : t('review.marks', {
                      mark: formatNumber(item.mark, lang, 2),
                      max: formatNumber(item.max_mark, lang, 2),
                      count: item.max_mark,
                    })}
              </span>
            </div>
            {item.image && <img src={item.image} alt="" className="max-h-56 rounded-lg object-contain" />}
            <ReviewAnswer item={item} t={t} trialId={trialId} />
            <Notes item={item} t={t} />
          </li>
        );
      })}
    </ol>
  );
}
