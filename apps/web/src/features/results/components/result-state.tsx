import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading and failure of a result page. */
export function ResultState({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton className="h-96 w-full rounded-2xl" />;
  return (
    <Card>
      <EmptyState
        icon={CircleAlert}
        title={t('status.genericError')}
        description={t('status.tryAgain')}
        action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}
      />
    </Card>
  );
}
