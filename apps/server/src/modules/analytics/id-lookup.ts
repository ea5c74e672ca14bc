/**
 * Past this many slots per id (and at least SPAN_FLOOR), a dense table would be mostly holes: a Map answers instead.
 * Ids handed out together (a question's options, a quiz written at once) are close; an option added years after
 * the others, or a quiz drawing on a bank built over years, put ids millions apart, and a table over that span
 * was an allocation of tens of megabytes per question for one statistics request.
 */
const SLOTS_PER_ID = 64;
const SPAN_FLOOR = 4096;

/**
 * Id → value for a handful of ids, read millions of times (100,000 trials × 30 questions): a dense array from the
 * smallest id when the ids are close, one bounds check per read; a Map when they are far apart. `missing` for any
 * other id.
 */
export function idLookup(ids: readonly number[], values: ArrayLike<number>, missing: number): (id: number) => number {
  if (ids.length === 0) return () => missing;
  let low = ids[0]!;
  let high = low;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  if (high - low + 1 > Math.max(SPAN_FLOOR, ids.length * SLOTS_PER_ID)) {
    const map = new Map(ids.map((id, s) => [id, values[s]!]));
    return (id) => map.get(id) ?? missing;
  }
  const table = new Float64Array(high - low + 1).fill(missing);
  ids.forEach((id, s) => (table[id - low] = values[s]!));
  return (id) => {
    const at = id - low;
    return at >= 0 && at < table.length ? table[at]! : missing;
  };
}
