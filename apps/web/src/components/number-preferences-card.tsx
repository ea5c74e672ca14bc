import { useTranslation } from 'react-i18next';
import { DIGITS } from '@mizan/contract/i18n';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { CALENDARS, setNumberPreference, useNumberPreferences } from '@/lib/number-preferences';
import { formatDate, formatNumber } from '@/lib/quiz/format';

/** Fixed sample values, so the preview shows the choice rather than a changing clock. */
const SAMPLE_NUMBER = 1234.5;
const SAMPLE_DATE = '2026-03-20T09:30:00Z';

/** Digits and calendar of every number and date the app shows; on the settings and profile pages. */
export function NumberPreferencesCard() {
  const { t } = useTranslation();
  const { digits, calendar } = useNumberPreferences();
  const lang = currentLanguage();
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-fg">{t('settings.numbers.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-fg-muted">{t('settings.numbers.description')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('settings.numbers.digits')}
          value={digits}
          onChange={(event) => setNumberPreference('digits', DIGITS.find((d) => d === event.target.value) ?? digits)}
          options={DIGITS.map((value) => ({ value, label: t(`settings.numbers.digitsOptions.${value}`) }))}
        />
        <Select
          label={t('settings.numbers.calendar')}
          value={calendar}
          onChange={(event) => setNumberPreference('calendar', CALENDARS.find((c) => c === event.target.value) ?? calendar)}
          options={CALENDARS.map((value) => ({ value, label: t(`settings.numbers.calendarOptions.${value}`) }))}
        />
      </div>
      <p className="mt-4 text-sm text-fg-muted" aria-live="polite">
        {t('settings.numbers.example', {
          number: formatNumber(SAMPLE_NUMBER, lang, 1),
          date: formatDate(SAMPLE_DATE, lang, { dateOnly: true }),
        })}
      </p>
    </Card>
  );
}
