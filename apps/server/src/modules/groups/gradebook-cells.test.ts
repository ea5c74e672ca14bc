import { describe, expect, it } from 'vitest';
import type { AttemptRow } from './gradebook-repo.js';
import { cellOf } from './gradebook.js';

const attempt = (id: string, values: Partial<AttemptRow>): AttemptRow => ({
  id,
  status: 'completed',
  startedMs: 100,
  completedMs: 200,
  percentage: null,
  passed: null,
  marking: null,
  ...values,
});

/** The rule of the counted attempt and the statuses, beyond what the API test's class meets. */
describe('gradebook cell', () => {
  it('counts the earlier of two equal best attempts', () => {
    const cell = cellOf(
      1,
      0,
      1000,
      [attempt('a', { percentage: 70, completedMs: 300 }), attempt('b', { percentage: 70, completedMs: 250 })],
      500,
    );
    expect(cell).toMatchObject({ status: 'completed', percentage: 70, trial: 'b', attempts: 2 });
  });

  it('counts a completed attempt without a percentage (a profile quiz) as completed', () => {
    expect(cellOf(1, 0, 1000, [attempt('p', {})], 2000)).toMatchObject({ status: 'completed', percentage: null, trial: 'p' });
  });

  it('keeps an attempt running after the close in progress, not missed', () => {
    expect(cellOf(1, 0, 1000, [attempt('r', { status: 'in_progress', completedMs: null })], 2000)).toMatchObject({
      status: 'in_progress',
      trial: 'r',
    });
  });

  it('says upcoming before the window, open inside it and missed after it when nothing was completed', () => {
    expect(cellOf(1, 100, 200, [], 50).status).toBe('upcoming');
    expect(cellOf(1, 100, 200, [], 150).status).toBe('open');
    expect(cellOf(1, 100, 200, [], 200).status).toBe('missed');
  });
});
