import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber, formatPercent } from '@/lib/quiz/format';
import { useGetMyTrialsQuery } from '@/lib/quiz/quiz-api';
import { attemptsByQuiz, summarize } from '../history-stats';
import { ResultState } from '../components/result-state';
import { ScoreTrend } from '../components/score-trend';

export default function MyResultsPage() {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const { data, isLoading, refetch } = useGetMyTrialsQuery({ limit: 50, page: 1 }, { refetchOnMountOrArgChange: true });

  if (!data) {
    return (
      <>
        <PageHeader title={t('history.title')} />
        <ResultState loading={isLoading} onRetry={() => void refetch()} />
      </>
    );
  }
  const completed = data.results.filter((trial) => trial.status === 'completed');
  const stats = summarize(completed);
  const perQuiz = attemptsByQuiz(completed);
  const cards = [
    [t('history.attempts'), formatNumber(stats.attempts, lang)],
    [t('history.average'), stats.average === null ? '—' : formatPercent(stats.average, lang)],
    [t('history.best'), stats.best === null ? '—' : formatPercent(stats.best, lang)],
  ];

  return (
    <>
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <dl className="mb-6 grid grid-cols-3 gap-3">
        {cards.map(([term, value]) => (
          <Card key={term} className="flex flex-col gap-1 p-4">
            <dt className="text-sm text-fg-muted">{term}</dt>
            <dd className="text-2xl font-bold text-fg tabular-nums">{value}</dd>
          </Card>
        ))}
      </dl>
      {perQuiz.length > 0 && (
        <section aria-labelledby="by-quiz" className="mb-6 flex flex-col gap-3">
          <h2 id="by-quiz" className="text-lg font-bold text-fg">
            {t('trend.title')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {perQuiz.map((entry) => (
              <li key={entry.quiz}>
                <Card className="flex items-center justify-between gap-4 p-4">
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="truncate font-medium text-fg">{entry.title}</span>
                    <span className="text-sm text-fg-muted">
                      {t('trend.summary', { count: entry.scores.length, best: formatPercent(entry.best, lang) })}
                    </span>
                  </div>
                  <ScoreTrend title={entry.title} scores={entry.scores} />
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {completed.length === 0 ? (
        <Card>
          <EmptyState icon={ChartNoAxesColumn} title={t('history.empty')} />
        </Card>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead>
              <tr className="border-b border-border text-fg-muted">
                <th scope="col" className="p-3 text-start font-medium">
                  {t('history.quiz')}
                </th>
                <th scope="col" className="p-3 text-start font-medium">
                  {t('history.date')}
                </th>
                <th scope="col" className="p-3 text-end font-medium">
                  {t('history.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {completed.map((trial) => (
                <tr key={trial.id} className="border-b border-border last:border-0">
                  <th scope="row" className="p-3 text-start font-medium">
                    <Link to={paths.results(trial.quiz, trial.id)} className="text-primary-soft-fg underline-offset-4 hover:underline">
                      {trial.quiz_title}
                    </Link>
                  </th>
                  <td className="p-3 text-fg-muted">{formatDate(trial.completed_at ?? trial.started_at, lang)}</td>
                  <td className="p-3 text-end tabular-nums">
                    {trial.scoring === 'profile' ? (trial.holland_code ?? '—') : formatPercent(trial.percentage ?? 0, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
