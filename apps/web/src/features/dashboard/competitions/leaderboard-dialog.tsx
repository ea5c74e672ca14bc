import type { Competition, LeaderboardEntry } from '@mizan/contract/competitions';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatNumber } from '@/lib/quiz/format';
import { useGetLeaderboardQuery } from './api';

const POLL_MS = 15_000;
const STATUS_NOTE = { upcoming: 'leaderboard.upcoming', running: 'leaderboard.live', ended: 'leaderboard.final' } as const;

const isMe = (entry: LeaderboardEntry, me: LeaderboardEntry | null) =>
  !!me &&
  entry.rank === me.rank &&
  entry.name === me.name &&
  entry.score === me.score &&
  entry.time_taken_seconds === me.time_taken_seconds;

/** Ranked by score then time; ties share a rank (the server computes it). Polled while the window is open. */
export function LeaderboardDialog({ competition, onClose }: { competition: Competition; onClose: () => void }) {
  const { t } = useTranslation('competitions');
  const lang = currentLanguage();
  const board = useGetLeaderboardQuery(competition.id, {
    pollingInterval: competition.status === 'running' ? POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const status = board.data?.status ?? competition.status;
  const rows = board.data?.results ?? [];
  const me = board.data?.me ?? null;

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Trophy aria-hidden className="size-6" />}
      title={t('leaderboard.title', { title: competition.title })}
      description={t(STATUS_NOTE[status])}
      className="max-w-lg"
    >
      <div aria-live="polite" aria-busy={board.isFetching || undefined} className="mt-4">
        {board.isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : board.isError ? (
          <div role="alert" className="flex flex-col items-center gap-2 text-sm text-danger">
            {t('leaderboard.error')}
            <Button size="sm" variant="secondary" onClick={() => void board.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-center text-sm text-fg-muted">{t('leaderboard.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('leaderboard.rank')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('leaderboard.name')}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t('leaderboard.score')}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t('leaderboard.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry, index) => {
                const mine = isMe(entry, me);
                return (
                  <tr
                    key={`${entry.rank}-${index}`}
                    aria-current={mine ? 'true' : undefined}
                    className={cn('border-t border-border', mine && 'bg-primary-soft font-bold text-primary-soft-fg')}
                  >
                    <td className="p-2 tabular-nums">{formatNumber(entry.rank, lang)}</td>
                    <td className="p-2">
                      {entry.name}
                      {mine && <span className="ms-1 text-xs">({t('leaderboard.you')})</span>}
                    </td>
                    <td className="p-2 text-end tabular-nums">{formatNumber(entry.score, lang, 2)}</td>
                    <td className="p-2 text-end tabular-nums">{formatClock(entry.time_taken_seconds, lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {me && !rows.some((entry) => isMe(entry, me)) && (
          <p className="mt-3 text-center text-sm font-bold text-primary-soft-fg">
            {t('leaderboard.yourRank', { rank: formatNumber(me.rank, lang) })}
          </p>
        )}
      </div>
    </ModalShell>
  );
}
