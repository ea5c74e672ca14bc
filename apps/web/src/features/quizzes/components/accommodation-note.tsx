import type { StudentAccommodation } from '@mizan/contract/quizzes';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatUnit } from '@/lib/quiz/format';

/** The extra time an admin granted this student, said before they start (the timer then counts it down). */
export function AccommodationNote({ accommodation }: { accommodation: StudentAccommodation }) {
  const { t } = useTranslation('quizzes');
  const lang = currentLanguage();
  const seconds = accommodation.duration_seconds;
  if (seconds === null) return null;
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const duration = rest ? `${formatUnit(whole, 'minute', lang)} ${formatUnit(rest, 'second', lang)}` : formatUnit(whole, 'minute', lang);
  const granted = [
    accommodation.time_multiplier > 1 && t('accommodation.multiplier', { value: formatNumber(accommodation.time_multiplier, lang, 2) }),
    accommodation.extra_minutes > 0 && t('accommodation.extra', { value: formatUnit(accommodation.extra_minutes, 'minute', lang) }),
  ].filter(Boolean);
  return (
    <section className="flex items-start gap-3 rounded-xl bg-primary-soft p-3 text-sm text-fg" aria-labelledby="accommodation-title">
      <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-soft-fg" />
      <div className="flex flex-col gap-0.5">
        <h2 id="accommodation-title" className="font-semibold">
          {t('accommodation.title')}
        </h2>
        <p>{t('accommodation.duration', { duration, granted: granted.join(t('accommodation.and')) })}</p>
      </div>
    </section>
  );
}
