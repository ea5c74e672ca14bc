import { clampMark, type ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'multiple_response' }>;

/**
 * Sum of the chosen options' fractions, floored at 0 and capped at 1, so wrong picks (negative
 * fractions) cancel right ones. All-or-nothing: 1 only for exactly the positive-fraction options.
 * A repeated id counts once and an id not in the question is ignored, so neither can inflate a mark.
 */
export function scoreMultipleResponse(key: Key, optionIds: readonly string[]): number {
  const fractions = new Map(key.options.map((o) => [o.id, o.fraction]));
  const chosen = new Set(optionIds.filter((id) => fractions.has(id)));
  if (key.allOrNothing) {
    const right = key.options.filter((o) => o.fraction > 0);
    return right.length === chosen.size && right.every((o) => chosen.has(o.id)) ? 1 : 0;
  }
  let sum = 0;
  for (const id of chosen) sum += fractions.get(id) ?? 0;
  return clampMark(sum);
}
