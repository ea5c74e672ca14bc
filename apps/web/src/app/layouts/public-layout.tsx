import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { loginWithRedirect, paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';

/** Pages anyone may open; visitors get a sign-in button that brings them back here. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4">
          <Link to={isAuthenticated ? paths.dashboard : paths.home} aria-label={t('nav.home')}>
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            {!isAuthenticated && (
              <Button asChild size="md">
                <Link to={loginWithRedirect(pathname + search)}>
                  <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('actions.signIn')}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
