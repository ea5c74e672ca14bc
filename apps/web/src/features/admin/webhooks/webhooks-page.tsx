import type { AdminWebhook, CreatedWebhook } from '@mizan/contract/admin/webhooks';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { SecretOnce } from '../shell/secret-once';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useDeleteWebhookMutation, useGetWebhooksQuery } from './api';
import { WebhookDialog } from './webhook-dialog';

const FILTERS = [] as const;

/** Webhook subscriptions: where events are posted, which ones, and each one's delivery log. */
export default function WebhooksPage() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useListParams(FILTERS);
  const { data, isLoading, isError } = useGetWebhooksQuery(list.query);
  const [editing, setEditing] = useState<AdminWebhook | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<AdminWebhook | null>(null);
  const [remove, { isLoading: removing }] = useDeleteWebhookMutation();

  const columns = useMemo<ColumnDef<AdminWebhook>[]>(
    () => [
      {
        id: 'url',
        header: t('webhooks.url'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <Link
              to={paths.adminWebhook(row.original.id)}
              className="font-medium text-primary-soft-fg underline-offset-4 hover:underline"
              aria-label={`${t('webhooks.deliveries')}: ${row.original.url}`}
            >
              <bdi dir="ltr" className="break-all">
                {row.original.url}
              </bdi>
            </Link>
            {row.original.description && <span className="text-xs text-fg-muted">{row.original.description}</span>}
          </span>
        ),
      },
      {
        id: 'events',
        header: t('webhooks.events'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => row.original.events.map((e) => t(`webhooks.eventType.${e.replace('.', '_')}`)).join('، '),
      },
      {
        id: 'active',
        header: t('webhooks.status'),
        cell: ({ row }) => t(row.original.active ? 'webhooks.active' : 'webhooks.inactive'),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('webhooks.edit')}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <IconButton
              label={`${t('webhooks.edit')}: ${row.original.url}`}
              tooltip={t('webhooks.edit')}
              onClick={() => setEditing(row.original)}
            >
              <Pencil aria-hidden className="size-4" />
            </IconButton>
            <IconButton
              label={`${t('webhooks.delete')}: ${row.original.url}`}
              tooltip={t('webhooks.delete')}
              className="hover:text-danger"
              onClick={() => setDeleting(row.original)}
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </div>
        ),
      },
    ],
    [t],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('webhooks.title')}
        description={t('webhooks.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('webhooks.create')}
          </Button>
        }
      />
      {isError && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {t('webhooks.loadError')}
        </p>
      )}
      <DataTable
        label={t('webhooks.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(w) => w.id}
        searchLabel={t('webhooks.url')}
        empty={t('webhooks.empty')}
        emptyUnfiltered={t('webhooks.empty')}
      />
      {editing && (
        <WebhookDialog
          webhook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(hook) => {
            setEditing(null);
            setCreated(hook);
          }}
        />
      )}
      {created && (
        <SecretOnce
          title={t('webhooks.secretTitle')}
          warning={t('webhooks.secretWarning')}
          label={created.url}
          value={created.secret}
          copyLabel={t('webhooks.copy')}
          copiedLabel={t('webhooks.copied')}
          doneLabel={t('webhooks.done')}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.delete')}
        description={t('webhooks.deleteConfirm', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        danger
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
