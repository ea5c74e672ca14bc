import type { Competition } from '@mizan/contract/competitions';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { REFETCH_OLDER_THAN_S } from '@/lib/prefetch';
import { useGetLastCompetitionsQuery } from './api';
import { CompetitionCard } from './competition-card';

// Loaded when first opened, like the start confirmation (competition-card.tsx).
const LeaderboardDialog = lazy(() => import('./leaderboard-dialog').then((m) => ({ default: m.LeaderboardDialog })));

/** The dashboard's competitions: cards with their own join/start states, and one leaderboard dialog at a time. */
export function CompetitionsBlock() {
  const { t } = useTranslation('competitions');
  const list = useGetLastCompetitionsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_S });
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const [board, setBoard] = useState<Competition | null>(null);
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);

  // The countdown measures from the moment each answer arrived.
  useEffect(() => setReceivedAt(Date.now()), [list.fulfilledTimeStamp]);

  if (list.isLoading) return <Skeleton className="h-40 w-full" />;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {t('error')}
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('retry')}
        </Button>
      </div>
    );
  const competitions = list.data?.results ?? [];
  if (competitions.length === 0) return <p className="text-sm text-fg-muted">{t('empty')}</p>;

  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {competitions.map((competition) => (
          <li key={competition.id} className="flex">
            <CompetitionCard
              competition={competition}
              receivedAt={receivedAt}
              onChanged={reload}
              onLeaderboard={() => setBoard(competition)}
            />
          </li>
        ))}
      </ul>
      {board && (
        <Suspense fallback={null}>
          <LeaderboardDialog competition={board} onClose={() => setBoard(null)} />
        </Suspense>
      )}
    </>
  );
}
