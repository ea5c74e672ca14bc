import { CloudOff, KeyRound, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { readServerError } from '@/lib/forms/server-errors';
import { currentLanguage } from '@/lib/language';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useGetCredentialKeysQuery, useRotateCredentialKeyMutation } from './api';

/** Open Badges signing keys: which one signs now, the retired ones still published, and rotation (admins only). */
export default function CredentialsPage() {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError, refetch } = useGetCredentialKeysQuery();
  const [rotate, { isLoading: rotating }] = useRotateCredentialKeyMutation();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const when = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

  const onRotate = async () => {
    try {
      await rotate().unwrap();
      setMessage({ tone: 'success', text: t('credentials.rotated') });
      void refetch();
    } catch (failure) {
      setMessage({ tone: 'error', text: readServerError(failure, []).detail ?? t('credentials.error') });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t('credentials.title')}
        description={t('credentials.description')}
        actions={
          <Button onClick={() => setConfirming(true)} disabled={isLoading || isError}>
            <RotateCw aria-hidden className="size-4" />
            {t('credentials.rotate')}
          </Button>
        }
      />
      <p role="status" className={message?.tone === 'error' ? 'mb-4 text-sm text-danger' : 'mb-4 text-sm text-primary-soft-fg'}>
        {message?.text}
      </p>
      {isLoading ? (
        <Skeleton aria-busy className="h-40 w-full rounded-2xl" />
      ) : isError || !data ? (
        <Card>
          <EmptyState
            icon={CloudOff}
            title={t('credentials.error')}
            action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
          />
        </Card>
      ) : (
        <Card className="flex flex-col gap-4 p-5">
          <p className="text-sm text-fg-muted">
            {t('credentials.issuer')}{' '}
            <bdi dir="ltr" className="font-mono text-xs break-all text-fg">
              {data.issuer}
            </bdi>
          </p>
          {data.keys.length === 0 ? (
            <EmptyState icon={KeyRound} title={t('credentials.empty')} description={t('credentials.emptyHint')} />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('credentials.keys')}>
              {data.keys.map((key) => (
                <li key={key.key_id} className="flex flex-col gap-1 rounded-xl border border-border p-4">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                    <KeyRound aria-hidden className="size-4" />
                    <bdi dir="ltr" className="font-mono text-sm">
                      {key.key_id}
                    </bdi>
                    <span className={key.retired_at ? 'text-xs text-fg-muted' : 'text-xs text-primary-soft-fg'}>
                      {key.retired_at ? t('credentials.retired') : t('credentials.active')}
                    </span>
                  </p>
                  <p className="text-xs text-fg-muted">
                    {t('credentials.created')} <time dateTime={key.created_at}>{when.format(new Date(key.created_at))}</time>
                    {key.retired_at && (
                      <>
                        {' · '}
                        {t('credentials.retiredAt')} <time dateTime={key.retired_at}>{when.format(new Date(key.retired_at))}</time>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('credentials.confirmTitle')}
        description={t('credentials.confirmText')}
        confirmLabel={t('credentials.rotate')}
        busy={rotating}
        onConfirm={() => void onRotate()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
