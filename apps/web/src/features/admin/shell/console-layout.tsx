import { Menu, Moon, Sun } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import NavDrawer from '@/components/nav-drawer';
import { Logo } from '@/components/logo';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '@/lib/paths';
import { useTheme } from '@/lib/theme';
import { ConsoleNav } from './console-nav';
import { SkipLink } from '@/components/skip-link';

/** The operator console: its own header and navigation (a drawer under lg), apart from the student shell. */
export default function ConsoleLayout() {
  const { t } = useTranslation('admin');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonId = useId();
  const [theme, setTheme] = useTheme();
  const ThemeIcon = theme === 'dark' ? Sun : Moon;

  return (
    <Tooltip.Provider delayDuration={200}>
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
            <IconButton id={menuButtonId} label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)} className="lg:hidden">
              <Menu aria-hidden className="size-5" />
            </IconButton>
            <Link to={paths.adminQuizzes} className="flex shrink-0 items-center gap-2 rounded-lg">
              <Logo />
              <span className="rounded-md bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary-soft-fg">{t('nav.badge')}</span>
            </Link>
            <div className="ms-auto flex items-center gap-1">
              <IconButton
                label={t(theme === 'dark' ? 'nav.lightTheme' : 'nav.darkTheme')}
                onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
              >
                <ThemeIcon aria-hidden className="size-5" />
              </IconButton>
              <LanguageSwitch />
            </div>
          </div>
        </header>
        <div className="flex flex-1">
          <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 border-e border-border bg-surface lg:block">
            <ConsoleNav />
          </aside>
          <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>

      <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} openerId={menuButtonId} className="w-72">
        <ConsoleNav onNavigate={() => setDrawerOpen(false)} />
      </NavDrawer>
    </Tooltip.Provider>
  );
}
