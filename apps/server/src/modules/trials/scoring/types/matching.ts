import type { ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'matching' }>;

/**
 * Share of prompts paired with their answer, or all-or-nothing. A prompt paired twice keeps its first
 * pairing, so sending every answer for one prompt cannot win it; unknown prompts are ignored.
 */
export function scoreMatching(key: Key, pairs: readonly { prompt: string; answer: string }[]): number {
  const n = key.pairs.length;
  if (n === 0) return 0;
  const rightAnswer = new Map(key.pairs.map((p) => [p.prompt, p.answer]));
  const given = new Map<string, string>();
  for (const pair of pairs) if (!given.has(pair.prompt)) given.set(pair.prompt, pair.answer);
  let right = 0;
  for (const [prompt, answer] of rightAnswer) if (given.get(prompt) === answer) right += 1;
  if (key.allOrNothing) return right === n ? 1 : 0;
  return right / n;
}
