import { Bell, Mail, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { useGetUnreadCountsQuery } from '@/lib/notifications/api';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';

/** New notifications show up within a minute, and at once when the tab comes back into focus. */
const POLL_MS = 60_000;

function BoxLink({
  to,
  icon: Icon,
  label,
  count,
  current,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  current: boolean;
}) {
  const lang = currentLanguage();
  return (
    <Link
      to={to}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      title={label}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg',
        current && 'bg-surface-muted text-fg',
      )}
    >
      <Icon aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white dark:text-bg"
        >
          {count > 99 ? `${formatNumber(99, lang)}+` : formatNumber(count, lang)}
        </span>
      )}
    </Link>
  );
}

/** The bell (events) and the mail icon (operators' messages), each with its unread count, read out to screen readers. */
export function NotificationButtons() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { data, refetch } = useGetUnreadCountsQuery(undefined, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
    // Back from a layout without the top bar (the player, a result): what happened there counts at once.
    refetchOnMountOrArgChange: true,
  });
  // A page change is when something new is likely (a quiz just completed, a payment just made): look again then.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const alerts = data?.alerts ?? 0;
  const messages = data?.messages ?? 0;
  const onPage = pathname === paths.notifications;
  const messagesOpen = onPage && new URLSearchParams(search).get('box') === 'messages';
  return (
    <>
      <BoxLink
        to={paths.notifications}
        icon={Bell}
        label={t('topBar.notificationsUnread', { count: alerts })}
        count={alerts}
        current={onPage && !messagesOpen}
      />
      <BoxLink
        to={paths.messages}
        icon={Mail}
        label={t('topBar.messagesUnread', { count: messages })}
        count={messages}
        current={messagesOpen}
      />
      {/* A change of count is announced once, politely (the links' names say it too when focused). */}
      <span role="status" className="sr-only">
        {alerts + messages > 0 ? t('topBar.unreadSummary', { alerts, messages }) : ''}
      </span>
    </>
  );
}
