import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatPercent } from '@/lib/quiz/format';
import { useGetMyTrialsQuery } from '@/lib/quiz/quiz-api';
import { PageError } from '../components/page-error';

export default function MyQuizzesPage() {
  const { t } = useTranslation('quizzes');
  const lang = currentLanguage();
  const { data, isLoading, isError, refetch } = useGetMyTrialsQuery({ limit: 50, page: 1 }, { refetchOnMountOrArgChange: true });

  return (
    <>
      <PageHeader title={t('mine.title')} description={t('mine.description')} />
      {isLoading ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : isError || !data ? (
        <PageError onRetry={() => void refetch()} />
      ) : data.results.length === 0 ? (
        <Card>
          <EmptyState
            icon={ClipboardList}
            title={t('mine.empty')}
            action={
              <Button asChild>
                <Link to={paths.quizzes}>{t('mine.browse')}</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.results.map((trial) => (
            <li key={trial.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="flex flex-col gap-1">
                  <h2 className="font-bold text-fg">{trial.quiz_title}</h2>
                  <p className="text-sm text-fg-muted">
                    {trial.status === 'in_progress'
                      ? t('mine.startedAt', { date: formatDate(trial.started_at, lang) })
                      : t('mine.completedAt', { date: formatDate(trial.completed_at ?? trial.started_at, lang) })}
                    {trial.percentage !== null && ` · ${formatPercent(trial.percentage, lang)}`}
                    {trial.holland_code && ` · ${trial.holland_code}`}
                  </p>
                </div>
                {trial.status === 'in_progress' ? (
                  <Button asChild>
                    <Link to={`${paths.instructions(trial.quiz)}?step=0&show_instructions=false`}>{t('mine.resume')}</Link>
                  </Button>
                ) : (
                  <Button asChild variant="secondary">
                    <Link to={paths.results(trial.quiz, trial.id)}>{t('mine.result')}</Link>
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
