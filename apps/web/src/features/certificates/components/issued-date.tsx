import { currentLanguage } from '@/lib/language';
import { issuedDates } from '../format';

/** Gregorian date, and the Hijri one beside it in Arabic. */
export function IssuedDate({ iso }: { iso: string }) {
  const { gregorian, hijri } = issuedDates(iso, currentLanguage());
  return (
    <>
      <time dateTime={iso}>{gregorian}</time>
      {hijri && <span className="text-fg-muted"> ({hijri})</span>}
    </>
  );
}
