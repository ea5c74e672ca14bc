import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';

/** A signed-in user without the role: say so plainly rather than bounce them somewhere unexplained. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        403
      </p>
      <EmptyState
        icon={ShieldAlert}
        title={t('forbidden.title')}
        description={t('forbidden.description')}
        action={
          <Button asChild>
            <Link to={paths.dashboard}>{t('forbidden.home')}</Link>
          </Button>
        }
      />
    </div>
  );
}
