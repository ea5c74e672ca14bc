import type { Language } from '@mizan/contract/i18n';

// Certificates are dated in Saudi time, whatever the server's zone, so the day never shifts.
const TIME_ZONE = 'Asia/Riyadh';
const DAY_MONTH_YEAR = { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE } as const;

const gregorian = {
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', DAY_MONTH_YEAR),
  en: new Intl.DateTimeFormat('en-GB-u-ca-gregory', DAY_MONTH_YEAR),
};
const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', DAY_MONTH_YEAR);

/** The Gregorian date in the certificate's language and the Umm al-Qura Hijri date, always in Arabic. */
export function issueDates(date: Date, language: Language): { gregorian: string; hijri: string } {
  const day = gregorian[language].format(date);
  return { gregorian: language === 'ar' ? `${day} م` : day, hijri: hijri.format(date) };
}
