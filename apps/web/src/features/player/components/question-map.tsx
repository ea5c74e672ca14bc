import type { QuestionIdsResponse } from '@mizan/contract/trials';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

interface QuestionMapProps {
  ids: QuestionIdsResponse;
  currentId: number;
  answered: (id: number, submitted: boolean) => boolean;
  /** Questions flagged for review: marked with a flag. */
  flagged: ReadonlySet<number>;
  /** Absent when the quiz moves forward only. */
  onJump?: (id: number) => void;
}

/** The corner mark of a flagged question (its label already says so). */
const FlagMark = () => (
  <span aria-hidden className="absolute -end-1.5 -top-1.5 flex size-4 items-center justify-center rounded-full bg-danger text-white">
    <Flag className="size-2.5 fill-current" />
  </span>
);

export function QuestionMap({ ids, currentId, answered, flagged, onJump }: QuestionMapProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  return (
    <nav aria-label={t('map.label')}>
      <ol className="flex flex-wrap gap-2">
        {ids.map((entry, index) => {
          const done = answered(entry.id, entry.is_submitted);
          const current = entry.id === currentId;
          const marked = flagged.has(entry.id);
          const status = t(done ? 'map.answered' : 'map.unanswered', { number: formatNumber(index + 1, lang) });
          const label = marked ? `${status}${t('map.flaggedSuffix')}` : status;
          const look = cn(
            'relative flex size-9 items-center justify-center rounded-lg border text-sm font-medium tabular-nums',
            done ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg',
            current && 'ring-2 ring-ring ring-offset-2 ring-offset-bg',
          );
          return (
            <li key={entry.id}>
              {onJump ? (
                <button
                  type="button"
                  aria-label={label}
                  aria-current={current ? 'step' : undefined}
                  className={look}
                  onClick={() => onJump(entry.id)}
                >
                  {formatNumber(index + 1, lang)}
                  {marked && <FlagMark />}
                </button>
              ) : (
                <span aria-label={label} aria-current={current ? 'step' : undefined} role="img" className={look}>
                  {formatNumber(index + 1, lang)}
                  {marked && <FlagMark />}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
