import { sql, type SQL } from 'drizzle-orm';
import type { QuestionResponseBody } from '@mizan/contract/question-types';
import type { Database } from '../../db/client.js';
import type { DimensionScore } from '../../db/schema/quizzes.js';

/** Completed trials of one version, inclusive UTC bounds on completed_at (previews never count). */
export interface ResultsFilter {
  versionId: number;
  from?: Date;
  before?: Date;
  /** The trials of these students only (a staff member's classes); absent: everyone's. */
  students?: SQL | undefined;
}

/** Where the last page ended: the keyset of (completed_at, id). */
export interface ResultsCursor {
  completedAt: string;
  id: string;
}

export type SavedAnswer = [questionId: number, selected: number | null, response: QuestionResponseBody | null];

/** One completed trial with what the export shows of it; names are in the asked language. */
export interface ResultRow {
  id: string;
  fullname: string;
  email: string;
  startedAt: string;
  /** Also the cursor's first half: PostgreSQL's own text, so the next page compares at full precision. */
  completedAt: string;
  startedMs: number;
  completedMs: number;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  passed: boolean | null;
  /** Question ids the trial showed (a random draw shows part of the version's pool). */
  questionOrder: number[];
  profile: DimensionScore[] | string | null;
  answers: SavedAnswer[] | string;
  /** `pending` while a written answer awaits its mark. */
  marking: 'pending' | 'complete' | null;
  /** Each marked question's latest mark (a person's mark, or an override of the machine's). */
  marks: [questionId: number, points: number][] | string;
  degree: string | null;
  country: string | null;
  city: string | null;
  school: string | null;
  gender: string | null;
  birthDate: string | null;
}

/**
 * The results export reads a version's completed trials a page at a time, ordered by (completed_at, id) and
 * resumed after the last row, so the whole set never sits in memory. Each row carries its answers as JSON and
 * the student's personal information for the quiz with lookup names in `lang`.
 */
export function resultsExportRepo(database: Database) {
  return {
    page(filter: ResultsFilter, lang: 'ar' | 'en', after: ResultsCursor | null, limit: number): Promise<ResultRow[]> {
      const name = (table: string) =>
        sql.raw(lang === 'ar' ? `${table}.name_ar` : `coalesce(nullif(${table}.name_en, ''), ${table}.name_ar)`);
      return database.rows<ResultRow>(sql`
        select t.id, u.fullname, u.email,
          t.started_at::text as "startedAt", t.completed_at::text as "completedAt",
          (extract(epoch from t.started_at) * 1000)::float8 as "startedMs", (extract(epoch from t.completed_at) * 1000)::float8 as "completedMs",
          t.score, t.max_score as "maxScore", t.percentage, t.passed, t.question_order as "questionOrder", t.profile,
          coalesce((select json_agg(json_build_array(a.question_id, a.selected_answer_id, a.response))
            from trial_answers a where a.trial_id = t.id), '[]') as answers,
          t.marking, coalesce((select json_agg(json_build_array(m.question_id, m.points))
            from (select distinct on (question_id) question_id, points from trial_marks where trial_id = t.id and kind in ('single', 'agreed')
              order by question_id, id desc) m), '[]') as marks,
          p.degree, ${name('co')} as country, ${name('ci')} as city, ${name('s')} as school, p.gender,
          p.birth_date::text as "birthDate"
        from trials t
        join users u on u.id = t.user_id
        left join personal_info p on p.user_id = t.user_id and p.quiz_id = t.quiz_id
        left join countries co on co.id = p.country_id
        left join cities ci on ci.id = p.city_id
        left join schools s on s.id = p.school_id
        where t.version_id = ${filter.versionId} and t.status = 'completed' and not t.preview
          ${filter.from ? sql`and t.completed_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
          ${filter.before ? sql`and t.completed_at < ${filter.before.toISOString()}::timestamptz` : sql``}
          ${filter.students ? sql`and t.user_id in (${filter.students})` : sql``}
          ${after ? sql`and (t.completed_at, t.id) > (${after.completedAt}::timestamptz, ${after.id}::uuid)` : sql``}
        order by t.completed_at, t.id
        limit ${limit}`);
    },
  };
}

export type ResultsExportRepo = ReturnType<typeof resultsExportRepo>;
