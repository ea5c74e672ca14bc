import type { AdminTrialRow, MarkingState, QuizTrialsQuery } from '@mizan/contract/admin/marking';
import type { ColumnDef } from '@tanstack/react-table';
import { PenLine, Radio, RefreshCw, ShieldAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatClock, formatDate, formatNumber } from '@/lib/quiz/format';
import { useGetAdminQuizQuery } from '../quizzes/api';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetQuizTrialsQuery } from './api';
import { MarkingStateBadge } from './marking-state-badge';
import { RegradeDialog } from './regrade-dialog';
import { PassedText, ScoreText, TrialStatusText } from './trial-text';
import { BackToQuiz } from '../quizzes/back-to-quiz';

const FILTERS = ['status', 'marking'] as const;
const STATUSES = ['in_progress', 'completed'] as const;
const MARKING_STATES = ['pending', 'complete'] as const;

/** Every attempt of one quiz, newest first: who, which version, where it stands, the score; each opens its review. */
export default function TrialsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const quizId = Number(useParams().quizId);
  const valid = Number.isInteger(quizId) && quizId > 0;
  const list = useListParams(FILTERS);
  const [regrading, setRegrading] = useState(false);
  const { data: quiz } = useGetAdminQuizQuery(quizId, { skip: !valid });
  const { data, isLoading } = useGetQuizTrialsQuery(
    {
      quizId,
      query: {
        ...list.query,
        status: (list.filters.status || undefined) as QuizTrialsQuery['status'],
        marking: (list.filters.marking || undefined) as MarkingState | undefined,
      },
    },
    { skip: !valid },
  );

  const columns = useMemo<ColumnDef<AdminTrialRow>[]>(
    () => [
      {
        id: 'student',
        header: t('marking.student'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <Link to={paths.adminTrial(row.original.id)} className="font-medium text-primary hover:underline">
              <bdi>{row.original.student.name || row.original.student.email}</bdi>
            </Link>
            <span className="text-xs text-fg-muted" dir="ltr">
              {row.original.student.email}
            </span>
          </div>
        ),
      },
      {
        id: 'version',
        header: t('marking.version'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => (row.original.version === null ? t('marking.none') : formatNumber(row.original.version, lang)),
      },
      {
        id: 'status',
        header: t('marking.status'),
        meta: { className: 'hidden sm:table-cell' },
        cell: ({ row }) => <TrialStatusText status={row.original.status} />,
      },
      { id: 'marking', header: t('marking.markingState'), cell: ({ row }) => <MarkingStateBadge state={row.original.marking} /> },
      { id: 'score', header: t('marking.score'), cell: ({ row }) => <ScoreText trial={row.original} /> },
      {
        id: 'passed',
        header: t('marking.passed'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => <PassedText passed={row.original.passed} />,
      },
      {
        id: 'started_at',
        header: t('marking.startedAt'),
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.started_at, lang)}</span>,
      },
      {
        id: 'time_taken',
        header: t('marking.timeTaken'),
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ row }) =>
          row.original.time_taken_seconds === null ? (
            t('marking.none')
          ) : (
            <span dir="ltr">{formatClock(row.original.time_taken_seconds, lang)}</span>
          ),
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <BackToQuiz quizId={quizId} />
      <PageHeader
        title={t('marking.trialsTitle')}
        description={quiz?.title}
        actions={
          <div className="flex flex-wrap gap-2">
            {!!quiz?.versions.length && quiz.scoring === 'graded' && (
              <Button variant="secondary" onClick={() => setRegrading(true)}>
                <RefreshCw aria-hidden className="size-4" />
                {t('marking.regrade.button')}
              </Button>
            )}
            <Button variant="secondary" asChild>
              <Link to={paths.adminQuizMarking(quizId)}>
                <PenLine aria-hidden className="size-4" />
                {t('marking.markAnswers')}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={paths.adminQuizLive(quizId)}>
                <Radio aria-hidden className="size-4" />
                {t('live.open')}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={paths.adminQuizIntegrity(quizId)}>
                <ShieldAlert aria-hidden className="size-4" />
                {t('integrity.review')}
              </Link>
            </Button>
          </div>
        }
      />
      {regrading && quiz && <RegradeDialog quizId={quizId} versions={quiz.versions} onClose={() => setRegrading(false)} />}
      <DataTable
        label={t('marking.trialsTitle')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(r) => r.id}
        searchLabel={t('marking.search')}
        empty={t('marking.trialsEmpty')}
        emptyUnfiltered={t('marking.trialsNone')}
        filters={<Filters list={list} />}
      />
    </div>
  );
}

function Filters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="w-full sm:w-40">
        <Select
          label={t('marking.status')}
          value={list.filters.status}
          onChange={(e) => list.set({ status: e.target.value })}
          options={[{ value: '', label: t('filters.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`marking.trialStatus.${s}`) }))]}
        />
      </div>
      <div className="w-full sm:w-44">
        <Select
          label={t('marking.markingState')}
          value={list.filters.marking}
          onChange={(e) => list.set({ marking: e.target.value })}
          options={[{ value: '', label: t('filters.all') }, ...MARKING_STATES.map((s) => ({ value: s, label: t(`marking.state.${s}`) }))]}
        />
      </div>
    </>
  );
}
