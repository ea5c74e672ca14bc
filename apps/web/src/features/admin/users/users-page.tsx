import { ADMIN_USER_ROLES, type AdminUser, type AdminUserListQuery } from '@mizan/contract/admin/users';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetUsersQuery } from './api';
import { RosterImportDialog } from './roster-import-dialog';
import { UserDialog } from './user-dialog';
import { UserStatusBadge } from './user-status-badge';

const FILTERS = ['role', 'status'] as const;
const STATUSES = ['active', 'unverified', 'deactivated'] as const;

/** Admins only (the route guard and the server): staff author content but never manage people. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const { data, isLoading } = useGetUsersQuery({
    ...list.query,
    role: (list.filters.role || undefined) as AdminUserListQuery['role'],
    status: (list.filters.status || undefined) as AdminUserListQuery['status'],
  });

  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: 'fullname',
        enableSorting: true,
        header: t('users.name'),
        cell: ({ row }) => (
          <button type="button" className="text-start hover:underline" onClick={() => setOpenId(row.original.id)}>
            <span className="block font-medium text-primary">{row.original.fullname}</span>
            <bdi dir="ltr" className="text-xs text-fg-muted">
              {row.original.email}
            </bdi>
          </button>
        ),
      },
      { id: 'role', enableSorting: true, header: t('users.role'), cell: ({ row }) => t(`users.roles.${row.original.role}`) },
      { id: 'status', header: t('users.statusLabel'), cell: ({ row }) => <UserStatusBadge status={row.original.status} /> },
      { id: 'trials', header: t('users.trials'), cell: ({ row }) => formatNumber(row.original.trials_count, lang) },
      {
        id: 'date_joined',
        enableSorting: true,
        header: t('users.joined'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.date_joined, lang)}</span>,
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button onClick={() => setImporting(true)}>
            <Upload aria-hidden className="size-4" />
            {t('users.importStudents')}
          </Button>
        }
      />
      <DataTable
        label={t('users.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(u) => u.id}
        searchLabel={t('users.search')}
        empty={t('users.empty')}
        filters={<UserFilters list={list} />}
      />
      {openId && <UserDialog id={openId} onClose={() => setOpenId(null)} />}
      <RosterImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}

function UserFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const f = list.filters as Record<string, string>;
  const all = { value: '', label: t('filters.all') };
  return (
    <>
      <div className="w-full sm:w-40">
        <Select
          label={t('users.role')}
          value={f.role}
          onChange={(e) => list.set({ role: e.target.value })}
          options={[all, ...ADMIN_USER_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))]}
        />
      </div>
      <div className="w-full sm:w-40">
        <Select
          label={t('users.statusLabel')}
          value={f.status}
          onChange={(e) => list.set({ status: e.target.value })}
          options={[all, ...STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))]}
        />
      </div>
    </>
  );
}
