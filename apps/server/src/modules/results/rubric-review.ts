import type { Language } from '@mizan/contract/i18n';
import type { ReviewRubricRow } from '@mizan/contract/results';
import type { Rubric, RubricSelection } from '@mizan/contract/rubric';
import { localized } from '../../lib/localized.js';

/**
 * What the student's review says of a rubric mark: per criterion, in the rubric's order, the level the marker
 * chose and its points out of the criterion's best. Null for free points (no selection) or no rubric.
 */
export function rubricReview(
  rubric: Rubric | undefined,
  selection: RubricSelection | null | undefined,
  lang: Language,
): ReviewRubricRow[] | null {
  if (!rubric || !selection?.length) return null;
  const chosen = new Map(selection.map((choice) => [choice.criterion, choice.level]));
  return rubric.criteria.flatMap((criterion, index) => {
    const levelIndex = chosen.get(index);
    const level = levelIndex === undefined ? undefined : criterion.levels[levelIndex];
    if (levelIndex === undefined || !level) return [];
    return [
      {
        criterion: localized(lang, criterion.title.ar, criterion.title.en),
        level: localized(lang, level.description.ar, level.description.en),
        level_number: levelIndex + 1,
        levels_count: criterion.levels.length,
        points: level.points,
        max_points: Math.max(0, ...criterion.levels.map((l) => l.points)),
      },
    ];
  });
}
