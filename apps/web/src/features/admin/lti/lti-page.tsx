import type { AdminLtiPlatform, LtiToolUrls } from '@mizan/contract/admin/lti';
import { Check, Copy, Pencil, Plug, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import {
  useDeleteLtiPlatformMutation,
  useGetLtiPassbacksQuery,
  useGetLtiPlatformsQuery,
  useGetLtiToolUrlsQuery,
  useResendLtiPassbackMutation,
} from './api';
import { PlatformDialog } from './platform-dialog';

const URL_KEYS: ReadonlyArray<keyof LtiToolUrls> = ['registration', 'login', 'launch', 'redirect', 'jwks', 'deep_linking'];

/** LMS platforms (LTI 1.3): the tool's URLs to paste into Moodle or Canvas, the connected platforms, grade passback failures. */
export default function LtiPage() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<AdminLtiPlatform | 'new' | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <PageHeader
        title={t('lti.title')}
        description={t('lti.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('lti.new')}
          </Button>
        }
      />
      <ToolUrls />
      <Platforms onEdit={setEditing} />
      <Passbacks />
      {editing && <PlatformDialog platform={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function ToolUrls() {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError } = useGetLtiToolUrlsQuery();
  const [copied, setCopied] = useState<keyof LtiToolUrls | null>(null);
  const copy = async (key: keyof LtiToolUrls, value: string) => {
    await navigator.clipboard.writeText(value);
    setCopied(key);
  };
  return (
    <section aria-labelledby="lti-urls" className="flex flex-col gap-3">
      <h2 id="lti-urls" className="text-lg font-semibold">
        {t('lti.urlsTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('lti.urlsHelp')}</p>
      <Card className="p-4">
        {isLoading && <Skeleton className="h-40" />}
        {isError && <p role="alert">{t('lti.loadError')}</p>}
        {data && (
          <dl className="grid gap-3">
            {URL_KEYS.map((key) => (
              <div key={key} className="grid gap-1 sm:grid-cols-[14rem_1fr_auto] sm:items-center">
                <dt className="text-sm font-medium">{t(`lti.urls.${key}`)}</dt>
                <dd className="min-w-0">
                  <code dir="ltr" className="block truncate rounded-lg bg-surface-muted px-2 py-1 text-xs">
                    {data[key]}
                  </code>
                </dd>
                <dd>
                  <IconButton
                    label={t('lti.copyOf', { name: t(`lti.urls.${key}`) })}
                    tooltip={t('lti.copy')}
                    onClick={() => void copy(key, data[key])}
                  >
                    {copied === key ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                  </IconButton>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p role="status" className="sr-only">
          {copied ? t('lti.copied') : ''}
        </p>
      </Card>
    </section>
  );
}

function Platforms({ onEdit }: { onEdit: (platform: AdminLtiPlatform) => void }) {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError } = useGetLtiPlatformsQuery();
  const [deleting, setDeleting] = useState<AdminLtiPlatform | null>(null);
  const [remove, { isLoading: busy }] = useDeleteLtiPlatformMutation();
  return (
    <section aria-labelledby="lti-platforms" className="flex flex-col gap-3">
      <h2 id="lti-platforms" className="text-lg font-semibold">
        {t('lti.platformsTitle')}
      </h2>
      <Card className="overflow-x-auto">
        {isLoading && <Skeleton className="m-4 h-24" />}
        {isError && (
          <p role="alert" className="p-4">
            {t('lti.loadError')}
          </p>
        )}
        {data && data.length === 0 && <EmptyState icon={Plug} title={t('lti.empty')} description={t('lti.emptyHelp')} />}
        {data && data.length > 0 && (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('lti.platformsTitle')}</caption>
            <thead className="text-start text-fg-muted">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t('lti.fields.name')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('lti.fields.issuer')}
                </th>
                <th scope="col" className="hidden p-3 text-start md:table-cell">
                  {t('lti.fields.client_id')}
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">{t('lti.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((platform) => (
                <tr key={platform.id} className="border-t border-border">
                  <td className="p-3 font-medium">{platform.name}</td>
                  <td className="p-3">
                    <bdi dir="ltr">{platform.issuer}</bdi>
                  </td>
                  <td className="hidden p-3 md:table-cell">
                    <bdi dir="ltr">{platform.client_id}</bdi>
                  </td>
                  <td className="p-3">
                    <div className="flex justify-end gap-1">
                      <IconButton
                        label={t('lti.editOf', { name: platform.name })}
                        tooltip={t('actions.edit')}
                        onClick={() => onEdit(platform)}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </IconButton>
                      <IconButton
                        label={t('lti.deleteOf', { name: platform.name })}
                        tooltip={t('actions.delete')}
                        className="hover:text-danger"
                        onClick={() => setDeleting(platform)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </IconButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <ConfirmDialog
        open={!!deleting}
        title={t('lti.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('lti.deleteHelp')}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onConfirm={() => {
          if (deleting)
            void remove(deleting.id)
              .unwrap()
              .finally(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

function Passbacks() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data, isLoading, isError } = useGetLtiPassbacksQuery('failed');
  const [resend, { isLoading: sending }] = useResendLtiPassbackMutation();
  return (
    <section aria-labelledby="lti-passbacks" className="flex flex-col gap-3">
      <h2 id="lti-passbacks" className="text-lg font-semibold">
        {t('lti.passbacksTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('lti.passbacksHelp')}</p>
      <Card className="overflow-x-auto">
        {isLoading && <Skeleton className="m-4 h-16" />}
        {isError && (
          <p role="alert" className="p-4">
            {t('lti.loadError')}
          </p>
        )}
        {data && data.length === 0 && <p className="p-4 text-sm text-fg-muted">{t('lti.noFailures')}</p>}
        {data && data.length > 0 && (
          <ul className="divide-y divide-border">
            {data.map((p) => (
              <li key={p.trial} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">
                    {p.user.fullname} · {p.quiz.title}
                  </span>
                  <span className="text-fg-muted">
                    {p.platform.name} · {t('lti.attempts', { count: p.attempts, n: formatNumber(p.attempts, lang) })}
                    {p.last_error && (
                      <>
                        {' · '}
                        <bdi dir="ltr">{p.last_error}</bdi>
                      </>
                    )}
                  </span>
                </div>
                <Button variant="secondary" size="sm" loading={sending} onClick={() => void resend(p.trial)}>
                  <RotateCw aria-hidden className="size-4" />
                  {t('lti.sendAgain')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
