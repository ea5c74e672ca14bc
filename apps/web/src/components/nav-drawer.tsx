import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Logo } from './logo';

/**
 * A layout's navigation as a drawer under lg (the student app's sidebar, the console's menu). The student layout
 * loads it the first time the menu is opened: the dialog's code (focus trap, scroll lock) was 6 KB of every
 * signed-in page's first paint on a phone, for a menu most visits never open (issue #17).
 */
export default function NavDrawer({
  open,
  onOpenChange,
  openerId,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The menu button's id, which gets the focus back on closing (WCAG 2.4.3). It lives in the top bar, not in this
   * dialog as its trigger, and without a trigger radix gives the focus back to nothing. By id, not as the element
   * that had the focus: an icon button's tooltip may arrive while the drawer is open and replace that element.
   */
  openerId: string;
  /** The drawer's width. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(openerId)?.focus();
          }}
          className={cn(
            'fixed inset-y-0 start-0 z-50 flex max-w-[85vw] flex-col bg-surface shadow-xl focus:outline-none lg:hidden',
            className,
          )}
        >
          <div className="flex h-16 items-center border-b border-border px-4">
            <Logo />
          </div>
          <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.drawerDescription')}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
