import { shortTextMatches } from '@mizan/contract/short-text-answer';
import { clampMark, type ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'short_text' }>;

/** The best fraction among the accepted answers the text matches (Arabic-folded unless the key is exact). */
export function scoreShortText(key: Key, text: string | null): number {
  if (text === null) return 0;
  let best = 0;
  for (const answer of key.accepted) {
    if (shortTextMatches(text, answer.text, key.exact)) best = Math.max(best, answer.fraction);
  }
  return clampMark(best);
}
