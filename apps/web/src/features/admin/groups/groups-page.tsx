import type { AdminGroup } from '@mizan/contract/admin/groups';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';
import { useSession } from '@/lib/session/use-session';
import { nameIn } from '../schools/names';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useDeleteGroupMutation, useGetGroupsQuery } from './api';
import { GroupDialog } from './group-dialog';

const FILTERS = [] as const;

/** Classes: who is in them and who teaches them. Admins make and change them; staff see the classes they teach. */
export default function GroupsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const admin = useSession().user?.role === 'admin';
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetGroupsQuery(list.query);
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  const [remove, { isLoading: removing }] = useDeleteGroupMutation();

  const columns = useMemo<ColumnDef<AdminGroup>[]>(
    () => [
      {
        id: 'name',
        enableSorting: true,
        header: t('groups.name'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <Link to={paths.adminGroup(row.original.id)} className="font-medium text-primary-soft-fg underline-offset-4 hover:underline">
              {nameIn(row.original.name, lang)}
            </Link>
            {row.original.code && (
              <bdi dir="ltr" className="text-xs text-fg-muted">
                {row.original.code}
              </bdi>
            )}
          </span>
        ),
      },
      {
        id: 'staff',
        header: t('groups.staff'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => row.original.staff.map((s) => s.fullname).join('، ') || '—',
      },
      {
        id: 'members',
        header: t('groups.members'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t('groups.memberCount', { count: row.original.members_count, n: formatNumber(row.original.members_count, lang) })}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('groups.actions')}</span>,
        cell: ({ row }) => {
          const name = nameIn(row.original.name, lang);
          return (
            <div className="flex justify-end gap-1">
              {admin && (
                <>
                  <IconButton label={t('groups.editOf', { name })} tooltip={t('actions.edit')} onClick={() => setEditing(row.original)}>
                    <Pencil aria-hidden className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t('groups.deleteOf', { name })}
                    tooltip={t('actions.delete')}
                    className="hover:text-danger"
                    onClick={() => setDeleting(row.original)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </IconButton>
                </>
              )}
            </div>
          );
        },
      },
    ],
    [t, lang, admin],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('groups.deleted', { name: nameIn(deleting.name, lang) }) }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('groups.title')}
        description={t('groups.description')}
        actions={
          admin && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              {t('groups.new')}
            </Button>
          )
        }
      />
      <DataTable
        label={t('groups.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(g) => String(g.id)}
        searchLabel={t('groups.search')}
        empty={t('groups.empty')}
        emptyUnfiltered={t('groups.none')}
      />
      {editing && <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('groups.deleteTitle', { name: deleting ? nameIn(deleting.name, lang) : '' })}
        description={t('groups.deleteDescription')}
        confirmLabel={t('actions.delete')}
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
