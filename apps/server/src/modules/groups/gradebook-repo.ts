import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** An assignment given to the class, as a gradebook column. */
export interface GradebookColumnRow {
  id: number;
  quizId: number;
  titleAr: string;
  titleEn: string;
  opensMs: number;
  closesMs: number;
}

export interface AttemptRow {
  id: string;
  status: 'in_progress' | 'completed';
  startedMs: number;
  completedMs: number | null;
  percentage: number | null;
  passed: boolean | null;
  marking: 'pending' | 'complete' | null;
}

/** A member's window on one assignment (their own when `own`) and the attempts of its quiz, by start. */
export interface WindowRow {
  assignment: number;
  opensMs: number;
  closesMs: number;
  own: boolean;
  attempts: AttemptRow[];
}

export interface GradebookMemberRow {
  id: string;
  fullname: string;
  email: string;
  windows: Map<number, WindowRow>;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::int8`);
const number = (text: string) => (text === '' ? null : Number(text));
const bool = (text: string) => (text === '' ? null : text === 't' || text === 'true');

/** `window fields,attempt fields` per window and attempt, `;` between them (see members). */
function windowsOf(text: string | null): Map<number, WindowRow> {
  const windows = new Map<number, WindowRow>();
  for (const part of text ? text.split(';') : []) {
    const [assignment, opens, closes, own, id, status, started, completed, percentage, passed, marking] = part.split(',') as string[] as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const key = Number(assignment);
    let window = windows.get(key);
    if (!window) {
      window = { assignment: key, opensMs: Number(opens), closesMs: Number(closes), own: bool(own) === true, attempts: [] };
      windows.set(key, window);
    }
    if (id)
      window.attempts.push({
        id,
        status: status as AttemptRow['status'],
        startedMs: Number(started),
        completedMs: number(completed),
        percentage: number(percentage),
        passed: bool(passed),
        marking: (marking || null) as AttemptRow['marking'],
      });
  }
  for (const window of windows.values()) window.attempts.sort((x, y) => x.startedMs - y.startedMs);
  return windows;
}

/**
 * The gradebook in two statements whatever the class's size: its assignments, then its members, each with their
 * window on every assignment and the trials of its quiz started inside it (all of them when asked). One join and one
 * aggregate, written out as text, not JSON: for 500 students × 50 assignments on a loaded 2-core machine, a correlated
 * subquery per cell took 0.4–1 s, JSON built per attempt then per member 0.7 s, this about 0.3 s. Which attempt counts
 * is decided in gradebook.ts, one rule for the table, its export and a student's page.
 */
export function gradebookRepo(database: Database) {
  return {
    columns(groupId: number): Promise<GradebookColumnRow[]> {
      return database.rows<GradebookColumnRow>(sql`
        select a.id, a.quiz_id as "quizId", q.title_ar as "titleAr", q.title_en as "titleEn",
          ${ms('a.opens_at')}::float8 as "opensMs", ${ms('a.closes_at')}::float8 as "closesMs"
        from assignment_groups ag
        join assignments a on a.id = ag.assignment_id
        join quizzes q on q.id = a.quiz_id
        where ag.group_id = ${groupId}
        order by a.opens_at, a.id`);
    },

    /** Current members (or one of them), by name; `allAttempts` also returns the quiz's trials outside the window. */
    async members(groupId: number, options: { userId?: string; allAttempts?: boolean } = {}): Promise<GradebookMemberRow[]> {
      const member = options.userId ? sql`and m.user_id = ${options.userId}::uuid` : sql``;
      const rows = await database.rows<Omit<GradebookMemberRow, 'windows'> & { windows: string | null }>(sql`
        with w as (
          select m.user_id, a.id, a.quiz_id, coalesce(o.opens_at, a.opens_at) as opens_at, coalesce(o.closes_at, a.closes_at) as closes_at,
            o.user_id is not null as own
          from group_members m
          join assignment_groups ag on ag.group_id = m.group_id
          join assignments a on a.id = ag.assignment_id
          left join assignment_overrides o on o.assignment_id = a.id and o.user_id = m.user_id
          where m.group_id = ${groupId} ${member}
        )
        select u.id, u.fullname, u.email,
          string_agg(concat(w.id, ',', ${ms('w.opens_at')}, ',', ${ms('w.closes_at')}, ',', w.own, ',', t.id, ',', t.status, ',',
            ${ms('t.started_at')}, ',', ${ms('t.completed_at')}, ',', t.percentage, ',', t.passed, ',', t.marking), ';')
            filter (where w.id is not null) as windows
        from group_members m
        join users u on u.id = m.user_id
        left join w on w.user_id = m.user_id
        left join trials t on t.user_id = w.user_id and t.quiz_id = w.quiz_id and not t.preview and t.voided_at is null
          ${options.allAttempts ? sql`` : sql`and t.started_at >= w.opens_at and t.started_at < w.closes_at`}
        where m.group_id = ${groupId} ${member}
        group by u.id
        order by u.fullname, u.id`);
      return rows.map((row) => ({ ...row, windows: windowsOf(row.windows) }));
    },
  };
}

export type GradebookRepo = ReturnType<typeof gradebookRepo>;
