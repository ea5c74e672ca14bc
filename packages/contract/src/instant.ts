import { z } from 'zod';

/**
 * A moment a client sends: ISO 8601 with an offset, in a year PostgreSQL's `timestamptz` can hold (1–9999 in UTC;
 * there is no year 0), so a mistaken date is a 400 rather than the database's error.
 */
export const Instant = z.iso.datetime({ offset: true }).refine((at) => {
  const year = new Date(at).getUTCFullYear();
  return year >= 1 && year <= 9999;
});
