import { describe, expect, it } from 'vitest';
import { crossedThreshold, remainingAt } from './countdown';

describe('countdown', () => {
  const snapshot = { remainingSeconds: 120, receivedAt: 10_000 };

  it('counts down from the server snapshot by elapsed time', () => {
    expect(remainingAt(snapshot, 10_000)).toBe(120);
    expect(remainingAt(snapshot, 10_400)).toBe(120);
    expect(remainingAt(snapshot, 11_000)).toBe(119);
    expect(remainingAt(snapshot, 70_000)).toBe(60);
  });

  it('never goes below zero', () => {
    expect(remainingAt(snapshot, 500_000)).toBe(0);
  });

  it('gives the same answer for an older snapshot of the same deadline', () => {
    const older = { remainingSeconds: 150, receivedAt: -20_000 };
    expect(remainingAt(older, 40_000)).toBe(remainingAt(snapshot, 40_000));
  });

  it('announces the 5-minute and 1-minute marks once each', () => {
    expect(crossedThreshold(301, 300)).toBe(300);
    expect(crossedThreshold(300, 299)).toBeUndefined();
    expect(crossedThreshold(61, 59)).toBe(60);
    expect(crossedThreshold(59, 58)).toBeUndefined();
  });
});
