import type { AdminAssignment } from '@mizan/contract/admin/assignments';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Radio, ShieldCheck, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useDeleteAssignmentMutation, useGetAssignmentsQuery } from './api';
import { AssignmentAccessDialog } from './assignment-access-card';
import { AssignmentDialog } from './assignment-dialog';

const FILTERS = [] as const;
const TONES: Record<AdminAssignment['status'], string> = {
  upcoming: 'bg-surface-muted text-fg-muted',
  open: 'bg-primary-soft text-primary-soft-fg',
  closed: 'bg-surface-muted text-fg-muted',
};

/** Quizzes given to classes with a window; staff see and give work to their own classes. */
export default function AssignmentsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetAssignmentsQuery(list.query);
  const [editing, setEditing] = useState<AdminAssignment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAssignment | null>(null);
  const [ruling, setRuling] = useState<AdminAssignment | null>(null);
  const [remove, { isLoading: removing }] = useDeleteAssignmentMutation();

  const columns = useMemo<ColumnDef<AdminAssignment>[]>(
    () => [
      {
        id: 'quiz',
        header: t('assignments.quiz'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{row.original.quiz.title}</span>
            <span className="text-xs text-fg-muted">{row.original.groups.map((g) => g.name).join('، ')}</span>
          </span>
        ),
      },
      {
        id: 'opens_at',
        enableSorting: true,
        header: t('assignments.window'),
        cell: ({ row }) => (
          <span className="flex flex-col text-sm">
            <span>{t('assignments.from', { date: formatDate(row.original.opens_at, lang) })}</span>
            <span>{t('assignments.until', { date: formatDate(row.original.closes_at, lang) })}</span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('assignments.status'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => (
          <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[row.original.status])}>
            {t(`assignments.statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('assignments.actions')}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            {/* The sitting of this assignment's classes, with who has not started yet (#32). */}
            <Link
              to={`${paths.adminQuizLive(row.original.quiz.id)}?assignment=${row.original.id}`}
              aria-label={t('assignments.liveOf', { name: row.original.quiz.title })}
              title={t('assignments.liveOf', { name: row.original.quiz.title })}
              className="inline-flex size-10 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <Radio aria-hidden className="size-4" />
            </Link>
            <IconButton
              label={t('assignmentAccess.rulesOf', { name: row.original.quiz.title })}
              tooltip={t('examAccess.title')}
              onClick={() => setRuling(row.original)}
            >
              <ShieldCheck aria-hidden className="size-4" />
            </IconButton>
            <IconButton
              label={t('assignments.editOf', { name: row.original.quiz.title })}
              tooltip={t('actions.edit')}
              onClick={() => setEditing(row.original)}
            >
              <Pencil aria-hidden className="size-4" />
            </IconButton>
            <IconButton
              label={t('assignments.deleteOf', { name: row.original.quiz.title })}
              tooltip={t('actions.delete')}
              className="hover:text-danger"
              onClick={() => setDeleting(row.original)}
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </div>
        ),
      },
    ],
    [t, lang],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('assignments.deleted', { name: deleting.quiz.title }) }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('assignments.title')}
        description={t('assignments.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('assignments.new')}
          </Button>
        }
      />
      <DataTable
        label={t('assignments.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(a) => String(a.id)}
        searchLabel={t('assignments.search')}
        empty={t('assignments.empty')}
        emptyUnfiltered={t('assignments.none')}
      />
      {ruling && <AssignmentAccessDialog assignment={ruling} onClose={() => setRuling(null)} />}
      {editing && <AssignmentDialog assignment={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('assignments.deleteTitle', { name: deleting?.quiz.title ?? '' })}
        description={t('assignments.deleteDescription')}
        confirmLabel={t('actions.delete')}
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
