import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inScope, type StudentScope } from '../groups/scope.js';
import { studentPageViews } from '../visitors/console-pages.js';

/** An inclusive range of Saudi days and the instants it spans ([start, end)). */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The Saudi day (a date) of a timestamptz column. */
const dayOf = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;
const within = (column: SQL, range: DayRange) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/** A page's route pattern: the query string dropped, uuids and numeric path segments replaced by `:id`. */
const routeOf = sql`regexp_replace(regexp_replace(split_part(page_url, '?', 1),
  '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', ':id', 'g'), '/[0-9]+(?=/|$)', '/:id', 'g')`;

/** How many routes the dashboard lists. */
const ROUTES = 50;

export interface DayRow {
  day: string;
  page_views: number;
  registrations: number;
  starts: number;
  completions: number;
  graded: number;
  passed: number;
}

export interface QuizRow {
  id: number;
  title_ar: string;
  title_en: string;
  starts: number;
  completions: number;
  graded: number;
  passed: number;
}

/** The operator dashboards, each an aggregate statement; previews and operators' page views never count. */
export function dashboardRepo(database: Database) {
  const started = (range: DayRange) => within(sql`started_at`, range);
  const completed = (range: DayRange) => sql`status = 'completed' and ${within(sql`completed_at`, range)}`;
  return {
    /** Every day of the range, with zeros where nothing happened. */
    days(range: DayRange, scope: StudentScope): Promise<DayRow[]> {
      return database.rows<DayRow>(sql`
        with views as (
          select ${dayOf(sql`created_at`)} as day, count(*)::int as n from page_views
          where ${within(sql`created_at`, range)} and ${studentPageViews} and ${scope.all ? sql`true` : sql`false`} group by 1),
        registrations as (
          select ${dayOf(sql`date_joined`)} as day, count(*)::int as n from users
          where role = 'student' and ${within(sql`date_joined`, range)} and ${inScope(scope, sql`id`)} group by 1),
        starts as (
          select ${dayOf(sql`started_at`)} as day, count(*)::int as n from trials
          where not preview and ${started(range)} and ${inScope(scope, sql`user_id`)} group by 1),
        completions as (
          select ${dayOf(sql`completed_at`)} as day, count(*)::int as n,
            count(passed)::int as graded, count(*) filter (where passed)::int as passed
          from trials where not preview and ${completed(range)} and ${inScope(scope, sql`user_id`)} group by 1)
        select d.day::date::text as day, coalesce(v.n, 0) as page_views, coalesce(r.n, 0) as registrations,
          coalesce(s.n, 0) as starts, coalesce(c.n, 0) as completions, coalesce(c.graded, 0) as graded,
          coalesce(c.passed, 0) as passed
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d(day)
        left join views v on v.day = d.day::date
        left join registrations r on r.day = d.day::date
        left join starts s on s.day = d.day::date
        left join completions c on c.day = d.day::date
        order by d.day`);
    },

    routes(range: DayRange): Promise<{ route: string; views: number }[]> {
      return database.rows(sql`
        select ${routeOf} as route, count(*)::int as views from page_views
        where ${within(sql`created_at`, range)} and ${studentPageViews} group by 1 order by 2 desc, 1 limit ${ROUTES}`);
    },

    /** Views of the first two steps of the funnel: a quiz's overview page and its instructions page. */
    async funnelViews(range: DayRange): Promise<{ overview: number; instructions: number }> {
      const [row] = await database.rows<{ overview: number; instructions: number }>(sql`
        select count(*) filter (where path ~ '^/quizzes/[0-9]+/?$')::int as overview,
          count(*) filter (where path ~ '^/quizzes/[0-9]+/instructions/?$')::int as instructions
        from (select split_part(page_url, '?', 1) as path from page_views
          where ${within(sql`created_at`, range)} and ${studentPageViews}) v`);
      return row ?? { overview: 0, instructions: 0 };
    },

    /** Every quiz with a trial started or completed in the range. */
    quizzes(range: DayRange, scope: StudentScope): Promise<QuizRow[]> {
      return database.rows<QuizRow>(sql`
        select q.id, q.title_ar, q.title_en, s.starts, s.completions, s.graded, s.passed
        from (
          select quiz_id, count(*) filter (where ${started(range)})::int as starts,
            count(*) filter (where ${completed(range)})::int as completions,
            count(passed) filter (where ${completed(range)})::int as graded,
            count(*) filter (where passed and ${completed(range)})::int as passed
          from trials where not preview and (${started(range)} or ${completed(range)}) and ${inScope(scope, sql`user_id`)}
          group by quiz_id) s
        join quizzes q on q.id = s.quiz_id
        order by s.starts desc, s.completions desc, q.id`);
    },

    /** Paid (and later refunded) payments made in the range, net of refunds. */
    revenueDays(range: DayRange): Promise<{ day: string; payments: number; halalas: number }[]> {
      return database.rows(sql`
        with paid as (
          select ${dayOf(sql`created_at`)} as day, count(*)::int as n, sum(amount_halalas - refunded_halalas)::float8 as halalas
          from payments where status in ('paid', 'refunded') and ${within(sql`created_at`, range)} group by 1)
        select d.day::date::text as day, coalesce(p.n, 0) as payments, coalesce(p.halalas, 0) as halalas
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d(day)
        left join paid p on p.day = d.day::date
        order by d.day`);
    },

    revenuePlans(range: DayRange): Promise<{ id: number; name_ar: string; name_en: string; payments: number; halalas: number }[]> {
      return database.rows(sql`
        select pl.id, pl.name_ar, pl.name_en, count(*)::int as payments, sum(p.amount_halalas - p.refunded_halalas)::float8 as halalas
        from payments p join plans pl on pl.id = p.plan_id
        where p.status in ('paid', 'refunded') and ${within(sql`p.created_at`, range)}
        group by pl.id order by halalas desc, pl.id`);
    },
  };
}

export type DashboardRepo = ReturnType<typeof dashboardRepo>;
