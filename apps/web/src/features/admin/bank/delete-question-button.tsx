import type { AdminQuestion } from '@mizan/contract/admin/questions';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from '../shell/error-text';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useDeleteQuestionMutation } from './api';

/** Deletes a bank question; one that a version or trial used is archived instead, and the toast says which. */
export function DeleteQuestionButton({ question, onDeleted }: { question: AdminQuestion; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteQuestionMutation();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      const { result } = await remove(question.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t(`bank.${result}`) }));
      onDeleted();
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="ghost" className="me-auto text-danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('bank.deleteTitle')}
        description={t('bank.deleteDescription')}
        confirmLabel={t('actions.delete')}
        danger
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
