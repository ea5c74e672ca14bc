/** Field → [before, after] for every field whose value differs (compared as JSON); absent sides are null. */
export function changedFields(before: object | null, after: object | null): Record<string, [unknown, unknown]> {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const from = b[key] ?? null;
    const to = a[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = [from, to];
  }
  return changes;
}
