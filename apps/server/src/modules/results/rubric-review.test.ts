import { describe, expect, it } from 'vitest';
import type { Rubric } from '@mizan/contract/rubric';
import { rubricReview } from './rubric-review.js';

const rubric: Rubric = {
  criteria: [
    {
      title: { ar: 'الفكرة', en: 'Idea' },
      levels: [
        { points: 0, description: { ar: 'غائبة', en: 'Missing' } },
        { points: 2, description: { ar: 'واضحة', en: 'Clear' } },
      ],
    },
    {
      title: { ar: 'اللغة', en: '' },
      levels: [
        { points: 1, description: { ar: 'مقبولة', en: 'Fair' } },
        { points: 3, description: { ar: '', en: '' } },
        { points: 2.5, description: { ar: 'جيدة', en: 'Good' } },
      ],
    },
  ],
};

describe("the student's view of a rubric mark", () => {
  it('lists every criterion in the rubric order with the chosen level, its place and points out of the best', () => {
    const selection = [
      { criterion: 1, level: 2 },
      { criterion: 0, level: 1 },
    ];
    expect(rubricReview(rubric, selection, 'ar')).toEqual([
      { criterion: 'الفكرة', level: 'واضحة', level_number: 2, levels_count: 2, points: 2, max_points: 2 },
      { criterion: 'اللغة', level: 'جيدة', level_number: 3, levels_count: 3, points: 2.5, max_points: 3 },
    ]);
    // English left empty by the author falls back to Arabic, as all operator text does.
    expect(rubricReview(rubric, selection, 'en')?.map((row) => [row.criterion, row.level])).toEqual([
      ['Idea', 'Clear'],
      ['اللغة', 'Good'],
    ]);
  });

  it('says nothing for free points, for no rubric, or for a level the rubric does not have', () => {
    expect(rubricReview(rubric, null, 'ar')).toBeNull();
    expect(rubricReview(rubric, [], 'ar')).toBeNull();
    expect(rubricReview(undefined, [{ criterion: 0, level: 0 }], 'ar')).toBeNull();
    expect(
      rubricReview(
        rubric,
        [
          { criterion: 0, level: 5 },
          { criterion: 1, level: 1 },
        ],
        'en',
      ),
    ).toEqual([{ criterion: 'اللغة', level: '', level_number: 2, levels_count: 3, points: 3, max_points: 3 }]);
  });
});
