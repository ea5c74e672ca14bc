import type { NumericAccepted } from '@mizan/contract/question-types';
import { clampMark, type ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'numeric' }>;

// Binary floating point: 3.1 + 0.04 is 3.1400000000000001, so a tolerance edge needs a hair of slack.
const slack = (reference: number) => 1e-9 * Math.max(1, Math.abs(reference));

function accepts(answer: NumericAccepted, value: number): boolean {
  if ('min' in answer) return value >= answer.min - slack(answer.min) && value <= answer.max + slack(answer.max);
  return Math.abs(value - answer.value) <= answer.tolerance + slack(answer.value);
}

/** The accepted answer with the best fraction that the number falls within (its feedback is the student's). */
export function bestNumericMatch<A extends NumericAccepted>(accepted: readonly A[], value: number | null): A | undefined {
  if (value === null || !Number.isFinite(value)) return undefined;
  let best: A | undefined;
  for (const answer of accepted) if (accepts(answer, value) && (!best || answer.fraction > best.fraction)) best = answer;
  return best;
}

/** The best fraction among the accepted answers the number falls within; 0 for none or a non-finite number. */
export function scoreNumeric(key: Key, value: number | null): number {
  return clampMark(bestNumericMatch(key.accepted, value)?.fraction ?? 0);
}
