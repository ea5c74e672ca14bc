import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionCategories, questions } from '../../db/schema/quizzes.js';

export type CategoryRow = typeof questionCategories.$inferSelect;

export function bankCategoriesRepo(db: Db) {
  return {
    async all(): Promise<(CategoryRow & { questionsCount: number })[]> {
      const rows = await db
        .select({
          category: questionCategories,
          // Written out qualified: drizzle leaves columns unqualified in a single-table select, and inside the
          // subquery an unqualified "id" would be the question's own.
          questionsCount: sql<number>`(select count(*)::int from ${questions} x where x.category_id = ${questionCategories}.id
            and x.superseded_at is null and x.archived_at is null)`,
        })
        .from(questionCategories)
        .orderBy(asc(questionCategories.position), asc(questionCategories.id));
      return rows.map((r) => ({ ...r.category, questionsCount: r.questionsCount }));
    },

    async get(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(questionCategories).where(eq(questionCategories.id, id));
      return row;
    },

    async byPath(parentId: number | null, nameAr: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(questionCategories)
        .where(
          and(
            parentId == null ? isNull(questionCategories.parentId) : eq(questionCategories.parentId, parentId),
            eq(questionCategories.nameAr, nameAr),
          ),
        );
      return row;
    },

    async insert(values: typeof questionCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(questionCategories).values(values).returning();
      return row as CategoryRow;
    },

    async update(id: number, values: Partial<typeof questionCategories.$inferInsert>): Promise<CategoryRow | undefined> {
      const [row] = await db.update(questionCategories).set(values).where(eq(questionCategories.id, id)).returning();
      return row;
    },

    /** What keeps a category from being deleted: live questions or subcategories. */
    async usage(id: number): Promise<{ questions: number; children: number }> {
      const [[q], [c]] = await Promise.all([
        db
          .select({ n: count() })
          .from(questions)
          .where(and(eq(questions.categoryId, id), isNull(questions.supersededAt), isNull(questions.archivedAt))),
        db.select({ n: count() }).from(questionCategories).where(eq(questionCategories.parentId, id)),
      ]);
      return { questions: q?.n ?? 0, children: c?.n ?? 0 };
    },

    async delete(id: number): Promise<void> {
      // Archived and superseded questions of the category stay in the bank, uncategorized.
      await db.update(questions).set({ categoryId: null }).where(eq(questions.categoryId, id));
      await db.delete(questionCategories).where(eq(questionCategories.id, id));
    },
  };
}

export type BankCategoriesRepo = ReturnType<typeof bankCategoriesRepo>;

/** The category and all its descendants. */
export function subtreeIds(all: readonly Pick<CategoryRow, 'id' | 'parentId'>[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of all) if (c.parentId != null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.includes(id)) continue;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Parents before children, siblings by position: the order and depth a tree view shows. */
export function treeOrder<T extends Pick<CategoryRow, 'id' | 'parentId'>>(all: readonly T[]): { row: T; depth: number; ancestors: T[] }[] {
  const byParent = new Map<number | null, T[]>();
  for (const c of all) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const out: { row: T; depth: number; ancestors: T[] }[] = [];
  const visit = (parent: number | null, ancestors: T[]) => {
    for (const row of byParent.get(parent) ?? []) {
      out.push({ row, depth: ancestors.length, ancestors });
      visit(row.id, [...ancestors, row]);
    }
  };
  visit(null, []);
  return out;
}
