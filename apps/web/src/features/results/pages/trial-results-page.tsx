import { Award, Ban, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { REFETCH_OLDER_THAN_S } from '@/lib/prefetch';
import { formatDate } from '@/lib/quiz/format';
import { useGetQuizQuery } from '@/lib/quiz/quiz-api';
import { useGetTrialResultQuery } from '../api';
import { DimensionChart } from '../components/dimension-chart';
import { GradedSummary } from '../components/graded-summary';
import { ResultState } from '../components/result-state';
import { ReviewList } from '../components/review-list';
import { ShareButton } from '../components/share-button';
import { TopDimensions } from '../components/top-dimensions';

/** `extra`: blocks the app adds below the result (the personal information given for the quiz). */
export default function TrialResultsPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const { quizId = '', trialId = '' } = useParams();
  const { data: result, isLoading, refetch } = useGetTrialResultQuery(trialId, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_S });
  const quiz = useGetQuizQuery(quizId);

  if (!result) return <ResultState loading={isLoading} onRetry={() => void refetch()} />;

  const shareUrl = new URL(paths.publicResults(quizId, trialId), window.location.origin).href;
  // The server's certificate rule: a profile quiz only has to be completed, a graded one passed.
  const certificate = quiz.data?.certificate && (result.scoring === 'profile' || result.passed === true);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={result.quiz_title}
        description={t('completedAt', { date: formatDate(result.completed_at, lang) })}
        actions={
          <div className="flex flex-wrap gap-2">
            <ShareButton url={shareUrl} title={result.quiz_title} />
            {certificate && (
              <Button asChild>
                <Link to={paths.trialCertificate(quizId, trialId)}>
                  <Award aria-hidden className="size-4" />
                  {t('certificate')}
                </Link>
              </Button>
            )}
          </div>
        }
      />
      {result.completed_by !== 'client' && (
        <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm text-fg-muted">
          {t(result.completed_by === 'invigilator' ? 'endedByInvigilator' : 'timeEnded')}
        </p>
      )}
      {result.void_reason !== null && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-fg">
          <Ban aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="flex flex-col gap-1">
            <h2 className="font-bold">{t('voided.title')}</h2>
            <p className="text-sm">{t('voided.body', { reason: result.void_reason })}</p>
          </div>
        </div>
      )}
      {result.scoring === 'graded' ? (
        <>
          <Card className="p-6">
            {result.marking === 'pending' ? (
              <div role="status" className="flex items-start gap-3">
                <Hourglass aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
                <div className="flex flex-col gap-1">
                  <h2 className="text-lg font-bold text-fg">{t('marking.pendingTitle')}</h2>
                  <p className="text-sm text-fg-muted">{t('marking.pendingBody')}</p>
                </div>
              </div>
            ) : (
              <GradedSummary
                percentage={result.percentage ?? 0}
                passed={result.passed}
                correct={result.correct_count}
                total={result.questions_count}
                seconds={result.time_taken_seconds}
                percentileRank={result.percentile_rank}
              />
            )}
          </Card>
          {result.overall_feedback && (
            <Card className="flex flex-col gap-2 p-6">
              <h2 className="text-lg font-bold text-fg">{t('overallFeedback')}</h2>
              <RichText html={result.overall_feedback} className="text-fg" />
            </Card>
          )}
          {result.review && result.review.length > 0 && (
            <Card className="flex flex-col gap-4 p-6">
              <h2 className="text-lg font-bold text-fg">{t('review.title')}</h2>
              <ReviewList items={result.review} trialId={result.trial} />
            </Card>
          )}
        </>
      ) : (
        <>
          <Card className="p-6">
            <TopDimensions items={result.top_dimensions} hollandCode={result.holland_code} percentiles={result.dimension_percentiles} />
          </Card>
          {result.dimensions && (
            <Card className="flex flex-col gap-4 p-6">
              <h2 className="text-lg font-bold text-fg">{t('profile.chartTitle')}</h2>
              <DimensionChart dimensions={result.dimensions} />
            </Card>
          )}
        </>
      )}
      {extra}
    </div>
  );
}
