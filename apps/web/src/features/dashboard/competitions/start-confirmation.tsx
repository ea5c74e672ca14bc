import type { Competition } from '@mizan/contract/competitions';
import { Clock, ListChecks, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useGetQuizQuery } from '@/lib/quiz/quiz-api';

interface StartConfirmationProps {
  competition: Competition;
  starting: boolean;
  onStart: () => void;
  onClose: () => void;
}

/** What "join and start" is about to do (a timed trial, one attempt, ranked by score then time), before it does it. */
export function StartConfirmation({ competition: c, starting, onStart, onClose }: StartConfirmationProps) {
  const { t } = useTranslation(['competitions', 'quizzes']);
  const lang = currentLanguage();
  const quiz = useGetQuizQuery(c.quiz.id);
  const minutes = quiz.data?.duration_minutes ?? null;
  const rules = [
    minutes === null ? 'confirmStart.untimedRule' : 'confirmStart.timerRule',
    'confirmStart.rankingRule',
    'confirmStart.onceRule',
  ];
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Play aria-hidden className="size-6 rtl:-scale-x-100" />}
      title={t('confirmStart.title', { title: c.title })}
      description={t('confirmStart.description', { quiz: c.quiz.title })}
      actions={
        <>
          <Button loading={starting} disabled={!quiz.data} onClick={onStart}>
            {t('confirmStart.start')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('confirmStart.cancel')}
          </Button>
        </>
      }
    >
      {quiz.data ? (
        <div className="flex flex-col gap-3 text-sm">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-fg-muted">
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              {minutes === null
                ? t('quizzes:meta.untimed')
                : t('quizzes:meta.minutes', { count: minutes, value: formatNumber(minutes, lang) })}
            </li>
            <li className="flex items-center gap-1.5">
              <ListChecks aria-hidden className="size-4" />
              {t('quizzes:meta.questions', { count: quiz.data.questions_count, value: formatNumber(quiz.data.questions_count, lang) })}
            </li>
          </ul>
          <ul className="list-disc space-y-1 ps-5 text-start text-fg">
            {rules.map((rule) => (
              <li key={rule}>{t(rule)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </ModalShell>
  );
}
