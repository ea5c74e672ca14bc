import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groupStaff } from '../../db/schema/groups.js';
import type { Operator } from '../audit/recorder.js';

/**
 * Whose students, attempts and results an operator may read. Admins, and staff who teach no class, see
 * everyone (as before classes existed); a staff member assigned to classes sees only those classes' members.
 */
export type StudentScope = { all: true } | { all: false; staffId: string };

export async function studentScope(db: Db, operator: Operator): Promise<StudentScope> {
  if (operator.role === 'admin') return { all: true };
  const [row] = await db
    .select({ one: sql`1` })
    .from(groupStaff)
    .where(sql`${groupStaff.userId} = ${operator.userId}::uuid`)
    .limit(1);
  return row ? { all: false, staffId: operator.userId } : { all: true };
}

/** The students of the staff member's classes, as a subquery. */
export const taughtStudents = (staffId: string): SQL =>
  sql`select m.user_id from ${groupMembers} m join ${groupStaff} s on s.group_id = m.group_id where s.user_id = ${staffId}::uuid`;

/** A condition on a user id column (`t.user_id`) keeping rows the scope may read; `true` for everyone. */
export const inScope = (scope: StudentScope, userId: SQL): SQL =>
  scope.all ? sql`true` : sql`${userId} in (${taughtStudents(scope.staffId)})`;

/** A condition on a group id column keeping the classes the scope may read. */
export const groupInScope = (scope: StudentScope, groupId: SQL): SQL =>
  scope.all ? sql`true` : sql`${groupId} in (select group_id from ${groupStaff} where user_id = ${scope.staffId}::uuid)`;

/** A stable key for caches of scoped answers. */
export const scopeKey = (scope: StudentScope) => (scope.all ? 'all' : scope.staffId);
