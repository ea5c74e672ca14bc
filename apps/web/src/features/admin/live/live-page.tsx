import type { LiveTaker } from '@mizan/contract/admin/live';
import { Clock, MonitorSmartphone, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { apiErrorText } from '@/lib/quiz/api-error';
import { formatClock, formatNumber } from '@/lib/quiz/format';
import { useReleaseDeviceMutation } from '../exam-access/api';
import { useGetAdminQuizQuery } from '../quizzes/api';
import { useEndTrialMutation, useExtendTrialMutation, useGetLiveMonitorQuery } from './api';
import { RoomActions } from './room-actions';
import { BackToQuiz } from '../quizzes/back-to-quiz';

/** The bound: the room's state within 5 s. */
const REFRESH_MS = 5_000;

/**
 * The live monitor of a sitting (#32): who has not started (with an assignment), who is sitting (answered of N,
 * time left, last seen, connection, events) and who finished, refreshed every 5 s; per student, five more minutes,
 * end now or release the device; for the room, more time and announcements.
 */
export default function LivePage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const quizId = Number(useParams().quizId);
  const [search] = useSearchParams();
  const assignment = Number(search.get('assignment')) || undefined;
  const { data: quiz } = useGetAdminQuizQuery(quizId);
  const { data, isLoading } = useGetLiveMonitorQuery(
    { quizId, assignment },
    { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: false },
  );
  const [problem, setProblem] = useState('');
  const n = (value: number) => formatNumber(value, lang);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <BackToQuiz quizId={quizId} />
      <PageHeader title={t('live.title')} description={quiz?.title} />
      {data && (
        <dl className="grid grid-cols-3 gap-3">
          {(['not_started', 'in_progress', 'finished'] as const).map((state) => (
            <Card key={state} className="flex flex-col gap-1 p-4">
              <dt className="text-xs text-fg-muted">{t(`live.states.${state}`)}</dt>
              <dd className="text-2xl font-bold text-fg">{n(data.counts[state])}</dd>
            </Card>
          ))}
        </dl>
      )}
      <RoomActions quizId={quizId} />
      {problem && (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-2 text-sm text-danger">
          {problem}
        </p>
      )}
      {isLoading || !data ? (
        <Skeleton className="h-64" />
      ) : data.takers.length === 0 ? (
        <Card className="p-6 text-center text-sm text-fg-muted">{t('live.empty')}</Card>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('live.title')}</caption>
            <thead className="bg-surface-muted text-start text-xs text-fg-muted">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t('live.student')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('live.progress')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('live.timeLeft')}
                </th>
                <th scope="col" className="hidden p-3 text-start md:table-cell">
                  {t('live.connection')}
                </th>
                <th scope="col" className="hidden p-3 text-start md:table-cell">
                  {t('live.events')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('live.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.takers.map((taker) => (
                <TakerRow key={taker.trial ?? taker.student.id} taker={taker} onProblem={setProblem} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

function TakerRow({ taker, onProblem }: { taker: LiveTaker; onProblem: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [extend, extending] = useExtendTrialMutation();
  const [end, ending] = useEndTrialMutation();
  const [release, releasing] = useReleaseDeviceMutation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    onProblem('');
    try {
      await action();
    } catch (failure) {
      onProblem(apiErrorText(failure) ?? t('live.failed'));
    }
  };
  const running = taker.state === 'in_progress' && taker.trial !== null;
  const name = taker.student.name || taker.student.email;

  return (
    <tr>
      <td className="p-3">
        <div className="flex flex-col">
          {taker.trial ? (
            <Link to={paths.adminTrial(taker.trial)} className="font-medium text-primary hover:underline">
              <bdi>{name}</bdi>
            </Link>
          ) : (
            <bdi className="font-medium">{name}</bdi>
          )}
          <span className="text-xs text-fg-muted">{t(`live.states.${taker.state}`)}</span>
        </div>
      </td>
      <td className="p-3 whitespace-nowrap">
        {taker.state === 'not_started'
          ? '—'
          : t('live.answered', { answered: formatNumber(taker.answered, lang), total: formatNumber(taker.total, lang) })}
      </td>
      <td className="p-3 whitespace-nowrap" dir="ltr">
        {taker.remaining_seconds === null ? '—' : formatClock(taker.remaining_seconds, lang)}
      </td>
      <td className="hidden p-3 md:table-cell">
        {taker.connection && (
          <span
            className={cn(
              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
              taker.connection === 'online' ? 'bg-primary-soft text-primary-soft-fg' : 'bg-danger-soft text-danger',
            )}
          >
            {t(`live.connections.${taker.connection}`)}
          </span>
        )}
      </td>
      <td className="hidden p-3 md:table-cell">{formatNumber(taker.events, lang)}</td>
      <td className="p-3">
        {running && taker.trial && (
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="secondary"
              loading={extending.isLoading}
              aria-label={t('live.extendOneLabel', { name })}
              onClick={() => void act(() => extend({ trialId: taker.trial!, body: { minutes: 5 } }).unwrap())}
            >
              <Clock aria-hidden className="size-4" />
              {t('live.extendOne')}
            </Button>
            {taker.device_bound && (
              <Button
                size="sm"
                variant="ghost"
                loading={releasing.isLoading}
                aria-label={t('live.releaseLabel', { name })}
                onClick={() => void act(() => release(taker.trial!).unwrap())}
              >
                <MonitorSmartphone aria-hidden className="size-4" />
                {t('live.release')}
              </Button>
            )}
            <Button size="sm" variant="ghost" aria-label={t('live.endLabel', { name })} onClick={() => setConfirmEnd(true)}>
              <Square aria-hidden className="size-4" />
              {t('live.end')}
            </Button>
          </div>
        )}
        <ModalShell
          open={confirmEnd}
          onClose={() => setConfirmEnd(false)}
          title={t('live.endTitle', { name })}
          description={t('live.endDescription')}
          actions={
            <>
              <Button
                variant="danger"
                loading={ending.isLoading}
                onClick={() =>
                  void act(async () => {
                    await end(taker.trial!).unwrap();
                    setConfirmEnd(false);
                  })
                }
              >
                {t('live.endConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
                {t('actions.cancel')}
              </Button>
            </>
          }
        />
      </td>
    </tr>
  );
}
