import type { AdminCompetition } from '@mizan/contract/admin/competitions';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatNumber } from '@/lib/quiz/format';
import { FormCard } from '../form/form-card';
import { PaginationBar } from '../table/pagination-bar';
import { useGetCompetitionRankingQuery } from './api';

/** As often as the students' leaderboard refreshes. */
const POLL_MS = 15_000;
const NOTE = { upcoming: 'ranking.upcoming', running: 'ranking.live', ended: 'ranking.final' } as const;

/** The students' leaderboard with full names and emails; refreshed while the competition runs. */
export function RankingCard({ competition }: { competition: AdminCompetition }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useGetCompetitionRankingQuery(
    { id: competition.id, page },
    { pollingInterval: competition.status === 'running' ? POLL_MS : 0 },
  );
  const rows = data?.results ?? [];
  const cell = 'px-3 py-2';
  return (
    <FormCard
      title={t('competitions.ranking.title')}
      description={t(`competitions.${NOTE[competition.status]}`, { seconds: POLL_MS / 1000 })}
    >
      <div aria-live="polite" aria-busy={isFetching || undefined}>
        {isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : rows.length === 0 ? (
          <EmptyState icon={Trophy} title={t('competitions.ranking.empty')} description={t('competitions.ranking.emptyHint')} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('competitions.ranking.title')}</caption>
              <thead className="bg-surface-muted text-xs text-fg-muted">
                <tr>
                  <th scope="col" className={`${cell} text-start`}>
                    {t('competitions.ranking.rank')}
                  </th>
                  <th scope="col" className={`${cell} text-start`}>
                    {t('competitions.ranking.name')}
                  </th>
                  <th scope="col" className={`${cell} text-end`}>
                    {t('competitions.ranking.score')}
                  </th>
                  <th scope="col" className={`${cell} text-end`}>
                    {t('competitions.ranking.time')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.user.id} className="border-t border-border">
                    <td className={`${cell} font-bold tabular-nums`}>{formatNumber(entry.rank, lang)}</td>
                    <td className={cell}>
                      <span className="block font-medium">{entry.user.fullname}</span>
                      <bdi dir="ltr" className="text-xs break-all text-fg-muted">
                        {entry.user.email}
                      </bdi>
                    </td>
                    <td className={`${cell} text-end tabular-nums`}>{formatNumber(entry.score, lang, 2)}</td>
                    <td className={`${cell} text-end whitespace-nowrap tabular-nums`}>{formatClock(entry.time_taken_seconds, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {data && data.count > rows.length && (
        <PaginationBar page={page} count={data.count} hasPrevious={!!data.previous} hasNext={!!data.next} onPage={setPage} />
      )}
    </FormCard>
  );
}
