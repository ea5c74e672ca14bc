import type { BankCategory } from '@mizan/contract/admin/categories';

/**
 * The ids of a category and everything under it, which cannot become its parent. The server lists the
 * tree in order (parents before children, with depth), so the subtree is the run after the category
 * until the depth comes back to its own.
 */
export function subtree(all: readonly Pick<BankCategory, 'id' | 'depth'>[], rootId: number): Set<number> {
  const start = all.findIndex((c) => c.id === rootId);
  if (start === -1) return new Set();
  const depth = all[start]!.depth;
  const end = all.findIndex((c, i) => i > start && c.depth <= depth);
  return new Set(all.slice(start, end === -1 ? undefined : end).map((c) => c.id));
}
