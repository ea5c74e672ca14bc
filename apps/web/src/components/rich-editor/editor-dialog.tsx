import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

interface EditorDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  extraAction?: ReactNode;
}

/**
 * A toolbar dialog (link, image, equation) as its own small form. The editor usually sits inside a console
 * form: React bubbles a portal's submit to that form, so this one stops it there.
 */
export function EditorDialog({ open, title, submitLabel, submitting, onClose, onSubmit, children, extraAction }: EditorDialogProps) {
  const { t } = useTranslation('editor');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <ModalShell open={open} onClose={onClose} title={title} className="max-w-lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 text-start">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          {extraAction}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalShell>
  );
}
