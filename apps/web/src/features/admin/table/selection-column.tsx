import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={t('table.selectAll')}
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

function SelectRow({ checked, name, onChange }: { checked: boolean; name: string; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={t('table.selectRow', { name })}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The checkbox column bulk actions need; selection covers the current page, as in Moodle's lists. */
export const selectionColumn = <T,>(rowName: (row: T) => string): ColumnDef<T> => ({
  id: 'select',
  header: ({ table }) => (
    <SelectAll
      checked={table.getIsAllRowsSelected()}
      indeterminate={table.getIsSomeRowsSelected()}
      onChange={(v) => table.toggleAllRowsSelected(v)}
    />
  ),
  cell: ({ row }) => <SelectRow checked={row.getIsSelected()} name={rowName(row.original)} onChange={(v) => row.toggleSelected(v)} />,
});
