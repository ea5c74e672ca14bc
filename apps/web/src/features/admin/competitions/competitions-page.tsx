import type { AdminCompetition, AdminCompetitionListQuery } from '@mizan/contract/admin/competitions';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetAdminCompetitionsQuery } from './api';
import { CompetitionDialog } from './competition-dialog';
import { CompetitionStatusBadge } from './competition-status-badge';
import { competitionTitle, ParticipantsText } from './competition-text';

const FILTERS = ['status'] as const;
const STATUSES = ['upcoming', 'running', 'ended'] as const;

/** Competitions on published quizzes: their windows, who joined, and (in each one's page) the live ranking. */
export default function CompetitionsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetAdminCompetitionsQuery({
    ...list.query,
    status: (list.filters.status || undefined) as AdminCompetitionListQuery['status'],
  });
  const [editing, setEditing] = useState<AdminCompetition | 'new' | null>(null);

  const columns = useMemo<ColumnDef<AdminCompetition>[]>(
    () => [
      {
        id: 'title',
        header: t('competitions.titleField'),
        cell: ({ row }) => (
          <Link to={paths.adminCompetition(row.original.id)} className="font-medium text-primary hover:underline">
            {competitionTitle(row.original, lang)}
          </Link>
        ),
      },
      { id: 'quiz', header: t('competitions.quiz'), cell: ({ row }) => row.original.quiz.title },
      { id: 'status', header: t('competitions.state'), cell: ({ row }) => <CompetitionStatusBadge status={row.original.status} /> },
      {
        id: 'starts_at',
        enableSorting: true,
        header: t('competitions.startsAt'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.starts_at, lang)}</span>,
      },
      {
        id: 'ends_at',
        enableSorting: true,
        header: t('competitions.endsAt'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.ends_at, lang)}</span>,
      },
      { id: 'participants', header: t('competitions.participants'), cell: ({ row }) => <ParticipantsText competition={row.original} /> },
      {
        id: 'actions',
        // Positioned inside the scrolling table: a bare sr-only span would widen the whole page on phones.
        header: () => (
          <span className="relative">
            <span className="sr-only">{t('competitions.actions')}</span>
          </span>
        ),
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(row.original)}
            aria-label={t('competitions.editOf', { title: competitionTitle(row.original, lang) })}
          >
            {t('actions.edit')}
          </Button>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('competitions.title')}
        description={t('competitions.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('competitions.new')}
          </Button>
        }
      />
      <DataTable
        label={t('competitions.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(c) => String(c.id)}
        searchLabel={t('competitions.search')}
        empty={t('competitions.empty')}
        filters={<StatusFilter list={list} />}
      />
      {editing && <CompetitionDialog competition={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function StatusFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <div className="w-full sm:w-40">
      <Select
        label={t('competitions.state')}
        value={list.filters.status}
        onChange={(e) => list.set({ status: e.target.value })}
        options={[{ value: '', label: t('filters.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`competitions.status.${s}`) }))]}
      />
    </div>
  );
}
