import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
