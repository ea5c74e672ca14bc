import { sql, type SQL } from 'drizzle-orm';
import type { QuestionResponseBody } from '@mizan/contract/question-types';
import type { Database } from '../../db/client.js';
import { inScope, type StudentScope } from '../groups/scope.js';

export interface QueueRow {
  trial: string;
  version: number;
  question: number;
  position: number;
  response: QuestionResponseBody | null;
  submitted_at: string | null;
}

export interface QueueQuestion {
  question: number;
  position: number;
  pending: number;
}

type State = 'pending' | 'marked' | 'disagreement' | 'all';

/**
 * The answers a person marks: each essay of each completed trial of a quiz (previews never), by question then
 * by completion time, so a marker goes through every answer to one question in a row. The trial's order says
 * which essays it showed (a draw shows part of its pool). Under second marking an answer waits for the viewer
 * while a blind mark is missing and they gave neither; with both in and none counting, it waits for agreement.
 */
export function queueRepo(database: Database) {
  const shown = (quizId: number, scope: StudentScope) => sql`
    from trials t
    cross join lateral unnest(t.question_order) with ordinality as o(question_id, position)
    join questions q on q.id = o.question_id and q.type in ('essay', 'file_upload')
    left join trial_answers a on a.trial_id = t.id and a.question_id = o.question_id
    where t.quiz_id = ${quizId} and t.status = 'completed' and not t.preview and t.marking is not null
      and ${inScope(scope, sql`t.user_id`)}`;
  const marks = (which: SQL) =>
    sql`exists (select 1 from trial_marks m where m.trial_id = t.id and m.question_id = o.question_id and ${which})`;
  const counted = marks(sql`m.kind in ('single', 'agreed')`);
  const seconded = marks(sql`m.kind = 'second'`);
  const pending = (viewer: string) =>
    sql`not ${counted} and not ${seconded} and not ${marks(sql`m.kind = 'first' and m.marker_id = ${viewer}`)}`;
  const inState = (state: State, viewer: string) => {
    if (state === 'pending') return sql`and ${pending(viewer)}`;
    if (state === 'disagreement') return sql`and not ${counted} and ${seconded}`;
    if (state === 'marked') return sql`and (${counted} or ${marks(sql`m.kind in ('first', 'second') and m.marker_id = ${viewer}`)})`;
    return sql``;
  };

  return {
    async page(
      quizId: number,
      scope: StudentScope,
      viewer: string,
      question: number | undefined,
      state: State,
      limit: number,
      offset: number,
    ) {
      const which = question ? sql`and o.question_id = ${question}` : sql``;
      const [rows, total] = await Promise.all([
        database.rows<QueueRow>(sql`
          select t.id as trial, t.version_id as version, o.question_id::int as question, o.position::int as position, a.response,
            to_char(a.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at
          ${shown(quizId, scope)} ${which} ${inState(state, viewer)}
          order by o.question_id, t.completed_at, t.id
          limit ${limit} offset ${offset}`),
        database.rows<{ n: number }>(sql`select count(*)::int as n ${shown(quizId, scope)} ${which} ${inState(state, viewer)}`),
      ]);
      return { rows, count: total[0]?.n ?? 0 };
    },

    /** The quiz's essays with how many answers wait for a mark: the marker's "by question" picker. */
    async questions(quizId: number, scope: StudentScope, viewer: string): Promise<QueueQuestion[]> {
      return database.rows<QueueQuestion>(sql`
        select o.question_id::int as question, min(o.position)::int as position, count(*) filter (where ${pending(viewer)})::int as pending
        ${shown(quizId, scope)}
        group by o.question_id
        order by min(o.position), o.question_id`);
    },
  };
}
