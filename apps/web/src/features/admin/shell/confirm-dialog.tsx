import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** Every destructive or bulk change asks first; Radix puts focus in the dialog and back on the trigger. */
export function ConfirmDialog({ open, title, description, confirmLabel, danger, busy, onConfirm, onClose, children }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </>
      }
    >
      {children}
    </ModalShell>
  );
}
