import type { Competition } from '@mizan/contract/competitions';
import { CalendarDays, ChartNoAxesColumn, Check, Play, Trophy, Users } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { apiErrorText } from '@/lib/quiz/api-error';
import { useEnterTrial } from '@/lib/quiz/enter-trial';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useJoinAndStartCompetitionMutation, useJoinCompetitionMutation } from './api';
import { Countdown } from './countdown';

// Dialogs load when first opened: their dialog code (focus trap, scroll lock) stays out of the dashboard's first paint.
const StartConfirmation = lazy(() => import('./start-confirmation').then((m) => ({ default: m.StartConfirmation })));

const STATUS_STYLE: Record<Competition['status'], string> = {
  upcoming: 'bg-surface-muted text-fg',
  running: 'bg-primary-soft text-primary-soft-fg',
  ended: 'bg-surface-muted text-fg-muted',
};

interface CompetitionCardProps {
  competition: Competition;
  /** When the list arrived on this device (the countdown follows the server's clock from there). */
  receivedAt: number;
  onChanged: () => void;
  onLeaderboard: () => void;
}

/** One competition; its join and join-and-start calls have their own loading flags (client-spec §3). */
export function CompetitionCard({ competition: c, receivedAt, onChanged, onLeaderboard }: CompetitionCardProps) {
  const { t } = useTranslation('competitions');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const enterTrial = useEnterTrial();
  const [join, joining] = useJoinCompetitionMutation();
  const [joinAndStart, starting] = useJoinAndStartCompetitionMutation();
  const [confirming, setConfirming] = useState(false);
  const fail = (failure: unknown) =>
    dispatch(noticeShown({ tone: 'error', text: apiErrorText(failure), messageKey: 'status.genericError' }));

  const onJoin = async () => {
    try {
      await join(c.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('joinedNotice', { title: c.title }) }));
      onChanged();
    } catch (failure) {
      fail(failure);
    }
  };
  const onStart = async () => {
    try {
      enterTrial(await joinAndStart(c.id).unwrap(), c.quiz.id);
    } catch (failure) {
      setConfirming(false);
      fail(failure);
    }
  };

  const headingId = `competition-${c.id}`;
  const participants =
    c.max_participants === null
      ? t('participants', { count: c.participants_count, n: formatNumber(c.participants_count, lang) })
      : t('participantsOf', {
          count: c.participants_count,
          n: formatNumber(c.participants_count, lang),
          max: formatNumber(c.max_participants, lang),
        });

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-bold text-fg">
          {c.title}
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_STYLE[c.status])}>{t(`status.${c.status}`)}</span>
      </div>
      <p className="text-sm leading-relaxed text-fg-muted">{c.description}</p>
      <ul className="flex flex-col gap-1 text-sm text-fg-muted">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {t('window', { start: formatDate(c.starts_at, lang), end: formatDate(c.ends_at, lang) })}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-4 shrink-0" />
          {participants}
        </li>
      </ul>
      {c.status === 'upcoming' && (
        <Countdown startsAt={c.starts_at} serverNow={c.server_now} receivedAt={receivedAt} onStarted={onChanged} />
      )}
      {c.status === 'ended' && <p className="text-sm text-fg-muted">{t('closed')}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {c.status !== 'ended' &&
          (c.joined ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-soft-fg">
              <Check aria-hidden className="size-4" />
              {t('joined')}
            </span>
          ) : (
            <Button size="sm" variant="secondary" loading={joining.isLoading} disabled={starting.isLoading} onClick={() => void onJoin()}>
              {t('join')}
            </Button>
          ))}
        {c.my_trial_id && c.my_trial_completed ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.results(c.quiz.id, c.my_trial_id)}>
              <ChartNoAxesColumn aria-hidden className="size-4" />
              {t('viewResult')}
            </Link>
          </Button>
        ) : (
          c.status === 'running' && (
            <Button
              size="sm"
              loading={starting.isLoading}
              disabled={joining.isLoading}
              // A trial already running is continued; a new one is confirmed first (it starts a clock).
              onClick={() => (c.my_trial_id ? void onStart() : setConfirming(true))}
            >
              <Play aria-hidden className="size-4 rtl:-scale-x-100" />
              {c.my_trial_id ? t('continue') : t('joinAndStart')}
            </Button>
          )
        )}
        <Button size="sm" variant="ghost" onClick={onLeaderboard}>
          <Trophy aria-hidden className="size-4" />
          {t('leaderboard.open')}
        </Button>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <StartConfirmation
            competition={c}
            starting={starting.isLoading}
            onStart={() => void onStart()}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
