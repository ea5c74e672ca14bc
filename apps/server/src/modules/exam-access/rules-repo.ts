import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignmentAccessRules, quizAccessRules } from '../../db/schema/exam-access.js';

export type AccessRulesRow = typeof quizAccessRules.$inferSelect;
/** The rule columns alone, as a quiz's rules and an assignment's share them. */
export type RuleFields = Omit<AccessRulesRow, 'quizId' | 'updatedAt'>;

export function accessRulesRepo(db: Db) {
  return {
    async get(quizId: number): Promise<AccessRulesRow | undefined> {
      const [row] = await db.select().from(quizAccessRules).where(eq(quizAccessRules.quizId, quizId));
      return row;
    },

    async save(row: Omit<AccessRulesRow, 'updatedAt'>): Promise<void> {
      const values = { ...row, updatedAt: new Date() };
      await db.insert(quizAccessRules).values(values).onConflictDoUpdate({ target: quizAccessRules.quizId, set: values });
    },
  };
}

/** An assignment's own rules (absent: its quiz's apply). */
export function assignmentRulesRepo(db: Db) {
  return {
    async get(assignmentId: number): Promise<RuleFields | undefined> {
      const [row] = await db.select().from(assignmentAccessRules).where(eq(assignmentAccessRules.assignmentId, assignmentId));
      return row;
    },

    async save(assignmentId: number, fields: RuleFields): Promise<void> {
      const values = { ...fields, assignmentId, updatedAt: new Date() };
      await db.insert(assignmentAccessRules).values(values).onConflictDoUpdate({ target: assignmentAccessRules.assignmentId, set: values });
    },

    /** Swaps one accepted Config Key for another (the generated .seb's, when the assignment's quiz changes). */
    async replaceConfigKey(assignmentId: number, from: string, to: string): Promise<void> {
      await db
        .update(assignmentAccessRules)
        .set({ sebConfigKeys: sql`array_replace(${assignmentAccessRules.sebConfigKeys}, ${from}::text, ${to}::text)` })
        .where(eq(assignmentAccessRules.assignmentId, assignmentId));
    },

    async remove(assignmentId: number): Promise<boolean> {
      const gone = await db
        .delete(assignmentAccessRules)
        .where(eq(assignmentAccessRules.assignmentId, assignmentId))
        .returning({ id: assignmentAccessRules.assignmentId });
      return gone.length > 0;
    },
  };
}
