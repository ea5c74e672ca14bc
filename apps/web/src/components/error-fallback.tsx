import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

/** What a rendering crash shows; reloading fetches fresh code too (e.g. after a deploy). */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <EmptyState
        icon={TriangleAlert}
        title={t('errors.crash.title')}
        description={t('errors.crash.description')}
        action={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}
      />
    </main>
  );
}
