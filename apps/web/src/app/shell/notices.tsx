import { CircleAlert, Info, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { noticeDismissed, selectNotices, type Notice } from '@/lib/notices/notice-slice';

const LIFETIME_MS = 6000;

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(noticeDismissed(notice.id)), LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notice.id]);
  const Icon = notice.tone === 'error' ? CircleAlert : Info;
  return (
    <li
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-xl border bg-surface p-4 text-sm text-fg shadow-lg',
        notice.tone === 'error' ? 'border-danger' : 'border-border',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', notice.tone === 'error' ? 'text-danger' : 'text-primary')} />
      <p className="flex-1">{notice.text ?? t(notice.messageKey ?? 'status.genericError')}</p>
      <button
        type="button"
        onClick={() => dispatch(noticeDismissed(notice.id))}
        aria-label={t('actions.close')}
        className="rounded p-0.5 text-fg-muted hover:text-fg"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** A polite live region, so messages are announced without stealing focus; the list inside keeps its list role (axe). */
export default function Notices() {
  const notices = useAppSelector(selectNotices);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] mx-auto max-w-sm">
      <ol className="flex flex-col gap-2">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ol>
    </div>
  );
}
