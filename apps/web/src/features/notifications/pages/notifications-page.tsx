import { Bell, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotificationBox, type Notification } from '@mizan/contract/notifications';
import { PageHeader } from '@/components/page-header';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGetNotificationsQuery, useMarkReadMutation } from '@/lib/notifications/api';
import { paths } from '@/lib/paths';
import { NotificationItem } from '../components/notification-item';

const TABS = [
  { box: 'alerts', icon: Bell, to: paths.notifications },
  { box: 'messages', icon: Mail, to: paths.messages },
] as const;

/** The notification centre: the bell's events and the mail icon's messages, newest first, a page at a time. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const box = NotificationBox.catch('alerts').parse(params.get('box'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError, refetch, isFetching } = useGetNotificationsQuery({ box, page });
  const [markRead, marking] = useMarkReadMutation();

  const open = (n: Notification) => {
    if (!n.read) void markRead({ ids: [n.id] });
  };
  const goTo = (next: number) => {
    const to = new URLSearchParams(params);
    to.set('page', String(next));
    setParams(to);
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t(`page.${box}`)}
        description={t(`page.${box}Description`)}
        actions={
          data && data.unread_count > 0 ? (
            <Button variant="secondary" loading={marking.isLoading} onClick={() => void markRead({ all: true, box })}>
              {t('page.markAll')}
            </Button>
          ) : undefined
        }
      />
      <nav aria-label={t('page.boxes')} className="mb-4 flex gap-2">
        {TABS.map(({ box: tab, icon: Icon, to }) => (
          <Link
            key={tab}
            to={to}
            aria-current={tab === box ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium',
              tab === box ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border text-fg hover:bg-surface-muted',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {t(`page.${tab}`)}
            {data && data.unread[tab] > 0 && <span className="text-xs">({t('page.unreadCount', { count: data.unread[tab] })})</span>}
          </Link>
        ))}
      </nav>
      {marking.isError && <FormAlert message={t('page.markFailed')} />}
      {isLoading ? (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only">{t('page.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : isError || !data ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={t('page.loadFailed')} />
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState icon={box === 'messages' ? Mail : Bell} title={t(`page.${box}Empty`)} />
      ) : (
        <>
          <ul className={cn('flex flex-col gap-3', isFetching && 'opacity-70')}>
            {data.results.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={open} />
              </li>
            ))}
          </ul>
          {(data.next || data.previous) && (
            <nav aria-label={t('page.pages')} className="mt-4 flex items-center justify-between gap-2">
              <Button variant="secondary" disabled={!data.previous} onClick={() => goTo(page - 1)}>
                {t('page.previous')}
              </Button>
              <Button variant="secondary" disabled={!data.next} onClick={() => goTo(page + 1)}>
                {t('page.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
