import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';

/** An assigned quiz's window, said before the student starts: the close bounds starting, not a trial begun in time. */
export function AssignmentWindowNote({ window }: { window: { opens_at: string; closes_at: string } }) {
  const { t } = useTranslation('quizzes');
  const lang = currentLanguage();
  const notYet = Date.parse(window.opens_at) > Date.now();
  return (
    <section className="flex items-start gap-3 rounded-xl bg-surface-muted p-3 text-sm text-fg" aria-labelledby="assignment-window-title">
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-soft-fg" />
      <div className="flex flex-col gap-0.5">
        <h2 id="assignment-window-title" className="font-semibold">
          {t('assignment.title')}
        </h2>
        {notYet && <p>{t('assignment.opens', { date: formatDate(window.opens_at, lang) })}</p>}
        <p>{t('assignment.closes', { date: formatDate(window.closes_at, lang) })}</p>
      </div>
    </section>
  );
}
