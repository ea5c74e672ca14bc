import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/quiz/format';
import { useGetPublicResultQuery } from '../api';
import { GradedSummary } from '../components/graded-summary';
import { ResultState } from '../components/result-state';
import { TopDimensions } from '../components/top-dimensions';

export default function PublicResultsPage() {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const { quizId = '', trialId = '' } = useParams();
  const { data: result, isLoading, refetch } = useGetPublicResultQuery(trialId);

  if (!result) return <ResultState loading={isLoading} onRetry={() => void refetch()} />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1 text-center">
        <p className="text-sm text-fg-muted">{t('public.by', { name: result.first_name })}</p>
        <h1 className="text-2xl font-bold text-fg">{result.quiz_title}</h1>
        <p className="text-sm text-fg-muted">{t('completedAt', { date: formatDate(result.completed_at, lang) })}</p>
      </header>
      <Card className="flex justify-center p-6">
        {result.scoring === 'graded' ? (
          <GradedSummary percentage={result.percentage ?? 0} passed={result.passed} />
        ) : (
          <TopDimensions items={result.top_dimensions} hollandCode={result.holland_code} />
        )}
      </Card>
      <Button asChild size="lg" className="self-center">
        <Link to={paths.quiz(quizId)}>{t('public.tryIt')}</Link>
      </Button>
    </div>
  );
}
