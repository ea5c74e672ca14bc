import { describe, expect, it } from 'vitest';
import { GRACE_MS, isExpired, remainingSeconds } from './timer.js';

const start = new Date('2026-01-01T10:00:00Z');
/** A one-minute trial (the start statement computes real deadlines: see accommodations/duration-sql.ts). */
const oneMinuteDeadline = () => new Date(start.getTime() + 60_000);

describe('deadline and grace', () => {
  it('accepts answers until the deadline plus grace, and not a millisecond after', () => {
    const deadline = oneMinuteDeadline();
    expect(isExpired(deadline, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isExpired(deadline, new Date(deadline.getTime() + GRACE_MS))).toBe(false);
    expect(isExpired(deadline, new Date(deadline.getTime() + GRACE_MS + 1))).toBe(true);
    expect(isExpired(null, new Date('2100-01-01'))).toBe(false);
  });

  it('counts remaining whole seconds up, never below zero, null when untimed', () => {
    const deadline = oneMinuteDeadline();
    expect(remainingSeconds(deadline, start)).toBe(60);
    expect(remainingSeconds(deadline, new Date(deadline.getTime() - 1500))).toBe(2);
    expect(remainingSeconds(deadline, new Date(deadline.getTime() + 3000))).toBe(0);
    expect(remainingSeconds(null, start)).toBeNull();
  });
});
