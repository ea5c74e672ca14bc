import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

interface ModalShellProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons, laid out at the bottom; the first is the primary action. */
  actions?: ReactNode;
  /** Modals that force a decision (e.g. time is up) cannot be dismissed by Escape or the backdrop. */
  dismissible?: boolean;
  className?: string;
}

/** Radix Dialog gives the focus trap, Escape, aria-labelledby/-describedby and scroll lock. */
export function ModalShell({ open, onClose, title, description, icon, children, actions, dismissible = true, className }: ModalShellProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={block}
          className={cn(
            'fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90dvh] max-w-md -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none',
            className,
          )}
        >
          {dismissible && (
            <Dialog.Close
              className="absolute end-3 top-3 rounded-lg p-2 text-fg-muted hover:bg-surface-muted hover:text-fg"
              aria-label={t('actions.close')}
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          )}
          <div className="flex flex-col items-center gap-3 text-center">
            {icon && (
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">{icon}</span>
            )}
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <div className="text-sm leading-relaxed text-fg-muted">{description}</div>
              </Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          {children && <div className="mt-4">{children}</div>}
          {actions && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row-reverse sm:justify-start [&>*]:sm:flex-1">{actions}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
