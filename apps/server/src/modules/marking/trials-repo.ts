import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { QuizTrialsQuery } from '@mizan/contract/admin/marking';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { quizVersions, trials } from '../../db/schema/quizzes.js';
import { containsPattern, folded } from '../../lib/like-pattern.js';
import { inScope, type StudentScope } from '../groups/scope.js';

const columns = {
  trial: trials,
  student: { id: users.id, name: users.fullname, email: users.email, language: users.language },
  version: quizVersions.number,
};
export type OperatorTrialRow = {
  trial: typeof trials.$inferSelect;
  student: { id: string; name: string; email: string; language: 'ar' | 'en' };
  version: number | null;
};

/** Attempts as operators read them: never others' previews, only students in the operator's scope, with the version's number. */
export function operatorTrialsRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(trials)
      .innerJoin(users, eq(users.id, trials.userId))
      .leftJoin(quizVersions, eq(quizVersions.id, trials.versionId));

  return {
    async page(quizId: number, query: QuizTrialsQuery, scope: StudentScope, limit: number, offset: number) {
      // Names fold Arabic spellings as the users list does; e-mails match as typed.
      const search = query.search
        ? { name: containsPattern(normalizeForSearch(query.search)), email: containsPattern(query.search) }
        : null;
      const where: SQL | undefined = and(
        eq(trials.quizId, quizId),
        eq(trials.preview, false),
        inScope(scope, sql`${trials.userId}`),
        query.status ? eq(trials.status, query.status) : undefined,
        query.marking ? eq(trials.marking, query.marking) : undefined,
        query.version ? eq(quizVersions.number, query.version) : undefined,
        search ? or(sql`${folded(users.fullname)} like ${search.name}`, ilike(users.email, search.email)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(trials.startedAt), desc(trials.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(trials)
          .innerJoin(users, eq(users.id, trials.userId))
          .leftJoin(quizVersions, eq(quizVersions.id, trials.versionId))
          .where(where),
      ]);
      return { rows: rows as OperatorTrialRow[], count: total?.n ?? 0 };
    },

    /** One attempt in scope; with `previewsOf`, also that operator's own previews (theirs to open and delete). */
    async get(trialId: string, scope: StudentScope, previewsOf?: string): Promise<OperatorTrialRow | undefined> {
      const counted = and(eq(trials.preview, false), inScope(scope, sql`${trials.userId}`));
      const own = previewsOf ? and(eq(trials.preview, true), eq(trials.userId, previewsOf)) : undefined;
      const [row] = await base().where(and(eq(trials.id, trialId), own ? or(counted, own) : counted));
      return row as OperatorTrialRow | undefined;
    },

    /** Takes the trial's row lock for the rest of the transaction: marks of one trial are scored one at a time. */
    async lock(trialId: string): Promise<void> {
      await db.execute(sql`select 1 from ${trials} where ${trials.id} = ${trialId} for update`);
    },
  };
}
