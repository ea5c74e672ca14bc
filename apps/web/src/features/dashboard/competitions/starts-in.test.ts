import { describe, expect, it } from 'vitest';
import { coarseDuration, secondsUntil, splitDays } from './starts-in';

describe('competition countdown', () => {
  it('counts on the server clock, not the device clock', () => {
    // The device is 10 minutes behind the server.
    const receivedAt = Date.parse('2026-01-01T11:50:00Z');
    expect(secondsUntil('2026-01-01T13:00:00Z', '2026-01-01T12:00:00Z', receivedAt, receivedAt + 1000)).toBe(3599);
    expect(secondsUntil('2026-01-01T11:00:00Z', '2026-01-01T12:00:00Z', receivedAt, receivedAt)).toBe(0);
  });

  it('splits days off and rounds coarsely for screen readers', () => {
    expect(splitDays(2 * 86_400 + 3_723)).toEqual({ days: 2, rest: 3_723 });
    expect(coarseDuration(2 * 86_400 + 3_723)).toEqual({ value: 2, unit: 'day' });
    expect(coarseDuration(5_400)).toEqual({ value: 2, unit: 'hour' });
    expect(coarseDuration(61)).toEqual({ value: 2, unit: 'minute' });
    expect(coarseDuration(5)).toEqual({ value: 1, unit: 'minute' });
  });
});
