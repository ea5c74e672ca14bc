import { describe, expect, it } from 'vitest';
import { deadlineFor, GRACE_MS, isExpired, remainingSeconds } from './timer.js';

const start = new Date('2026-01-01T10:00:00Z');

describe('deadline and grace', () => {
  it('puts the deadline duration minutes after the start, none when untimed', () => {
    expect(deadlineFor(start, 30)?.toISOString()).toBe('2026-01-01T10:30:00.000Z');
    expect(deadlineFor(start, null)).toBeNull();
  });

  it('accepts answers until the deadline plus grace, and not a millisecond after', () => {
    const deadline = deadlineFor(start, 1) as Date;
    expect(isExpired(deadline, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isExpired(deadline, new Date(deadline.getTime() + GRACE_MS))).toBe(false);
    expect(isExpired(deadline, new Date(deadline.getTime() + GRACE_MS + 1))).toBe(true);
    expect(isExpired(null, new Date('2100-01-01'))).toBe(false);
  });

  it('counts remaining whole seconds up, never below zero, null when untimed', () => {
    const deadline = deadlineFor(start, 1) as Date;
    expect(remainingSeconds(deadline, start)).toBe(60);
    expect(remainingSeconds(deadline, new Date(deadline.getTime() - 1500))).toBe(2);
    expect(remainingSeconds(deadline, new Date(deadline.getTime() + 3000))).toBe(0);
    expect(remainingSeconds(null, start)).toBeNull();
  });
});
