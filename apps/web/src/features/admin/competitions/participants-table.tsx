import type { AdminParticipant, AdminParticipantListQuery, ParticipantTrialStatus } from '@mizan/contract/admin/competitions';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatDate, formatNumber } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetCompetitionParticipantsQuery } from './api';

const FILTERS = ['trial_status'] as const;
const TRIAL_STATUSES: readonly ParticipantTrialStatus[] = ['not_started', 'in_progress', 'completed'];

/** Everyone who joined, in joining order, with their competition trial; searchable by name or email. */
export function ParticipantsTable({ competitionId, polling }: { competitionId: number; polling: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetCompetitionParticipantsQuery(
    {
      id: competitionId,
      query: { ...list.query, trial_status: (list.filters.trial_status || undefined) as AdminParticipantListQuery['trial_status'] },
    },
    { pollingInterval: polling },
  );
  const columns = useMemo<ColumnDef<AdminParticipant>[]>(() => {
    const dash = <span className="text-fg-muted">—</span>;
    return [
      {
        id: 'name',
        header: t('competitions.ranking.name'),
        cell: ({ row }) => (
          <>
            <span className="block font-medium">{row.original.user.fullname}</span>
            <bdi dir="ltr" className="text-xs text-fg-muted">
              {row.original.user.email}
            </bdi>
          </>
        ),
      },
      {
        id: 'joined_at',
        header: t('competitions.joinedAt'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.joined_at, lang)}</span>,
      },
      {
        id: 'trial_status',
        header: t('competitions.trialStatus'),
        cell: ({ row }) => t(`competitions.trial.${row.original.trial_status}`),
      },
      {
        id: 'score',
        header: t('competitions.ranking.score'),
        cell: ({ row }) => (row.original.score === null ? dash : formatNumber(row.original.score, lang, 2)),
      },
      {
        id: 'time',
        header: t('competitions.ranking.time'),
        cell: ({ row }) => (row.original.time_taken_seconds === null ? dash : formatClock(row.original.time_taken_seconds, lang)),
      },
    ];
  }, [t, lang]);
  return (
    <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
      <h2 id="participants-heading" className="text-lg font-bold">
        {t('competitions.participants')}
      </h2>
      <DataTable
        label={t('competitions.participants')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(p) => p.user.id}
        searchLabel={t('competitions.searchParticipants')}
        empty={t('competitions.noParticipants')}
        emptyUnfiltered={t('competitions.noParticipantsYet')}
        filters={<TrialFilter list={list} />}
      />
    </section>
  );
}

function TrialFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <div className="w-full sm:w-44">
      <Select
        label={t('competitions.trialStatus')}
        value={list.filters.trial_status}
        onChange={(e) => list.set({ trial_status: e.target.value })}
        options={[
          { value: '', label: t('filters.all') },
          ...TRIAL_STATUSES.map((s) => ({ value: s, label: t(`competitions.trial.${s}`) })),
        ]}
      />
    </div>
  );
}
