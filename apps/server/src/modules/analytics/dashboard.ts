import { MAX_ANALYTICS_DAYS, type AnalyticsQuery, type AnalyticsResponse, type RevenueResponse } from '@mizan/contract/admin/analytics';
import type { Language } from '@mizan/contract/i18n';
import { localized } from '../../lib/localized.js';
import { nextDay, riyadhDay, riyadhDayStart } from '../../lib/saudi-day.js';
import type { StudentScope } from '../groups/scope.js';
import type { DashboardRepo, DayRange } from './dashboard-repo.js';

/** Days shown when the query names none: the last 30, today included. */
const DEFAULT_DAYS = 30;

/** The query's days (a missing end is today, a missing start 29 days before the end) and the instants they span. */
export function dayRange(query: AnalyticsQuery, now = new Date()): DayRange {
  const from = query.from ?? riyadhDay(riyadhDayStart(query.to ?? riyadhDay(now)), -(DEFAULT_DAYS - 1));
  const longest = riyadhDay(riyadhDayStart(from), MAX_ANALYTICS_DAYS - 1);
  // Without an end: today, but never before the start nor more than the longest range after it.
  const to = query.to ?? [riyadhDay(now), longest].sort()[0]!;
  const end = to < from ? from : to;
  return { from, to: end, start: riyadhDayStart(from), end: nextDay(end) };
}

const passRate = (passed: number, graded: number) => (graded > 0 ? passed / graded : null);

export function dashboardService(repo: DashboardRepo) {
  return {
    /**
     * A staff member who teaches classes sees their students' registrations and trials; page views belong to no
     * student (nor class), so their traffic, routes and funnel views are left out rather than shown site-wide.
     */
    async overview(query: AnalyticsQuery, lang: Language, scope: StudentScope, now?: Date): Promise<AnalyticsResponse> {
      const range = dayRange(query, now);
      const [days, routes, views, quizzes] = await Promise.all([
        repo.days(range, scope),
        scope.all ? repo.routes(range) : [],
        scope.all ? repo.funnelViews(range) : { overview: 0, instructions: 0 },
        repo.quizzes(range, scope),
      ]);
      const sum = (key: 'starts' | 'completions') => days.reduce((total, day) => total + day[key], 0);
      return {
        from: range.from,
        to: range.to,
        scope: scope.all ? 'all' : 'classes',
        days: days.map((day) => ({ ...day, pass_rate: passRate(day.passed, day.graded) })),
        routes,
        quizzes: quizzes.map(({ title_ar, title_en, ...quiz }) => ({
          ...quiz,
          title: localized(lang, title_ar, title_en),
          pass_rate: passRate(quiz.passed, quiz.graded),
        })),
        funnel: { ...views, starts: sum('starts'), completions: sum('completions') },
      };
    },

    async revenue(query: AnalyticsQuery, lang: Language, now?: Date): Promise<RevenueResponse> {
      const range = dayRange(query, now);
      const [days, plans] = await Promise.all([repo.revenueDays(range), repo.revenuePlans(range)]);
      return {
        from: range.from,
        to: range.to,
        days,
        plans: plans.map(({ name_ar, name_en, ...plan }) => ({ ...plan, name: localized(lang, name_ar, name_en) })),
        total: {
          payments: days.reduce((total, day) => total + day.payments, 0),
          halalas: days.reduce((total, day) => total + day.halalas, 0),
        },
      };
    },
  };
}
