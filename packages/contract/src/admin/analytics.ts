import { z } from 'zod';

/** The longest range the dashboards chart day by day. */
export const MAX_ANALYTICS_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * `GET admin/analytics/` and `admin/analytics/revenue/`: inclusive calendar days (Asia/Riyadh), `YYYY-MM-DD`;
 * without them, the last 30 days up to today. `to` may not precede `from`, and the range is at most a year
 * (`day_range_order`, `day_range_too_long`: keys of errors:validation, reported under `to`).
 */
export const AnalyticsQuery = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }).superRefine(({ from, to }, ctx) => {
  if (!from || !to) return;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'day_range_order' });
  else if (days >= MAX_ANALYTICS_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'day_range_too_long' });
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const count = z.number().int();
/** Passed among the completed trials of a graded quiz (0–1); null when none completed. */
const passRate = z.number().nullable();

export const AnalyticsDay = z.object({
  day: z.iso.date(),
  page_views: count,
  registrations: count,
  starts: count,
  completions: count,
  /** Completed trials of graded quizzes, and how many of those passed. */
  graded: count,
  passed: count,
  pass_rate: passRate,
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const AnalyticsQuiz = z.object({
  id: z.number().int(),
  title: z.string(),
  starts: count,
  completions: count,
  graded: count,
  passed: count,
  pass_rate: passRate,
});
export type AnalyticsQuiz = z.infer<typeof AnalyticsQuiz>;

/** The dashboard over the range: every day in it (days with nothing are zeros), routes and quizzes by traffic. */
export const AnalyticsResponse = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /**
   * `classes` for a staff member who teaches classes: the figures count their students only, and page views
   * (which belong to no student) are left out.
   */
  scope: z.enum(['all', 'classes']),
  days: z.array(AnalyticsDay),
  /** Page views per route pattern (ids replaced by `:id`, the query string dropped), most viewed first. */
  routes: z.array(z.object({ route: z.string(), views: count })),
  /** Every quiz with a trial started or completed in the range (previews never count), most started first. */
  quizzes: z.array(AnalyticsQuiz),
  /** Views of quiz overview pages, of instructions pages, then trials started and completed. */
  funnel: z.object({ overview: count, instructions: count, starts: count, completions: count }),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

/** Paid payments by the day they were made, in halalas net of refunds; admins only. */
export const RevenueResponse = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(z.object({ day: z.iso.date(), payments: count, halalas: count })),
  plans: z.array(z.object({ id: z.number().int(), name: z.string(), payments: count, halalas: count })),
  total: z.object({ payments: count, halalas: count }),
});
export type RevenueResponse = z.infer<typeof RevenueResponse>;
