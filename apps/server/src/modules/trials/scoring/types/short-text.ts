import { shortTextMatches } from '@mizan/contract/short-text-answer';
import { clampMark, type ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'short_text' }>;

/** The accepted answer with the best fraction that the text matches (its feedback is the student's). */
export function bestTextMatch<A extends { text: string; fraction: number }>(
  accepted: readonly A[],
  text: string | null,
  exact: boolean,
): A | undefined {
  if (text === null) return undefined;
  let best: A | undefined;
  for (const answer of accepted) {
    if (shortTextMatches(text, answer.text, exact) && (!best || answer.fraction > best.fraction)) best = answer;
  }
  return best;
}

/** The best fraction among the accepted answers the text matches (Arabic-folded unless the key is exact). */
export function scoreShortText(key: Key, text: string | null): number {
  return clampMark(bestTextMatch(key.accepted, text, key.exact)?.fraction ?? 0);
}
