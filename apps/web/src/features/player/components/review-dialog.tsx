import type { QuestionIdsResponse } from '@mizan/contract/trials';
import { ClipboardCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import type { EndPhase } from '../use-end-trial';
import { EndingStatus } from './ending-status';

interface ReviewDialogProps {
  ids: QuestionIdsResponse;
  isAnswered: (id: number, submitted: boolean) => boolean;
  flagged: ReadonlySet<number>;
  /** Where the student may go from here: any question, or (forward-only) the current one only. */
  canOpen: (id: number) => boolean;
  onOpen: (id: number) => void;
  onSubmit: () => void;
  phase: EndPhase;
  onClose: () => void;
}

/**
 * "End" in the player (as Moodle's and ClassMarker's summary pages): what is answered, unanswered and flagged,
 * each question a link back to it, then a separate, explicit confirmation before the answers are submitted.
 */
export function ReviewDialog({ ids, isAnswered, flagged, canOpen, onOpen, onSubmit, phase, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const [confirming, setConfirming] = useState(false);
  const numbered = ids.map((entry, index) => ({ ...entry, number: index + 1, done: isAnswered(entry.id, entry.is_submitted) }));
  const groups = [
    { key: 'unanswered', items: numbered.filter((q) => !q.done) },
    { key: 'flagged', items: numbered.filter((q) => flagged.has(q.id)) },
    { key: 'answered', items: numbered.filter((q) => q.done) },
  ] as const;
  const unanswered = groups[0].items.length;

  if (confirming)
    return (
      <ModalShell
        open
        onClose={onClose}
        icon={<Send aria-hidden className="size-6 rtl:-scale-x-100" />}
        title={t('review.confirmTitle')}
        description={unanswered ? t('review.confirmUnanswered', { count: unanswered }) : t('review.confirmAll')}
        actions={
          <>
            <Button loading={phase !== 'idle'} onClick={onSubmit}>
              {t('review.submitNow')}
            </Button>
            <Button variant="secondary" disabled={phase !== 'idle'} onClick={() => setConfirming(false)}>
              {t('review.backToSummary')}
            </Button>
          </>
        }
      >
        <EndingStatus phase={phase} />
      </ModalShell>
    );

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<ClipboardCheck aria-hidden className="size-6" />}
      title={t('review.title')}
      description={t('review.description')}
      className="max-w-lg"
      actions={
        <>
          <Button onClick={() => setConfirming(true)}>{t('review.submit')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('review.back')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {groups.map(({ key, items }) => (
          <section key={key} aria-labelledby={`review-${key}`} className="flex flex-col gap-2">
            <h3 id={`review-${key}`} className="text-sm font-bold text-fg">
              {t(`review.${key}`, { count: items.length })}
            </h3>
            {items.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {items.map((q) => {
                  const label = t('review.open', { number: q.number });
                  const look = cn(
                    'flex size-9 items-center justify-center rounded-lg border text-sm font-medium tabular-nums',
                    q.done ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border bg-surface text-fg',
                  );
                  return (
                    <li key={q.id}>
                      {canOpen(q.id) ? (
                        <button type="button" aria-label={label} className={cn(look, 'hover:border-primary')} onClick={() => onOpen(q.id)}>
                          {formatNumber(q.number, lang)}
                        </button>
                      ) : (
                        <span className={cn(look, 'opacity-60')}>{formatNumber(q.number, lang)}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
    </ModalShell>
  );
}
