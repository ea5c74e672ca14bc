import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { cn } from '@/lib/cn';
import { SidebarNav } from '../shell/sidebar-nav';
import { TopBar } from '../shell/top-bar';
import { SkipLink } from '@/components/skip-link';

const COLLAPSED_KEY = 'sidebar-collapsed';
const NavDrawer = lazy(() => import('@/components/nav-drawer'));

/** Top bar, sidebar (a drawer under lg) and the page. */
export default function MainLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can close as a dialog does (focus back to the menu button).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButtonId = useId();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <TopBar
          menuButtonId={menuButtonId}
          onOpenMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        <div className="flex flex-1">
          <aside
            className={cn(
              'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e border-border bg-surface transition-[width] lg:flex',
              collapsed ? 'w-20' : 'w-72',
            )}
          >
            <SidebarNav collapsed={collapsed} />
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-pressed={collapsed}
              aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')}
              className="m-3 flex h-10 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg"
            >
              <CollapseIcon aria-hidden className="size-5 rtl:-scale-x-100" />
            </button>
          </aside>
          <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} openerId={menuButtonId} className="w-80">
            <SidebarNav onNavigate={() => setDrawerOpen(false)} />
          </NavDrawer>
        </Suspense>
      )}
    </>
  );
}
