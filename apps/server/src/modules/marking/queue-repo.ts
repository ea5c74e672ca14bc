import { sql } from 'drizzle-orm';
import type { QuestionResponseBody } from '@mizan/contract/question-types';
import type { Database } from '../../db/client.js';
import { inScope, type StudentScope } from '../groups/scope.js';

export interface QueueRow {
  trial: string;
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

type State = 'pending' | 'marked' | 'all';

/**
 * The answers a person marks: each essay of each completed trial of a quiz (previews never), by question then
 * by completion time, so a marker goes through every answer to one question in a row. The trial's order says
 * which essays it showed (a draw shows part of its pool).
 */
export function queueRepo(database: Database) {
  const shown = (quizId: number, scope: StudentScope) => sql`
    from trials t
    cross join lateral unnest(t.question_order) with ordinality as o(question_id, position)
    join questions q on q.id = o.question_id and q.type = 'essay'
    left join trial_answers a on a.trial_id = t.id and a.question_id = o.question_id
    where t.quiz_id = ${quizId} and t.status = 'completed' and not t.preview and t.marking is not null
      and ${inScope(scope, sql`t.user_id`)}`;
  const marked = sql`exists (select 1 from trial_marks m where m.trial_id = t.id and m.question_id = o.question_id)`;
  const inState = (state: State) => (state === 'pending' ? sql`and not ${marked}` : state === 'marked' ? sql`and ${marked}` : sql``);

  return {
    async page(quizId: number, scope: StudentScope, question: number | undefined, state: State, limit: number, offset: number) {
      const which = question ? sql`and o.question_id = ${question}` : sql``;
      const [rows, total] = await Promise.all([
        database.rows<QueueRow>(sql`
          select t.id as trial, o.question_id::int as question, o.position::int as position, a.response,
            to_char(a.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at
          ${shown(quizId, scope)} ${which} ${inState(state)}
          order by o.question_id, t.completed_at, t.id
          limit ${limit} offset ${offset}`),
        database.rows<{ n: number }>(sql`select count(*)::int as n ${shown(quizId, scope)} ${which} ${inState(state)}`),
      ]);
      return { rows, count: total[0]?.n ?? 0 };
    },

    /** The quiz's essays with how many answers wait for a mark: the marker's "by question" picker. */
    async questions(quizId: number, scope: StudentScope): Promise<QueueQuestion[]> {
      return database.rows<QueueQuestion>(sql`
        select o.question_id::int as question, min(o.position)::int as position, count(*) filter (where not ${marked})::int as pending
        ${shown(quizId, scope)}
        group by o.question_id
        order by min(o.position), o.question_id`);
    },
  };
}
