const DAY = 86_400;

/** Whole seconds until `startsAt`, measured on the server's clock (its `server_now` when the list arrived). */
export function secondsUntil(startsAt: string, serverNow: string, receivedAt: number, now: number): number {
  const skew = Date.parse(serverNow) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(startsAt) - (now + skew)) / 1000));
}

/** Whole days, then the rest of the day (for "2 days 03:04:05"). */
export function splitDays(seconds: number): { days: number; rest: number } {
  return { days: Math.floor(seconds / DAY), rest: seconds % DAY };
}

/** A coarse duration for screen readers: it changes once a minute at most, so nothing chatters. */
export function coarseDuration(seconds: number): { value: number; unit: 'day' | 'hour' | 'minute' } {
  if (seconds >= DAY) return { value: Math.round(seconds / DAY), unit: 'day' };
  if (seconds >= 3600) return { value: Math.round(seconds / 3600), unit: 'hour' };
  return { value: Math.max(1, Math.ceil(seconds / 60)), unit: 'minute' };
}
