import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizAccessRules } from '../../db/schema/exam-access.js';

export type AccessRulesRow = typeof quizAccessRules.$inferSelect;

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
