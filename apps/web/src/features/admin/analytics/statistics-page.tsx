import type { ExportFormat } from '@mizan/contract/admin/common';
import type { ItemStatistics, StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { ArrowLeft, Download, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber, formatPercent } from '@/lib/quiz/format';
import { useGetAdminQuizQuery } from '../quizzes/api';
import { useDownload } from '../shell/use-download';
import { useExportQuizStatisticsMutation, useGetQuizStatisticsQuery } from './api';
import { ChartFigure } from './chart-figure';
import { LoadFailed } from './load-failed';
import { RangeFilter, useDayRange } from './range-filter';
import { ResultsExport } from './results-export';
import { MarkerAgreementFigures } from './marker-agreement';

type Lang = 'ar' | 'en';
const figure = (value: number | null, lang: Lang, digits = 2) => (value === null ? '—' : formatNumber(value, lang, digits));
const share = (value: number | null, lang: Lang) => (value === null ? '—' : formatPercent(value * 100, lang));

/** Item analysis of one version's completed trials: test figures, the score histogram and every question. */
export default function StatisticsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const id = Number(useParams().quizId);
  const range = useDayRange();
  const [params, setParams] = useSearchParams();
  const version = params.get('version') ?? '';
  const attempts = (params.get('attempts') ?? 'first') as StatisticsQuery['attempts'];
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const query: Partial<StatisticsQuery> = { ...range.query, version: version ? Number(version) : undefined, attempts };
  const { data: quiz } = useGetAdminQuizQuery(id);
  const { data, error, isFetching, refetch } = useGetQuizStatisticsQuery({ id, query });
  const save = useDownload();
  const [exportStatistics, { isLoading: exporting, originalArgs }] = useExportQuizStatisticsMutation();
  const download = (format: ExportFormat) =>
    void save(() => exportStatistics({ id, query, format }).unwrap(), `quiz-${id}-statistics.${format}`);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <Link to={paths.adminQuiz(id)} className="flex w-fit items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('statistics.backToQuiz')}
      </Link>
      <PageHeader
        title={quiz ? t('statistics.titleOf', { title: quiz.title }) : t('statistics.title')}
        description={t('statistics.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={exporting && originalArgs?.format === 'csv'} onClick={() => download('csv')}>
              <Download aria-hidden className="size-4" />
              {t('statistics.exportCsv')}
            </Button>
            <Button variant="secondary" loading={exporting && originalArgs?.format === 'xlsx'} onClick={() => download('xlsx')}>
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('statistics.exportXlsx')}
            </Button>
          </div>
        }
      />
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-full sm:w-40">
          <Select
            label={t('statistics.version')}
            value={version}
            onChange={(e) => setParam('version', e.target.value)}
            options={[
              { value: '', label: t('statistics.currentVersion') },
              ...(quiz?.versions ?? []).map((v) => ({
                value: String(v.number),
                label: t('statistics.versionN', { n: formatNumber(v.number, lang) }),
              })),
            ]}
          />
        </div>
        <div className="w-full sm:w-52">
          <Select
            label={t('statistics.attempts')}
            value={attempts}
            onChange={(e) => setParam('attempts', e.target.value === 'first' ? '' : e.target.value)}
            options={[
              { value: 'first', label: t('statistics.firstAttempts') },
              { value: 'all', label: t('statistics.allAttempts') },
            ]}
          />
        </div>
        <RangeFilter range={range} error={error} />
      </div>
      <ResultsExport quizId={id} query={{ ...range.query, version: query.version }} />
      <LoadFailed error={error} retry={() => void refetch()} />
      {data ? (
        <div className={isFetching ? 'flex flex-col gap-6 opacity-60' : 'flex flex-col gap-6'} aria-busy={isFetching || undefined}>
          <TestFigures data={data} />
          <ChartFigure
            title={t('statistics.histogramTitle')}
            description={t('statistics.histogram')}
            data={data.histogram}
            label={(bin) => `${formatNumber(bin.from, lang)}–${formatNumber(bin.to, lang)}`}
            labelHeader={t('statistics.band')}
            series={[{ key: 'count', label: t('statistics.label.trials') }]}
          />
          <ItemLegend />
          <ItemList items={data.items} />
        </div>
      ) : (
        !error && <Skeleton className="h-96" />
      )}
    </div>
  );
}

/** A figure with its name, value and what it means. */
function Figure({ name, value, explanation }: { name: string; value: string; explanation: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-surface-muted p-3">
      <dt className="text-xs font-medium text-fg-muted">{name}</dt>
      <dd className="text-xl font-bold text-fg tabular-nums">{value}</dd>
      <dd className="text-xs leading-relaxed text-fg-muted">{explanation}</dd>
    </div>
  );
}

function TestFigures({ data }: { data: StatisticsResponse }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const points = (value: number | null) => (value === null ? '—' : formatNumber(value, lang, 1));
  const figures: [string, string][] = [
    ['trials', formatNumber(data.trials, lang)],
    ['mean', points(data.mean)],
    ['median', points(data.median)],
    ['sd', points(data.sd)],
    ['skewness', figure(data.skewness, lang)],
    ['kurtosis', figure(data.kurtosis, lang)],
    ['alpha', figure(data.alpha, lang)],
    ['sem', points(data.sem)],
  ];
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-semibold text-fg">{t('statistics.testTitle', { n: formatNumber(data.version, lang) })}</h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([key, value]) => (
          <Figure key={key} name={t(`statistics.label.${key}`)} value={value} explanation={t(`statistics.${key}`)} />
        ))}
      </dl>
      {data.dimensions.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-fg">{t('statistics.label.dimensions')}</h3>
          <p className="text-sm text-fg-muted">{t('statistics.dimensions')}</p>
          <dl className="grid gap-3 sm:grid-cols-3">
            {data.dimensions.map((d) => (
              <div key={d.code} className="flex justify-between rounded-lg bg-surface-muted p-3">
                <dt className="font-medium">{d.code}</dt>
                <dd className="tabular-nums">{figure(d.alpha, lang)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Card>
  );
}

const ITEM_FIGURES = [
  ['facility', 'facility'],
  ['sd', 'itemSd'],
  ['discrimination_index', 'discriminationIndex'],
  ['discrimination_efficiency', 'discriminationEfficiency'],
  ['point_biserial', 'pointBiserial'],
  ['alpha_if_deleted', 'alphaIfDeleted'],
] as const;

/** What each question's figures mean, said once above the questions. */
function ItemLegend() {
  const { t } = useTranslation('admin');
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-fg">{t('statistics.itemsTitle')}</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {[...ITEM_FIGURES.map(([, key]) => key), 'pickRate', 'upper', 'lower'].map((key) => (
          <div key={key}>
            <dt className="inline font-semibold text-fg">{t(`statistics.label.${key}`)}: </dt>
            <dd className="inline text-fg-muted">{t(`statistics.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * A card per question someone was shown; a draw's questions nobody was shown fold into one line per pool (a large
 * pool would otherwise fill the page with empty cards).
 */
function ItemList({ items }: { items: ItemStatistics[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const shown = items.filter((item) => item.pool === null || item.trials > 0);
  const unshown = new Map<number, number>();
  for (const item of items) if (item.pool !== null && item.trials === 0) unshown.set(item.pool, (unshown.get(item.pool) ?? 0) + 1);
  return (
    <ol className="flex flex-col gap-4">
      {shown.map((item, index) => (
        <ItemCard key={item.question} item={item} index={index} />
      ))}
      {[...unshown].map(([pool, count]) => (
        <li key={`pool-${pool}`}>
          <Card className="p-4 text-sm text-fg-muted">
            {t('statistics.unshownPool', { count, n: formatNumber(count, lang), section: formatNumber(pool, lang) })}
          </Card>
        </li>
      ))}
    </ol>
  );
}

function ItemCard({ item, index }: { item: ItemStatistics; index: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <li>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="font-semibold text-fg" dir="auto">
          <span className="text-fg-muted">{formatNumber(index + 1, lang)}. </span>
          {item.text}
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
          <div>
            <dt className="text-xs text-fg-muted">{t('statistics.label.trials')}</dt>
            <dd className="font-medium tabular-nums">{formatNumber(item.trials, lang)}</dd>
          </div>
          {ITEM_FIGURES.map(([field, key]) => (
            <div key={field}>
              <dt className="text-xs text-fg-muted">{t(`statistics.label.${key}`)}</dt>
              <dd className="font-medium tabular-nums">{figure(item[field], lang)}</dd>
            </div>
          ))}
        </dl>
        {item.marker_agreement && <MarkerAgreementFigures agreement={item.marker_agreement} />}
        {item.flags.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label={t('statistics.flagsLabel')}>
            {item.flags.map((flag) => (
              <li key={flag} className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {t(`statistics.flags.${flag}`)}
              </li>
            ))}
          </ul>
        )}
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('statistics.optionsCaption', { n: formatNumber(index + 1, lang) })}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('statistics.optionsCaption', { n: formatNumber(index + 1, lang) })}</caption>
            <thead>
              <tr className="border-b border-border text-fg-muted">
                <th scope="col" className="p-2 text-start font-medium">
                  {t('statistics.label.option')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('statistics.label.pickRate')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('statistics.label.upper')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('statistics.label.lower')}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.options.map((option) => (
                <tr key={option.id} className="border-b border-border last:border-0">
                  <th scope="row" className="p-2 text-start font-normal" dir="auto">
                    {option.text}
                    {option.correct && (
                      <span className="ms-2 rounded bg-primary-soft px-1.5 text-xs text-primary-soft-fg">{t('statistics.key')}</span>
                    )}
                  </th>
                  <td className="p-2 tabular-nums">{share(option.pick_rate, lang)}</td>
                  <td className="p-2 tabular-nums">{share(option.upper, lang)}</td>
                  <td className="p-2 tabular-nums">{share(option.lower, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </li>
  );
}
