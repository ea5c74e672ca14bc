import type { IntegrityQuery, IntegrityRow } from '@mizan/contract/admin/integrity';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/quiz/format';
import { TrialStatusText } from '../marking/trial-text';
import { useGetAdminQuizQuery } from '../quizzes/api';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetIntegrityQueueQuery } from './api';
import { CollusionCard } from './collusion-card';
import { SummaryText } from './evidence-text';
import { VerdictBadge } from './verdict-badge';
import { BackToQuiz } from '../quizzes/back-to-quiz';

const FILTERS = ['state'] as const;
const STATES = ['open', 'cleared', 'confirmed', 'all'] as const;

/**
 * The evidence review of one quiz (#32): attempts whose events show something, most first, anonymous like the
 * marking queue; each opens on its attempt's page, where a person reads the events and decides.
 */
export default function IntegrityPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const quizId = Number(useParams().quizId);
  const valid = Number.isInteger(quizId) && quizId > 0;
  const list = useListParams(FILTERS);
  const { data: quiz } = useGetAdminQuizQuery(quizId, { skip: !valid });
  const state = (list.filters.state || 'open') as IntegrityQuery['state'];
  const { data, isLoading } = useGetIntegrityQueueQuery({ quizId, query: { ...list.query, state } }, { skip: !valid });

  const columns = useMemo<ColumnDef<IntegrityRow>[]>(
    () => [
      {
        id: 'candidate',
        header: t('integrity.candidate'),
        cell: ({ row }) => (
          <Link to={paths.adminTrial(row.original.trial)} className="font-medium text-primary hover:underline" dir="ltr">
            {row.original.candidate}
          </Link>
        ),
      },
      {
        id: 'evidence',
        header: t('integrity.evidence'),
        cell: ({ row }) => (
          <span className="text-sm">
            <SummaryText summary={row.original.summary} />
          </span>
        ),
      },
      {
        id: 'status',
        header: t('marking.status'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => <TrialStatusText status={row.original.status} />,
      },
      {
        id: 'started_at',
        header: t('marking.startedAt'),
        meta: { className: 'hidden lg:table-cell' },
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.started_at, lang)}</span>,
      },
      { id: 'verdict', header: t('integrity.verdict'), cell: ({ row }) => <VerdictBadge row={row.original} /> },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <BackToQuiz quizId={quizId} />
      <PageHeader
        title={t('integrity.title')}
        description={quiz ? `${quiz.title} · ${t('integrity.description')}` : t('integrity.description')}
      />
      <DataTable
        label={t('integrity.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(r) => r.trial}
        searchLabel={t('integrity.search')}
        empty={t('integrity.empty')}
        emptyUnfiltered={t('integrity.none')}
        filters={<Filters list={list} />}
      />
      {valid && <CollusionCard quizId={quizId} />}
    </div>
  );
}

function Filters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <div className="w-full sm:w-48">
      <Select
        label={t('integrity.state')}
        value={list.filters.state || 'open'}
        onChange={(e) => list.set({ state: e.target.value })}
        options={STATES.map((s) => ({ value: s, label: t(`integrity.states.${s}`) }))}
      />
    </div>
  );
}
