import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { memberAssignments, opensAt } from './window-sql.js';

/**
 * Why a start of an `assigned` quiz found no open assignment, read only after the start statement refused:
 * outside every class it is assigned to, the quiz does not exist (404); a member is told when it opens, or
 * that it has closed (403).
 */
export function startRefusal(db: Db) {
  return async (userId: string, quizId: number, now: Date): Promise<AppError> => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = await db.execute(sql`select min(${opensAt}) filter (where ${opensAt} > ${at}) as next_opens,
        count(*)::int as n ${memberAssignments(sql`${userId}::uuid`, sql`${quizId}::int`)}`);
    const [row] = (result as unknown as { rows: { next_opens: Date | string | null; n: number }[] }).rows;
    if (!row || Number(row.n) === 0) return notFound();
    if (row.next_opens != null) {
      const opens = new Date(row.next_opens).toISOString();
      return new AppError(403, 'assignment_not_open', 'quizzes-errors:start.assignment_not_open', { extra: { opens_at: opens } });
    }
    return new AppError(403, 'assignment_closed', 'quizzes-errors:start.assignment_closed');
  };
}
