import { sql, type SQL } from 'drizzle-orm';
import { attemptGrants } from '../../db/schema/accommodations.js';
import { trials } from '../../db/schema/quizzes.js';

/**
 * The attempts `userId` has used of `quizId` against its limit: their counted trials (never previews) less the
 * attempts operators granted them. SQL, so a start compares it with the limit inside the statement that checks it.
 */
export const usedAttempts = (userId: SQL, quizId: SQL): SQL<number> =>
  sql<number>`((select count(*) from ${trials} t where t.user_id = ${userId} and t.quiz_id = ${quizId} and not t.preview)
    - (select count(*) from ${attemptGrants} g where g.user_id = ${userId} and g.quiz_id = ${quizId}))::int`;
