import type { AdminCompetition } from '@mizan/contract/admin/competitions';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { ArrowRight, Download, FileSpreadsheet, Pencil, SearchX, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Fact, Facts } from '@/components/ui/facts';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useDownload } from '../shell/use-download';
import { useCloseCompetitionMutation, useExportCompetitionRankingMutation, useGetAdminCompetitionQuery } from './api';
import { CompetitionDialog } from './competition-dialog';
import { CompetitionStatusBadge } from './competition-status-badge';
import { competitionTitle, ParticipantsText } from './competition-text';
import { ParticipantsTable } from './participants-table';
import { RankingCard } from './ranking-card';

/** Counts and state follow the running competition as often as its ranking does. */
const POLL_MS = 15_000;

/** One competition: its facts, the live ranking, everyone who joined; edit, close early, export the ranking. */
export default function CompetitionPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().competitionId);
  const valid = Number.isInteger(id) && id > 0;
  const [polling, setPolling] = useState(0);
  const { data: competition, isError } = useGetAdminCompetitionQuery(id, { skip: !valid, pollingInterval: polling });
  const running = competition?.status === 'running';
  if (running !== polling > 0) setPolling(running ? POLL_MS : 0);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <Link to={paths.adminCompetitions} className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline">
        <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
        {t('competitions.backToList')}
      </Link>
      {competition ? (
        <>
          <Header competition={competition} />
          <RankingCard competition={competition} />
          <ParticipantsTable competitionId={competition.id} polling={polling} />
        </>
      ) : isError || !valid ? (
        <EmptyState icon={SearchX} title={t('competitions.notFound')} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

function Header({ competition }: { competition: AdminCompetition }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const save = useDownload();
  const [close, { isLoading: closing }] = useCloseCompetitionMutation();
  const [exportRanking, { isLoading: exporting, originalArgs: exported }] = useExportCompetitionRankingMutation();
  const download = (format: ExportFormat) =>
    void save(() => exportRanking({ id: competition.id, format }).unwrap(), `competition-${competition.id}-ranking.${format}`);
  const [dialog, setDialog] = useState<'edit' | 'close' | null>(null);
  const title = competitionTitle(competition, lang);
  const count = (key: string, n: number) => t(key, { count: n, n: formatNumber(n, lang) });

  const closeNow = async () => {
    try {
      await close(competition.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('competitions.closed', { title }), messageKey: 'status.genericError' }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
    setDialog(null);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={(lang === 'en' && competition.description.en) || competition.description.ar || undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden className="size-4" />
              {t('actions.edit')}
            </Button>
            <Button variant="secondary" loading={exporting && exported?.format === 'csv'} onClick={() => download('csv')}>
              <Download aria-hidden className="size-4" />
              {t('competitions.export')}
            </Button>
            <Button variant="secondary" loading={exporting && exported?.format === 'xlsx'} onClick={() => download('xlsx')}>
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('competitions.exportXlsx')}
            </Button>
            {competition.status === 'running' && (
              <Button variant="danger" onClick={() => setDialog('close')}>
                <TimerOff aria-hidden className="size-4" />
                {t('competitions.close')}
              </Button>
            )}
          </div>
        }
      />
      <Card className="p-5">
        <Facts>
          <Fact label={t('competitions.state')}>
            <CompetitionStatusBadge status={competition.status} />
          </Fact>
          <Fact label={t('competitions.quiz')}>{competition.quiz.title}</Fact>
          <Fact label={t('competitions.startsAt')}>{formatDate(competition.starts_at, lang)}</Fact>
          <Fact label={t('competitions.endsAt')}>{formatDate(competition.ends_at, lang)}</Fact>
          <Fact label={t('competitions.participants')}>
            <ParticipantsText competition={competition} />
          </Fact>
          <Fact label={t('competitions.trials')}>
            <span className="flex flex-wrap gap-x-3">
              <span>{count('competitions.completedCount', competition.completed_count)}</span>
              <span>{count('competitions.inProgressCount', competition.in_progress_count)}</span>
            </span>
          </Fact>
        </Facts>
        {competition.status === 'ended' && competition.in_progress_count > 0 && (
          <p role="note" className="mt-4 rounded-lg bg-surface-muted p-3 text-sm">
            {count('competitions.stillPlaying', competition.in_progress_count)}
          </p>
        )}
      </Card>
      {dialog === 'edit' && <CompetitionDialog competition={competition} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'close'}
        title={t('competitions.closeTitle', { title })}
        description={t('competitions.closeDescription')}
        confirmLabel={t('competitions.closeConfirm')}
        danger
        busy={closing}
        onConfirm={() => void closeNow()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
