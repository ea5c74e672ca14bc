import type { MarkKind, SecondMarking } from '@mizan/contract/admin/marking';
import { AppError, fieldError } from '../../lib/app-error.js';
import { roundTo2 } from '../trials/scoring/graded.js';
import type { BlindMarks, LatestMark } from './marks-repo.js';

const conflict = (code: string, key: string) => new AppError(409, code, `admin-errors:marking.${key}`);

/**
 * Which mark a marker's request gives under second marking: the first blind mark, the second (never by the one
 * who gave the first), or, once both are in, the agreed mark (with a reason).
 */
export function kindOfMark(blind: BlindMarks, markerId: string, agreement: boolean, reason: string): MarkKind {
  if (agreement) {
    if (!blind.first || !blind.second) throw conflict('agreement_not_due', 'agreement_not_due');
    if (!reason) throw fieldError('reason', 'admin-errors:marking.agreement_reason_required');
    return 'agreed';
  }
  if (blind.second) throw conflict('both_marks_given', 'both_marks_given');
  if (blind.first?.markerId === markerId) throw conflict('same_marker', 'same_marker');
  return blind.first ? 'second' : 'first';
}

/** Two blind marks within the threshold (a share of the question's mark) agree on their mean; further apart, on nothing. */
export function agreedMean(a: number, b: number, weight: number, thresholdPercent: number): number | null {
  // Rounded: points are entered to two decimals, and 0.1 + 0.2 must not read as above a 0.3 threshold.
  return roundTo2(Math.abs(a - b)) <= roundTo2((weight * thresholdPercent) / 100) ? roundTo2((a + b) / 2) : null;
}

/** What an answer waits for, given its blind marks and whether a mark counts already. */
export function secondMarkingState(blind: BlindMarks, counted: boolean): SecondMarking['state'] {
  if (counted) return 'agreed';
  if (!blind.first) return 'first';
  return blind.second ? 'disagreement' : 'second';
}

/** Blind: until both marks are in, a viewer sees only the one they gave. */
export function visibleBlindMarks(blind: BlindMarks, viewerId: string): LatestMark[] {
  const both = [blind.first, blind.second].flatMap((m) => m ?? []);
  return blind.first && blind.second ? both : both.filter((m) => m.markerId === viewerId);
}
