import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Results and certificates: a calm page without the sidebar, with a way back to the dashboard. */
export default function ResultLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-4xl items-center justify-between gap-4 px-4">
          <Link to={paths.dashboard} aria-label={t('nav.dashboard')}>
            <Logo />
          </Link>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden className="size-4" />
              {t('nav.dashboard')}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
