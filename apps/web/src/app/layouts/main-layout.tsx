import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Dialog, Tooltip } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { SidebarNav } from '../shell/sidebar-nav';
import { TopBar } from '../shell/top-bar';

const COLLAPSED_KEY = 'sidebar-collapsed';

/** Top bar, sidebar (a drawer under lg) and the page. */
export default function MainLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="flex min-h-dvh flex-col">
        <TopBar onOpenMenu={() => setDrawerOpen(true)} />
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
          <main id="content" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-surface shadow-xl focus:outline-none lg:hidden">
            <div className="flex h-16 items-center border-b border-border px-4">
              <Logo />
            </div>
            <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('nav.drawerDescription')}</Dialog.Description>
            <SidebarNav onNavigate={() => setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Tooltip.Provider>
  );
}
