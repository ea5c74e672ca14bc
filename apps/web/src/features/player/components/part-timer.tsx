import type { QuestionResponse } from '@mizan/contract/trials';
import { Hourglass } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { WARNING_SECONDS } from '@/lib/quiz/countdown';
import { formatClock } from '@/lib/quiz/format';
import { useCountdown } from '../use-countdown';

interface Props {
  timer: NonNullable<QuestionResponse['part_timer']>;
  /** When the server's answer with this timer arrived. */
  receivedAt: number;
  /** At zero (also when the question was shown already closed): the player moves on. */
  onClosed: () => void;
}

/**
 * A timed section's or question's own countdown (#32), beside the quiz's: the server closes the part at zero, so
 * the player moves on then. Mounted per question (keyed), so each question's countdown starts afresh.
 */
export function PartTimer({ timer, receivedAt, onClosed }: Props) {
  const { t } = useTranslation('player');
  const snapshot = useMemo(() => ({ remainingSeconds: timer.remaining_seconds, receivedAt }), [timer.remaining_seconds, receivedAt]);
  const { remaining } = useCountdown(snapshot, onClosed);
  const left = remaining ?? 0;
  return (
    <p
      data-testid="part-countdown"
      data-seconds={left}
      className={cn(
        'flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold tabular-nums',
        left < Math.min(WARNING_SECONDS, timer.remaining_seconds / 4) ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-fg',
      )}
    >
      <Hourglass aria-hidden className="size-4" />
      <span className="text-xs font-medium">{t(`timer.part.${timer.scope}`)}</span>
      <span dir="ltr" className="font-mono">
        {formatClock(left, currentLanguage())}
      </span>
    </p>
  );
}
