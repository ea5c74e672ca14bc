import type { TrialLive } from '@mizan/contract/trial-live';
import { Megaphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';

/** The invigilator's announcements (#32), newest last, read out as they arrive; each is closed by the student. */
export function LiveAnnouncements({ items, onDismiss }: { items: TrialLive['announcements']; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  return (
    <div role="alert" aria-live="assertive" className="flex flex-col gap-2 empty:hidden">
      {items.map((a) => (
        <div key={a.id} className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary-soft p-3 text-fg">
          <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-sm font-semibold">
              {t('announcement.title')} <span className="font-normal text-fg-muted">· {formatDate(a.created_at, lang)}</span>
            </p>
            <p dir="auto" className="text-sm break-words whitespace-pre-line">
              {a.text}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(a.id)}
            aria-label={t('announcement.dismiss')}
            className="rounded-md p-1 text-fg-muted hover:bg-surface-muted"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
