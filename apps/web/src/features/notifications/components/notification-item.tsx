import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@mizan/contract/notifications';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: a link to where it concerns (marked read on the way), or, for a message, its whole text with a
 * button that marks it read. Unread ones are bold with a dot, and say so to screen readers.
 */
export function NotificationItem({ notification: n, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const lang = currentLanguage();
  const heading = (
    <span className="flex items-start gap-2">
      <span aria-hidden className={cn('mt-2 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')} />
      <span className="flex min-w-0 flex-col gap-1">
        <span className={cn('text-fg', n.read ? 'font-medium' : 'font-bold')}>
          {!n.read && <span className="sr-only">{t('page.unread')}: </span>}
          {n.title}
        </span>
        <span className="text-sm whitespace-pre-line text-fg-muted">{n.body}</span>
        <time dateTime={n.created_at} className="text-xs text-fg-muted">
          {formatDate(n.created_at, lang)}
        </time>
      </span>
    </span>
  );
  const box = cn(
    'block rounded-xl border p-4 transition-colors',
    n.read ? 'border-border bg-surface' : 'border-primary/40 bg-primary-soft/40',
  );
  if (n.link) {
    return (
      <Link to={n.link} onClick={() => onOpen(n)} className={cn(box, 'hover:bg-surface-muted')}>
        {heading}
      </Link>
    );
  }
  return (
    <div className={box}>
      {heading}
      {!n.read && (
        <button type="button" onClick={() => onOpen(n)} className="ms-4 mt-2 text-sm font-medium text-primary hover:underline">
          {t('page.markRead')}
        </button>
      )}
    </div>
  );
}
