import { describe, expect, it } from 'vitest';
import type { LatestMark } from './marks-repo.js';
import { agreedMean, kindOfMark, secondMarkingState, visibleBlindMarks } from './second-marking.js';

const blindMark = (kind: 'first' | 'second', markerId: string, points: number): LatestMark => ({
  kind,
  markerId,
  points,
  questionId: 1,
  comment: '',
  reason: '',
  rubric: null,
  marker: markerId,
  markedAt: new Date(0),
});

describe('the agreement rule of second marking', () => {
  it('settles two marks within the threshold at their mean, and flags marks further apart', () => {
    expect(agreedMean(3, 4, 4, 25)).toBe(3.5);
    expect(agreedMean(2, 2, 10, 0)).toBe(2);
    expect(agreedMean(0.1, 0.4, 1, 30)).toBe(0.25); // 0.30000000000000004 apart is still 30 %
    expect(agreedMean(1, 4, 4, 25)).toBeNull();
    expect(agreedMean(2, 2.5, 10, 0)).toBeNull();
  });

  it('gives the first, then the second mark, never both to one marker; the agreement resolves after both', () => {
    const a = blindMark('first', 'a', 1);
    const b = blindMark('second', 'b', 4);
    expect(kindOfMark({}, 'a', false, '')).toBe('first');
    expect(kindOfMark({ first: a }, 'b', false, '')).toBe('second');
    expect(() => kindOfMark({ first: a }, 'a', false, '')).toThrow(expect.objectContaining({ errorCode: 'same_marker' }));
    expect(() => kindOfMark({ first: a, second: b }, 'c', false, '')).toThrow(expect.objectContaining({ errorCode: 'both_marks_given' }));
    expect(() => kindOfMark({ first: a }, 'c', true, 'why')).toThrow(expect.objectContaining({ errorCode: 'agreement_not_due' }));
    expect(() => kindOfMark({ first: a, second: b }, 'a', true, '')).toThrow();
    expect(kindOfMark({ first: a, second: b }, 'a', true, 'why')).toBe('agreed');
    expect(secondMarkingState({}, false)).toBe('first');
    expect(secondMarkingState({ first: a }, false)).toBe('second');
    expect(secondMarkingState({ first: a, second: b }, false)).toBe('disagreement');
    expect(secondMarkingState({ first: a, second: b }, true)).toBe('agreed');
  });

  it('shows a viewer only their own blind mark until both are in', () => {
    const a = blindMark('first', 'a', 1);
    expect(visibleBlindMarks({ first: a }, 'b')).toEqual([]);
    expect(visibleBlindMarks({ first: a }, 'a')).toEqual([a]);
    expect(visibleBlindMarks({ first: a, second: blindMark('second', 'b', 2) }, 'c')).toHaveLength(2);
  });
});
