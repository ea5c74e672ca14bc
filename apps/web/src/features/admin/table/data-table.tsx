import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row, type RowSelectionState } from '@tanstack/react-table';
import type { Paginated } from '@mizan/contract/pagination';
import { ArrowDown, ArrowUp, ArrowUpDown, Inbox, SearchX } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { BulkBar, type BulkAction } from './bulk-bar';
import { PaginationBar } from './pagination-bar';
import { SearchBox } from './search-box';
import { selectionColumn } from './selection-column';
import type { ListParams } from './use-list-params';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats the library's type parameters
  interface ColumnMeta<TData, TValue> {
    /** Classes of the column's header and cells, e.g. `hidden md:table-cell` for a column phones do without. */
    className?: string;
  }
}

interface DataTableProps<T> {
  label: string;
  columns: ColumnDef<T>[];
  data: Paginated<T> | undefined;
  loading: boolean;
  list: ListParams;
  getRowId: (row: T) => string;
  /** Names a row for screen readers (its selection checkbox). */
  rowName?: (row: T) => string;
  searchLabel: string;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  bulkActions?: BulkAction[];
  /** More controls for the selected rows that need no confirmation (e.g. an export menu), in the bulk bar. */
  bulkTools?: (ids: string[]) => ReactNode;
  empty: string;
  /** Said instead of `empty` while nothing is searched or filtered (e.g. "no participants yet"): no hint to filter. */
  emptyUnfiltered?: string;
  /** Rows that open to show more (e.g. an audit entry's changes). */
  renderExpanded?: (row: T) => ReactNode;
}

const SKELETON_ROWS = 6;

/** A server-driven console table: the server pages, sorts (`ordering`) and searches; the table renders and selects. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    data,
    loading,
    list,
    getRowId,
    rowName = getRowId,
    searchLabel,
    filters,
    bulkActions,
    bulkTools,
    empty,
    emptyUnfiltered,
    renderExpanded,
  } = props;
  const { t } = useTranslation('admin');
  // Selection belongs to the rows on screen: another page, search or filter starts with none selected.
  const pageKey = (data?.results ?? []).map(getRowId).join(',');
  const [picked, setPicked] = useState<{ key: string; rows: RowSelectionState }>({ key: '', rows: {} });
  const selection = picked.key === pageKey ? picked.rows : {};
  const setSelection = (rows: RowSelectionState) => setPicked({ key: pageKey, rows });
  const table = useReactTable({
    data: data?.results ?? [],
    columns: bulkActions?.length ? [selectionColumn<T>(rowName), ...columns] : columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: !!bulkActions?.length,
    getRowCanExpand: () => !!renderExpanded,
    state: { rowSelection: selection },
    onRowSelectionChange: (update) => setSelection(typeof update === 'function' ? update(selection) : update),
  });
  const selected = Object.keys(selection).filter((id) => selection[id]);
  const rows = table.getRowModel().rows;

  const sortBy = (id: string) => list.set({ ordering: list.ordering === id ? `-${id}` : list.ordering === `-${id}` ? '' : id });
  const sortIcon = (id: string) => (list.ordering === id ? ArrowUp : list.ordering === `-${id}` ? ArrowDown : ArrowUpDown);
  const ariaSort = (id: string) => (list.ordering === id ? 'ascending' : list.ordering === `-${id}` ? 'descending' : 'none');

  return (
    <Card className="overflow-hidden">
      <div className="grid grid-cols-2 items-end gap-3 border-b border-border p-4 sm:flex sm:flex-wrap">
        <SearchBox label={searchLabel} value={list.search} onChange={(search) => list.set({ search })} />
        {filters}
      </div>
      {bulkActions && selected.length > 0 && (
        <BulkBar
          actions={bulkActions}
          tools={bulkTools?.(selected)}
          ids={selected}
          onDone={() => setSelection({})}
          onClear={() => setSelection({})}
        />
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-muted text-xs text-fg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting === true;
                  const Icon = sortIcon(header.column.id);
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? ariaSort(header.column.id) : undefined}
                      className={cn('px-4 py-3 text-start font-semibold whitespace-nowrap', header.column.columnDef.meta?.className)}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => sortBy(header.column.id)}
                          className="inline-flex items-center gap-1 hover:text-fg"
                        >
                          {content}
                          <Icon aria-hidden className="size-3.5" />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} className="border-t border-border">
                    <td colSpan={table.getVisibleLeafColumns().length} className="px-4 py-3">
                      <Skeleton className="h-5 w-full" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => <TableRow key={row.id} row={row} renderExpanded={renderExpanded} />)}
          </tbody>
        </table>
      </div>
      {!loading &&
        rows.length === 0 &&
        (emptyUnfiltered && !list.search && !Object.values(list.filters).some(Boolean) ? (
          <EmptyState icon={Inbox} title={emptyUnfiltered} />
        ) : (
          <EmptyState icon={SearchX} title={empty} description={t('table.emptyHint')} />
        ))}
      {data && data.count > 0 && (
        <PaginationBar
          page={list.page}
          count={data.count}
          hasPrevious={!!data.previous}
          hasNext={!!data.next}
          onPage={(page) => list.set({ page })}
        />
      )}
    </Card>
  );
}

function TableRow<T>({ row, renderExpanded }: { row: Row<T>; renderExpanded?: (row: T) => ReactNode }) {
  const cells = row.getVisibleCells();
  return (
    <Fragment>
      <tr className={cn('border-t border-border hover:bg-surface-muted/60', row.getIsSelected() && 'bg-primary-soft/40')}>
        {cells.map((cell) => (
          <td key={cell.id} className={cn('px-4 py-3 align-middle', cell.column.columnDef.meta?.className)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
      {renderExpanded && row.getIsExpanded() && (
        <tr className="bg-surface-muted/40">
          <td colSpan={cells.length} className="px-4 py-3">
            {renderExpanded(row.original)}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
