import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inScope, type StudentScope } from '../groups/scope.js';
import { evidenceOf, eventSummaries, type SummaryRow } from './summary-sql.js';

export interface ReviewRow extends SummaryRow {
  trial: string;
  status: 'in_progress' | 'completed';
  started_at: string;
  completed_at: string | null;
  evidence: number;
  verdict: 'cleared' | 'confirmed' | null;
  reason: string | null;
  voided: boolean | null;
}

type State = 'open' | 'cleared' | 'confirmed' | 'all';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The review queue of a quiz: its attempts (never previews) with any event, in the scope's students, most evidence first. */
export function reviewRepo(database: Database) {
  return {
    async page(quizId: number, scope: StudentScope, state: State, search: string | undefined, limit: number, offset: number) {
      // The search finds an anonymous candidate by the label the queue shows (the trial id's first characters).
      const label = search
        ? sql`and upper(replace(t.id::text, '-', '')) like ${`${search.toUpperCase().replace(/[^0-9A-F]/g, '')}%`}`
        : sql``;
      const which = sql`select t.id from trials t where t.quiz_id = ${quizId} and not t.preview and ${inScope(scope, sql`t.user_id`)} ${label}`;
      const inState = state === 'open' ? sql`and v.trial_id is null` : state === 'all' ? sql`` : sql`and v.verdict = ${state}`;
      const from = sql`
        from (${eventSummaries(which)}) s
        join trials t on t.id = s.trial_id
        left join trial_verdicts v on v.trial_id = t.id
        where true ${inState}`;
      const [rows, total] = await Promise.all([
        database.rows<ReviewRow>(sql`
          select s.*, t.id as trial, t.status, ${iso('t.started_at')} as started_at, ${iso('t.completed_at')} as completed_at,
            ${evidenceOf(sql`s`)} as evidence, v.verdict, v.reason, v.voided
          ${from}
          order by ${evidenceOf(sql`s`)} desc, t.started_at, t.id
          limit ${limit} offset ${offset}`),
        database.rows<{ n: number }>(sql`select count(*)::int as n ${from}`),
      ]);
      return { rows, count: total[0]?.n ?? 0 };
    },

    async summary(trialId: string): Promise<SummaryRow | undefined> {
      const [row] = await database.rows<SummaryRow>(eventSummaries(sql`select ${trialId}::uuid`));
      return row;
    },

    async events(trialId: string) {
      return database.rows<{
        kind: string;
        client_at: string;
        received_at: string;
        away_ms: number | null;
        chars: number | null;
        ip: string;
        device: string | null;
      }>(sql`
        select kind, ${iso('client_at')} as client_at, ${iso('received_at')} as received_at, away_ms, chars, ip,
          left(device_hash, 8) as device
        from trial_events where trial_id = ${trialId}::uuid order by id limit 5000`);
    },
  };
}
