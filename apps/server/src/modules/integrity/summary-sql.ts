import { sql, type SQL } from 'drizzle-orm';

/**
 * Each attempt's evidence in numbers, from its events (`trials` named by `which`, a query of `trial_id`s): how
 * often and how long the student was away, pastes, full-screen exits, going offline, reloads, and changes of
 * network or device between one event and the next. `evidence` orders the review queue: seconds away, plus 30 per
 * paste and 60 per change of network or device; it only sorts, it decides nothing.
 */
export const eventSummaries = (which: SQL) => sql`
  select e.trial_id,
    count(*) filter (where e.kind = 'left')::int as left_count,
    (coalesce(sum(e.away_ms) filter (where e.kind = 'returned'), 0) / 1000)::int as away_seconds,
    count(*) filter (where e.kind = 'paste')::int as paste_count,
    coalesce(sum(e.chars) filter (where e.kind = 'paste'), 0)::int as pasted_chars,
    count(*) filter (where e.kind = 'fullscreen_exit')::int as fullscreen_exits,
    count(*) filter (where e.kind = 'offline')::int as offline_count,
    count(*) filter (where e.kind = 'reload')::int as reloads,
    count(*) filter (where e.ip_changed)::int as ip_changes,
    count(*) filter (where e.device_changed)::int as device_changes
  from (
    select x.*,
      x.ip is distinct from lag(x.ip) over w and lag(x.id) over w is not null as ip_changed,
      x.device_hash is distinct from lag(x.device_hash) over w and lag(x.id) over w is not null as device_changed
    from trial_events x
    where x.trial_id in (${which})
    window w as (partition by x.trial_id order by x.id)
  ) e
  group by e.trial_id`;

export const evidenceOf = (s: SQL) => sql`(${s}.away_seconds + 30 * ${s}.paste_count + 60 * (${s}.ip_changes + ${s}.device_changes))`;

export interface SummaryRow {
  left_count: number;
  away_seconds: number;
  paste_count: number;
  pasted_chars: number;
  fullscreen_exits: number;
  offline_count: number;
  reloads: number;
  ip_changes: number;
  device_changes: number;
}

export const EMPTY_SUMMARY: SummaryRow = {
  left_count: 0,
  away_seconds: 0,
  paste_count: 0,
  pasted_chars: 0,
  fullscreen_exits: 0,
  offline_count: 0,
  reloads: 0,
  ip_changes: 0,
  device_changes: 0,
};

export const summaryOf = (row: Partial<SummaryRow> | undefined): SummaryRow => ({
  left_count: Number(row?.left_count ?? 0),
  away_seconds: Number(row?.away_seconds ?? 0),
  paste_count: Number(row?.paste_count ?? 0),
  pasted_chars: Number(row?.pasted_chars ?? 0),
  fullscreen_exits: Number(row?.fullscreen_exits ?? 0),
  offline_count: Number(row?.offline_count ?? 0),
  reloads: Number(row?.reloads ?? 0),
  ip_changes: Number(row?.ip_changes ?? 0),
  device_changes: Number(row?.device_changes ?? 0),
});
