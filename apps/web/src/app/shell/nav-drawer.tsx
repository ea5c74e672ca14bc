import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { SidebarNav } from './sidebar-nav';

/**
 * The sidebar as a drawer under lg. Loaded the first time the menu is opened: the dialog's code (focus trap, scroll
 * lock) was 6 KB of every signed-in page's first paint on a phone, for a menu most visits never open (issue #17).
 */
export default function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-surface shadow-xl focus:outline-none lg:hidden">
          <div className="flex h-16 items-center border-b border-border px-4">
            <Logo />
          </div>
          <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.drawerDescription')}</Dialog.Description>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
