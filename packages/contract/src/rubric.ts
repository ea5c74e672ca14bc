import { z } from 'zod';
import { bilingual, requiredBilingual } from './admin/common.js';

export const MAX_CRITERIA = 10;
export const MAX_LEVELS = 6;

/** Points in hundredths, as marks are shown; never negative (a rubric grades, it does not penalise). */
const LevelPoints = z.number().finite().min(0).max(100).multipleOf(0.01);

export const RubricLevel = z.strictObject({ points: LevelPoints, description: bilingual(1_000) });
export const RubricCriterion = z.strictObject({
  title: requiredBilingual(200),
  levels: z.array(RubricLevel).min(1).max(MAX_LEVELS),
});

/**
 * An essay's rubric (#28): criteria × levels, plain text in both languages. The marker picks one level per
 * criterion and the question earns the sum of their points. Its maximum (each criterion's highest level) may not
 * exceed the question's mark (`rubric_over_mark`, checked where the mark is known); it may fall short, so a
 * rubric can leave the rest of the mark to free points.
 */
export const Rubric = z.strictObject({ criteria: z.array(RubricCriterion).min(1).max(MAX_CRITERIA) });
export type Rubric = z.infer<typeof Rubric>;

/** One criterion's chosen level, both as indexes into the rubric the trial's version froze. */
export const RubricChoice = z.strictObject({
  criterion: z
    .number()
    .int()
    .min(0)
    .max(MAX_CRITERIA - 1),
  level: z
    .number()
    .int()
    .min(0)
    .max(MAX_LEVELS - 1),
});
export type RubricChoice = z.infer<typeof RubricChoice>;
export const RubricSelection = z.array(RubricChoice).max(MAX_CRITERIA);
export type RubricSelection = z.infer<typeof RubricSelection>;

/** Sums in hundredths so 0.1 + 0.2 is 0.3, as the operator reads it. */
const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + Math.round(v * 100), 0)) / 100;

/** The most a rubric gives: every criterion at its highest level. */
export const rubricMax = (rubric: Rubric) => sum(rubric.criteria.map((c) => Math.max(0, ...c.levels.map((l) => l.points))));

export type SelectionProblem =
  'rubric_missing_criterion' | 'rubric_repeated_criterion' | 'rubric_unknown_criterion' | 'rubric_unknown_level';

/** What is wrong with a selection (each criterion named once, with one of its levels), or null when it is whole. */
export function selectionProblem(rubric: Rubric, selection: RubricSelection): { problem: SelectionProblem; criterion: number } | null {
  const seen = new Set<number>();
  for (const { criterion, level } of selection) {
    const levels = rubric.criteria[criterion]?.levels;
    if (!levels) return { problem: 'rubric_unknown_criterion', criterion };
    if (seen.has(criterion)) return { problem: 'rubric_repeated_criterion', criterion };
    if (!levels[level]) return { problem: 'rubric_unknown_level', criterion };
    seen.add(criterion);
  }
  const missing = rubric.criteria.findIndex((_, i) => !seen.has(i));
  return missing >= 0 ? { problem: 'rubric_missing_criterion', criterion: missing } : null;
}

/** The points a whole selection earns (call after `selectionProblem` found none). */
export const selectionPoints = (rubric: Rubric, selection: RubricSelection) =>
  sum(selection.map(({ criterion, level }) => rubric.criteria[criterion]?.levels[level]?.points ?? 0));
