/** Calendar days are Saudi days (UTC+3, no daylight saving), as the console shows dates. */
const OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The instant a Saudi day (`YYYY-MM-DD`) begins. */
export const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** The instant the Saudi day after `day` begins: the exclusive end of an inclusive range ending on `day`. */
export const nextDay = (day: string) => new Date(riyadhDayStart(day).getTime() + DAY_MS);

/** The Saudi day `days` after (or before, when negative) the one `at` falls on. */
export const riyadhDay = (at: Date, days = 0) => new Date(at.getTime() + OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
