import type { AdminGroup, GroupMember } from '@mizan/contract/admin/groups';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight, Copy, RefreshCw, SearchX, Table2, UserMinus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/quiz/format';
import { useSession } from '@/lib/session/use-session';
import { nameIn } from '../schools/names';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useChangeMembersMutation, useGetGroupMembersQuery, useGetGroupQuery, useUpdateGroupMutation } from './api';
import { AddMembers } from './add-members';

const FILTERS = [] as const;

/** One class: its join code (and link) to hand out, its members with search, adding and removing. */
export default function GroupPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().groupId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: group, isError } = useGetGroupQuery(id, { skip: !valid });
  const admin = useSession().user?.role === 'admin';
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <Link to={paths.adminGroups} className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline">
        <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
        {t('groups.backToList')}
      </Link>
      {group ? (
        <>
          <PageHeader
            title={nameIn(group.name, currentLanguage())}
            description={group.staff.map((s) => s.fullname).join('، ')}
            actions={
              <Link to={paths.adminGroupGradebook(group.id)} className={buttonClass('secondary')}>
                <Table2 aria-hidden className="size-4" />
                {t('gradebook.title')}
              </Link>
            }
          />
          <JoinCodeCard group={group} admin={admin} />
          {admin && <AddMembers groupId={group.id} />}
          <Members group={group} admin={admin} />
        </>
      ) : isError || !valid ? (
        <EmptyState icon={SearchX} title={t('groups.notFound')} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

function JoinCodeCard({ group, admin }: { group: AdminGroup; admin: boolean }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateGroupMutation();
  const [confirming, setConfirming] = useState(false);
  const link = `${window.location.origin}${paths.myAssignments}?code=${group.join_code}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(noticeShown({ tone: 'info', text: t('groups.copied') }));
    } catch {
      dispatch(noticeShown({ tone: 'error', text: t('groups.copyFailed') }));
    }
  };
  const regenerate = async () => {
    try {
      await update({ id: group.id, body: { regenerate_join_code: true } }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('groups.regenerated') }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-bold text-fg">{t('groups.joinCode')}</h2>
      <p className="text-sm text-fg-muted">{t('groups.joinCodeHint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <bdi
          dir="ltr"
          data-testid="join-code"
          className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-xl font-bold tracking-widest text-fg"
        >
          {group.join_code}
        </bdi>
        <Button variant="secondary" onClick={() => void copy(group.join_code)}>
          <Copy aria-hidden className="size-4" />
          {t('groups.copyCode')}
        </Button>
        <Button variant="secondary" onClick={() => void copy(link)}>
          <Copy aria-hidden className="size-4" />
          {t('groups.copyLink')}
        </Button>
        {admin && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden className="size-4" />
            {t('groups.regenerate')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('groups.regenerateTitle')}
        description={t('groups.regenerateDescription')}
        confirmLabel={t('groups.regenerate')}
        busy={isLoading}
        onConfirm={() => void regenerate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

function Members({ group, admin }: { group: AdminGroup; admin: boolean }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetGroupMembersQuery({ id: group.id, ...list.query });
  const [change, { isLoading: removing }] = useChangeMembersMutation();
  const [target, setTarget] = useState<GroupMember | null>(null);
  const remove = async () => {
    if (!target) return;
    try {
      await change({ id: group.id, remove: true, body: { user_ids: [target.id] } }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('groups.removed', { name: target.fullname }) }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setTarget(null);
    }
  };
  const columns = useMemo<ColumnDef<GroupMember>[]>(
    () => [
      {
        id: 'name',
        header: t('groups.student'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.fullname}</span>
            <bdi dir="ltr" className="text-xs text-fg-muted">
              {row.original.email}
            </bdi>
          </span>
        ),
      },
      {
        id: 'joined_at',
        header: t('groups.joinedAt'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => formatDate(row.original.joined_at, lang, { dateOnly: true }),
      },
      ...(admin
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">{t('groups.actions')}</span>,
              cell: ({ row }: { row: { original: GroupMember } }) => (
                <div className="flex justify-end">
                  <IconButton
                    label={t('groups.removeOf', { name: row.original.fullname })}
                    tooltip={t('actions.remove')}
                    className="hover:text-danger"
                    onClick={() => setTarget(row.original)}
                  >
                    <UserMinus aria-hidden className="size-4" />
                  </IconButton>
                </div>
              ),
            } satisfies ColumnDef<GroupMember>,
          ]
        : []),
    ],
    [t, lang, admin],
  );
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h2 id="members-title" className="text-lg font-bold text-fg">
        {t('groups.members')}
      </h2>
      <DataTable
        label={t('groups.members')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(m) => m.id}
        searchLabel={t('groups.searchMembers')}
        empty={t('groups.noMatchingMembers')}
        emptyUnfiltered={t('groups.noMembers')}
      />
      <ConfirmDialog
        open={target !== null}
        title={t('groups.removeTitle', { name: target?.fullname ?? '' })}
        description={t('groups.removeDescription')}
        confirmLabel={t('actions.remove')}
        danger
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
