import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What the attempt's event log records (#32), said before the student starts: evidence for a person, never a verdict. */
export function RecordingNote() {
  const { t } = useTranslation('quizzes');
  return (
    <section className="flex items-start gap-3 rounded-xl bg-surface-muted p-3 text-sm text-fg" aria-labelledby="recording-title">
      <Eye aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <div className="flex flex-col gap-0.5">
        <h2 id="recording-title" className="font-semibold">
          {t('recording.title')}
        </h2>
        <p>{t('recording.body')}</p>
      </div>
    </section>
  );
}
