import { selectionPoints, selectionProblem, type RubricSelection } from '@mizan/contract/rubric';
import type { StoredKey } from '../../db/schema/quizzes.js';
import { fieldError } from '../../lib/app-error.js';
import { humanKeyOf } from '../question-bank/answer-key.js';

/**
 * The rubric selection a mark stores, in criterion order: null for free points. A selection must name each of
 * the question's criteria once with one of its levels, and the mark's points must be what those levels add up to:
 * the server recomputes rather than trusts the console's total, and refuses a difference instead of storing
 * points the marker did not see.
 */
export function checkedSelection(key: StoredKey | null, points: number, selection: RubricSelection | undefined): RubricSelection | null {
  if (!selection) return null;
  const rubric = humanKeyOf(key)?.rubric;
  if (!rubric) throw fieldError('rubric', 'admin-errors:marking.no_rubric');
  const wrong = selectionProblem(rubric, selection);
  if (wrong) throw fieldError('rubric', `admin-errors:marking.${wrong.problem}`, { criterion: wrong.criterion + 1 });
  const expected = selectionPoints(rubric, selection);
  if (Math.abs(expected - points) > 0.005) throw fieldError('points', 'admin-errors:marking.rubric_points_mismatch', { points: expected });
  return [...selection].sort((a, b) => a.criterion - b.criterion);
}
