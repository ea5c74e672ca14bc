import type { ScoringKey } from './keys.js';

type Key = Extract<ScoringKey, { type: 'ordering' }>;

/** Length of the longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const value of values) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((tails[mid] ?? 0) < value) low = mid + 1;
      else high = mid;
    }
    tails[low] = value;
  }
  return tails.length;
}

/**
 * Partial: the share of items already in the right relative order, i.e. the longest run (not
 * necessarily adjacent) whose right positions increase, over the item count. Moving one item out of
 * place thus costs one item, not every item after it. Unknown and repeated ids are ignored.
 */
export function scoreOrdering(key: Key, order: readonly string[]): number {
  const n = key.order.length;
  if (n === 0) return 0;
  const rightPosition = new Map(key.order.map((id, index) => [id, index]));
  const seen = new Set<string>();
  const positions: number[] = [];
  for (const id of order) {
    const position = rightPosition.get(id);
    if (position === undefined || seen.has(id)) continue;
    seen.add(id);
    positions.push(position);
  }
  const inOrder = longestIncreasing(positions);
  if (key.allOrNothing) return inOrder === n ? 1 : 0;
  return inOrder / n;
}
