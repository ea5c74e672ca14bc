import { currentLanguage } from '@/lib/language';
import { issuedDates } from '../format';

/** The Gregorian date and/or the Hijri one beside it, as the reader chose (both by default in Arabic). */
export function IssuedDate({ iso }: { iso: string }) {
  const { gregorian, hijri } = issuedDates(iso, currentLanguage());
  return (
    <>
      <time dateTime={iso}>{gregorian ?? hijri}</time>
      {gregorian && hijri && <span className="text-fg-muted"> ({hijri})</span>}
    </>
  );
}
