import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatNumber } from '@/lib/quiz/format';
import { errorText } from '../shell/error-text';
import { ConfirmDialog } from '../shell/confirm-dialog';

export interface BulkAction {
  key: string;
  label: string;
  /** The question the confirmation asks, given how many rows are selected. */
  confirm: (count: number) => string;
  danger?: boolean;
  /** Extra input the action needs (a target category, a tag), shown in the confirmation. */
  extra?: ReactNode;
  run: (ids: number[]) => Promise<{ updated: number }>;
}

export function BulkBar({
  actions,
  tools,
  ids,
  onDone,
  onClear,
}: {
  actions: BulkAction[];
  tools?: ReactNode;
  ids: string[];
  onDone: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  // The key, not the action: an action's input (target category, tag) changes while the dialog is open.
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pending = actions.find((a) => a.key === pendingKey);
  const [busy, setBusy] = useState(false);
  const lang = currentLanguage();

  const apply = async (action: BulkAction) => {
    setBusy(true);
    try {
      const { updated } = await action.run(ids.map(Number));
      dispatch(noticeShown({ tone: 'info', text: t('table.bulkDone', { count: updated, n: formatNumber(updated, lang) }) }));
      onDone();
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setBusy(false);
      setPendingKey(null);
    }
  };

  return (
    <div
      role="region"
      aria-label={t('table.bulkActions')}
      className="flex flex-wrap items-center gap-2 border-b border-border bg-primary-soft/50 px-4 py-2"
    >
      <p className="me-auto text-sm font-medium text-fg">{t('table.selected', { count: ids.length, n: formatNumber(ids.length, lang) })}</p>
      {actions.map((action) => (
        <Button key={action.key} size="sm" variant={action.danger ? 'danger' : 'secondary'} onClick={() => setPendingKey(action.key)}>
          {action.label}
        </Button>
      ))}
      {tools}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('table.clearSelection')}
      </Button>
      {pending && (
        <ConfirmDialog
          open
          title={pending.confirm(ids.length)}
          confirmLabel={pending.label}
          danger={pending.danger}
          busy={busy}
          onConfirm={() => void apply(pending)}
          onClose={() => setPendingKey(null)}
        >
          {pending.extra}
        </ConfirmDialog>
      )}
    </div>
  );
}
