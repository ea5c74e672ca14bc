import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useRevokeCertificateMutation } from './api';

/** Withdraws a certificate (verification then says "revoked"), keeping the reason the admin gives. */
export function RevokeCertificateButton({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const confirm = async () => {
    try {
      await revoke({ code, reason: reason.trim() }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('users.certificateRevoked'), messageKey: 'status.genericError' }));
      setOpen(false);
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={t('users.revokeCertificateOf', { title })}>
        {t('users.revokeCertificate')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={isLoading}
        title={t('users.revokeCertificateOf', { title })}
        description={t('users.revokeDescription')}
        confirmLabel={t('users.revokeCertificate')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Input label={t('users.revokeReason')} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
    </>
  );
}
