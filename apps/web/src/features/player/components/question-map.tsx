import type { QuestionIdsResponse } from '@mizan/contract/trials';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

interface QuestionMapProps {
  ids: QuestionIdsResponse;
  currentId: number;
  answered: (id: number, submitted: boolean) => boolean;
  /** Absent when the quiz moves forward only. */
  onJump?: (id: number) => void;
}

export function QuestionMap({ ids, currentId, answered, onJump }: QuestionMapProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  return (
    <nav aria-label={t('map.label')}>
      <ol className="flex flex-wrap gap-2">
        {ids.map((entry, index) => {
          const done = answered(entry.id, entry.is_submitted);
          const current = entry.id === currentId;
          const label = t(done ? 'map.answered' : 'map.unanswered', { number: formatNumber(index + 1, lang) });
          const look = cn(
            'flex size-9 items-center justify-center rounded-lg border text-sm font-medium tabular-nums',
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
                </button>
              ) : (
                <span aria-label={label} aria-current={current ? 'step' : undefined} role="img" className={look}>
                  {formatNumber(index + 1, lang)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
