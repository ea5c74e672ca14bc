import type { AdminApiKey, CreatedApiKey } from '@mizan/contract/admin/api-keys';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatDate } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { SecretOnce } from '../shell/secret-once';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from './api';
import { CreateKeyDialog } from './create-key-dialog';

const FILTERS = [] as const;

const statusOf = (key: AdminApiKey): 'revoked' | 'expired' | 'active' =>
  key.revoked_at ? 'revoked' : key.expires_at && new Date(key.expires_at).getTime() <= Date.now() ? 'expired' : 'active';

/** API keys for the operator's own software: create (the token shown once), see when each was last used, revoke. */
export default function ApiKeysPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const list = useListParams(FILTERS);
  const { data, isLoading, isError } = useGetApiKeysQuery(list.query);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const [revoke, { isLoading: revokeBusy }] = useRevokeApiKeyMutation();

  const columns = useMemo<ColumnDef<AdminApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('apiKeys.name'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{row.original.name}</span>
            <bdi dir="ltr" className="font-mono text-xs text-fg-muted">
              {row.original.prefix}…
            </bdi>
          </span>
        ),
      },
      {
        id: 'scopes',
        header: t('apiKeys.scopes'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => row.original.scopes.map((s) => t(`apiKeys.scope.${s.replace(':', '_')}`)).join('، '),
      },
      {
        id: 'expires_at',
        header: t('apiKeys.expiresAt'),
        cell: ({ row }) => (row.original.expires_at ? formatDate(row.original.expires_at, lang) : t('apiKeys.never')),
      },
      {
        id: 'last_used_at',
        header: t('apiKeys.lastUsed'),
        cell: ({ row }) => (row.original.last_used_at ? formatDate(row.original.last_used_at, lang) : t('apiKeys.neverUsed')),
      },
      {
        id: 'status',
        header: t('apiKeys.status'),
        cell: ({ row }) => t(`apiKeys.${statusOf(row.original)}`),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('apiKeys.revoke')}</span>,
        cell: ({ row }) =>
          row.original.revoked_at ? null : (
            <div className="flex justify-end">
              <IconButton
                label={`${t('apiKeys.revoke')}: ${row.original.name}`}
                tooltip={t('apiKeys.revoke')}
                className="hover:text-danger"
                onClick={() => setRevoking(row.original)}
              >
                <Ban aria-hidden className="size-4" />
              </IconButton>
            </div>
          ),
      },
    ],
    [t, lang],
  );

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke(revoking.id).unwrap();
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('apiKeys.title')}
        description={t('apiKeys.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {t('apiKeys.create')}
          </Button>
        }
      />
      {isError && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {t('apiKeys.loadError')}
        </p>
      )}
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(k) => k.id}
        searchLabel={t('apiKeys.name')}
        empty={t('apiKeys.empty')}
        emptyUnfiltered={t('apiKeys.empty')}
      />
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && (
        <SecretOnce
          title={t('apiKeys.createdTitle')}
          warning={t('apiKeys.createdWarning')}
          label={created.name}
          value={created.token}
          copyLabel={t('apiKeys.copy')}
          copiedLabel={t('apiKeys.copied')}
          doneLabel={t('apiKeys.done')}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revoke')}
        description={t('apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        danger
        busy={revokeBusy}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
