import { clampMark, type ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'single_choice' }>;

/** The chosen option's fraction (partial credit allowed); a negative one scores 0, not a penalty. */
export function scoreSingleChoice(key: Key, selected: number | null): number {
  const option = key.options.find((o) => o.id === selected);
  return option ? clampMark(option.fraction) : 0;
}
