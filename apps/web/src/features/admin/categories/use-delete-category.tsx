import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from '../shell/error-text';
import { ConfirmDialog } from '../shell/confirm-dialog';

/** Confirms a category deletion; a 409 (still in use) comes back as the server's own explanation. */
export function useDeleteCategory<C>(remove: (category: C) => Promise<unknown>, nameOf: (category: C) => string) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState<C | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      dispatch(noticeShown({ tone: 'info', text: t('categories.deleted') }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return {
    ask: setTarget,
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={t('categories.deleteTitle', { name: target === null ? '' : nameOf(target) })}
        description={t('categories.deleteDescription')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    ),
  };
}
