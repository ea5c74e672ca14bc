import type { AnalyticsResponse } from '@mizan/contract/admin/analytics';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/facts';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDay, formatNumber, formatPercent, formatPrice } from '@/lib/quiz/format';
import { useSession } from '@/lib/session/use-session';
import { riyals } from '../payments/api';
import { useGetAnalyticsQuery, useGetRevenueQuery } from './api';
import { ChartFigure } from './chart-figure';
import { LoadFailed } from './load-failed';
import { TableCard } from './table-card';
import { RangeFilter, useDayRange, type DayRange } from './range-filter';

const rate = (value: number | null, lang: 'ar' | 'en') => (value === null ? '—' : formatPercent(value * 100, lang));

/** Staff and admins: traffic, registrations, trials and the funnel over a range of days; revenue for admins only. */
export default function AnalyticsPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const range = useDayRange();
  const { data, error, isFetching, refetch } = useGetAnalyticsQuery(range.query);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <RangeFilter range={range} shown={data} error={error} />
      <LoadFailed error={error} retry={() => void refetch()} />
      {data ? (
        <div className={isFetching ? 'opacity-60 transition-opacity' : undefined} aria-busy={isFetching || undefined}>
          <Overview data={data} />
        </div>
      ) : (
        !error && <Skeleton className="h-96" />
      )}
      {user?.role === 'admin' && <Revenue range={range} />}
    </div>
  );
}

function Overview({ data }: { data: AnalyticsResponse }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const sum = (key: 'page_views' | 'registrations' | 'graded' | 'passed') => data.days.reduce((total, day) => total + day[key], 0);
  const graded = sum('graded');
  const day = (row: { day: string }) => formatDay(row.day, lang);
  const funnel = [
    { step: t('analytics.funnel.overview'), count: data.funnel.overview },
    { step: t('analytics.funnel.instructions'), count: data.funnel.instructions },
    { step: t('analytics.funnel.starts'), count: data.funnel.starts },
    { step: t('analytics.funnel.completions'), count: data.funnel.completions },
  ];
  // A teacher of classes sees their students' figures; page views belong to no student, so traffic is left out.
  const traffic = data.scope === 'all';
  return (
    <div className="flex flex-col gap-6">
      {!traffic && <p className="text-sm text-fg-muted">{t('analytics.classesScope')}</p>}
      <Card className="p-5">
        <dl className={cn('grid grid-cols-2 gap-4', traffic ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}>
          {traffic && (
            <Fact label={t('analytics.pageViews')} emphasis>
              {n(sum('page_views'))}
            </Fact>
          )}
          <Fact label={t('analytics.registrations')} emphasis>
            {n(sum('registrations'))}
          </Fact>
          <Fact label={t('analytics.starts')} emphasis>
            {n(data.funnel.starts)}
          </Fact>
          <Fact label={t('analytics.completions')} emphasis>
            {n(data.funnel.completions)}
          </Fact>
          <Fact label={t('analytics.passRate')} emphasis>
            {rate(graded ? sum('passed') / graded : null, lang)}
          </Fact>
        </dl>
      </Card>
      {traffic && (
        <ChartFigure
          title={t('analytics.trafficTitle')}
          description={t('analytics.trafficDescription')}
          data={data.days}
          label={day}
          labelHeader={t('analytics.day')}
          series={[{ key: 'page_views', label: t('analytics.pageViews') }]}
        />
      )}
      <ChartFigure
        title={t('analytics.activityTitle')}
        description={t('analytics.activityDescription')}
        data={data.days}
        label={day}
        labelHeader={t('analytics.day')}
        series={[
          { key: 'registrations', label: t('analytics.registrations') },
          { key: 'starts', label: t('analytics.starts') },
          { key: 'completions', label: t('analytics.completions') },
          { key: 'passed', label: t('analytics.passed') },
        ]}
      />
      {traffic && (
        <ChartFigure
          title={t('analytics.funnelTitle')}
          description={t('analytics.funnelDescription')}
          data={funnel}
          label={(row) => row.step}
          labelHeader={t('analytics.step')}
          series={[{ key: 'count', label: t('analytics.count') }]}
        />
      )}
      <div className={cn('grid gap-6', traffic && 'lg:grid-cols-2')}>
        <TableCard
          title={t('analytics.quizzesTitle')}
          empty={t('analytics.none')}
          header={[t('analytics.quiz'), t('analytics.starts'), t('analytics.completions'), t('analytics.passRate')]}
          rows={data.quizzes.map((quiz) => [
            <Link key="title" to={paths.adminQuizStatistics(quiz.id)} className="text-primary hover:underline">
              {quiz.title}
            </Link>,
            n(quiz.starts),
            n(quiz.completions),
            rate(quiz.pass_rate, lang),
          ])}
        />
        {traffic && (
          <TableCard
            title={t('analytics.routesTitle')}
            empty={t('analytics.none')}
            header={[t('analytics.route'), t('analytics.pageViews')]}
            rows={data.routes.map((route) => [
              <bdi key="route" dir="ltr" className="font-mono text-xs">
                {route.route}
              </bdi>,
              n(route.views),
            ])}
          />
        )}
      </div>
    </div>
  );
}

function Revenue({ range }: { range: DayRange }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data } = useGetRevenueQuery(range.query);
  if (!data) return null;
  const money = (halalas: number) => formatPrice(riyals(halalas), lang);
  return (
    <section aria-label={t('analytics.revenueTitle')} className="flex flex-col gap-6">
      <ChartFigure
        title={t('analytics.revenueTitle')}
        description={t('analytics.revenueDescription', { total: money(data.total.halalas), count: data.total.payments })}
        data={data.days}
        label={(row) => formatDay(row.day, lang)}
        labelHeader={t('analytics.day')}
        series={[{ key: 'halalas', label: t('analytics.revenue') }]}
        format={money}
      />
      <TableCard
        title={t('analytics.plansTitle')}
        empty={t('analytics.none')}
        header={[t('analytics.plan'), t('analytics.payments'), t('analytics.revenue')]}
        rows={data.plans.map((plan) => [plan.name, formatNumber(plan.payments, lang), money(plan.halalas)])}
      />
    </section>
  );
}
