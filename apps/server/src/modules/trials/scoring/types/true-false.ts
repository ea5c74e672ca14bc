import type { ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'true_false' }>;

export function scoreTrueFalse(key: Key, selected: number | null): number {
  return selected === key.correctOptionId ? 1 : 0;
}
