import { LogOut, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

/** Ending the quiz is destructive; leaving the page (the trial goes on) is not. */
const kinds = {
  leaveQuiz: { Icon: LogOut, leaveKey: 'confirm', variant: 'danger' },
  navigationPrevention: { Icon: TriangleAlert, leaveKey: 'leave', variant: 'secondary' },
} as const;

interface QuitPromptProps {
  /** Also the modal's text group under `modals.`. */
  kind: keyof typeof kinds;
  onClose: () => void;
  onLeave: () => void;
  leaving?: boolean;
  /** False for an untimed quiz: the text must not speak of a running clock. */
  timed?: boolean;
  children?: ReactNode;
}

/** The shared body of the two "leave the player?" modals: continuing is the primary (safe) action. */
export function QuitPrompt({ kind, onClose, onLeave, leaving, timed = true, children }: QuitPromptProps) {
  const { t } = useTranslation();
  const { Icon, leaveKey, variant } = kinds[kind];
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Icon aria-hidden className="size-6" />}
      title={t(`modals.${kind}.title`)}
      description={t(`modals.${kind}.${timed ? 'description' : 'descriptionUntimed'}`)}
      actions={
        <>
          <Button onClick={onClose}>{t(`modals.${kind}.continue`)}</Button>
          <Button variant={variant} loading={leaving} onClick={onLeave}>
            {t(`modals.${kind}.${leaveKey}`)}
          </Button>
        </>
      }
    >
      {children}
    </ModalShell>
  );
}
