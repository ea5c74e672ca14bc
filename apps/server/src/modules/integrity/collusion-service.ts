import { sql } from 'drizzle-orm';
import type { CollusionResponse } from '@mizan/contract/admin/integrity';
import type { Database, Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { inScope, studentScope } from '../groups/scope.js';
import { candidateLabel } from '../marking/service.js';
import { collusionPairs, type AttemptAnswers } from './collusion.js';

/** Beyond this many attempts the pairwise analysis would hold a request too long: the newest are analysed. */
const MAX_ATTEMPTS = 3_000;
const MIN_ITEMS = 10;

interface Row {
  id: string;
  picks: string | null;
  times: Record<string, number> | string | null;
}

/**
 * Collusion analysis of a version's completed attempts (#32; collusion.ts): the choice items (single choice, true or
 * false) with the option each student picked, whether it was right, and when it was saved. Anonymous like the review
 * queue; scoped to the operator's students.
 */
export function collusionService({ db, database }: { db: Db; database: Database }) {
  return {
    async analyse(operator: Operator, quizId: number, version?: number): Promise<CollusionResponse> {
      if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
      const scope = await studentScope(db, operator);
      const [quiz] = await database.rows<{ version: number | null }>(sql`
        select coalesce(${version ?? null}::int, current_version_id) as version from quizzes where id = ${quizId}`);
      const versionId = quiz?.version ?? null;
      const empty = { version: versionId, attempts: 0, items: 0, too_few: true, pairs: [] };
      if (versionId === null) return empty;
      const rows = await database.rows<Row>(sql`
        select t.id, t.picks,
          (select json_object_agg(x.question_id, floor(extract(epoch from x.submitted_at) * 1000)) from trial_answers x where x.trial_id = t.id) as times
        from trials t
        where t.quiz_id = ${quizId} and t.version_id = ${versionId} and t.status = 'completed' and not t.preview and t.voided_at is null
          and ${inScope(scope, sql`t.user_id`)}
        order by t.completed_at desc limit ${MAX_ATTEMPTS}`);
      const picksOf = (row: Row) =>
        new Map(
          (row.picks ?? '').split(',').flatMap((p) => {
            const [q, o] = p.split(':').map(Number);
            return q && o ? [[q, o] as const] : [];
          }),
        );
      const picked = rows.map(picksOf);
      const items = [...new Set(picked.flatMap((m) => [...m.keys()]))].sort((x, y) => x - y);
      if (rows.length < 3 || items.length < MIN_ITEMS) return { ...empty, attempts: rows.length, items: items.length };
      const correctOptions = new Set(
        (
          await database.rows<{ id: number }>(
            sql`select id from answers where is_correct and question_id in (${sql.join(
              items.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          )
        ).map((r) => r.id),
      );
      const attempts: AttemptAnswers[] = rows.map((row, n) => {
        const times = typeof row.times === 'string' ? (JSON.parse(row.times) as Record<string, number>) : (row.times ?? {});
        const picks = picked[n]!;
        return {
          id: row.id,
          choices: items.map((q) => (picks.has(q) ? String(picks.get(q)) : null)),
          correct: items.map((q) => (picks.has(q) ? correctOptions.has(picks.get(q)!) : null)),
          times: items.map((q) => (picks.has(q) ? Number(times[String(q)] ?? 0) || null : null)),
        };
      });
      const pairs = collusionPairs(attempts).map((p) => ({
        a: { trial: p.a, candidate: candidateLabel(p.a) },
        b: { trial: p.b, candidate: candidateLabel(p.b) },
        identical: p.identical,
        identical_wrong: p.identicalWrong,
        expected: Math.round(p.expected * 10) / 10,
        p_value: p.pValue,
        lockstep: Math.round(p.lockstep * 100) / 100,
      }));
      return { version: versionId, attempts: rows.length, items: items.length, too_few: false, pairs };
    },
  };
}
