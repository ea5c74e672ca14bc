import type { StudentAssignment } from '@mizan/contract/assignments';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { REFETCH_OLDER_THAN_S } from '@/lib/prefetch';
import { useGetMyAssignmentsQuery } from './api';
import { AssignmentCard } from './assignment-card';

/** The order a student works through them: open first (closing soonest), then upcoming, then done and missed. */
const ORDER: StudentAssignment['status'][] = ['open', 'upcoming', 'done', 'missed'];

/** My assignments as cards; `only` keeps some statuses (the dashboard shows what is open or coming). */
export function AssignmentsList({ only, limit }: { only?: StudentAssignment['status'][]; limit?: number }) {
  const { t } = useTranslation('dashboard');
  const list = useGetMyAssignmentsQuery(undefined, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_S });
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  useEffect(() => setReceivedAt(Date.now()), [list.fulfilledTimeStamp]);

  if (list.isLoading) return <Skeleton className="h-32 w-full" />;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {t('assignments.error')}
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('assignments.retry')}
        </Button>
      </div>
    );
  const shown = (list.data ?? [])
    .filter((a) => !only || only.includes(a.status))
    .sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status))
    .slice(0, limit);
  if (shown.length === 0) return <p className="text-sm text-fg-muted">{t(only ? 'assignments.noneOpen' : 'assignments.empty')}</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {shown.map((assignment) => (
        <li key={assignment.id} className="flex">
          <AssignmentCard assignment={assignment} receivedAt={receivedAt} onChanged={reload} />
        </li>
      ))}
    </ul>
  );
}
