import { CloudOff, Inbox, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { useGetOutboxQuery } from './api';

const PAGE = { limit: 50, page: 1 };

/** The development outbox: mails the server kept instead of sending (no SMTP configured), newest first. */
export default function OutboxPage() {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError, isFetching, refetch } = useGetOutboxQuery(PAGE);
  const when = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  const mails = data?.results ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t('outbox.title')}
        description={t('outbox.description')}
        actions={
          <Button variant="secondary" onClick={() => void refetch()} loading={isFetching && !isLoading}>
            <RefreshCw aria-hidden className="size-4" />
            {t('outbox.refresh')}
          </Button>
        }
      />
      {isLoading ? (
        <div className="flex flex-col gap-4" aria-hidden>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <Card>
          <EmptyState
            icon={CloudOff}
            title={t('outbox.error')}
            action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
          />
        </Card>
      ) : mails.length === 0 ? (
        <Card>
          <EmptyState icon={Inbox} title={t('outbox.empty')} description={t('outbox.emptyHint')} />
        </Card>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('outbox.list', { count: data?.count ?? mails.length })}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <Card className="flex flex-col gap-3 p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-bold text-fg" dir="auto">
                    {mail.subject}
                  </h2>
                  <time dateTime={mail.created_at} className="text-xs text-fg-muted">
                    {when.format(new Date(mail.created_at))}
                  </time>
                </div>
                <p className="text-sm text-fg-muted">
                  {t('outbox.to')}{' '}
                  <bdi dir="ltr" className="font-medium text-fg">
                    {mail.to}
                  </bdi>
                </p>
                <pre
                  dir="auto"
                  className="overflow-x-auto rounded-lg bg-surface-muted p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-fg"
                >
                  {mail.text}
                </pre>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
