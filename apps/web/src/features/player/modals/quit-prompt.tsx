import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

interface QuitPromptProps {
  onClose: () => void;
  icon: ReactNode;
  /** The modal's text group under `modals.` (title, description, continue). */
  texts: 'leaveQuiz' | 'navigationPrevention';
  leaveLabel: string;
  leaveVariant: ButtonProps['variant'];
  onLeave: () => void;
  leaving?: boolean;
  children?: ReactNode;
}

/** The shared body of the two "leave the player?" modals: continuing is the primary (safe) action. */
export function QuitPrompt({ onClose, icon, texts, leaveLabel, leaveVariant, onLeave, leaving, children }: QuitPromptProps) {
  const { t } = useTranslation();
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={icon}
      title={t(`modals.${texts}.title`)}
      description={t(`modals.${texts}.description`)}
      actions={
        <>
          <Button onClick={onClose}>{t(`modals.${texts}.continue`)}</Button>
          <Button variant={leaveVariant} loading={leaving} onClick={onLeave}>
            {leaveLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalShell>
  );
}
