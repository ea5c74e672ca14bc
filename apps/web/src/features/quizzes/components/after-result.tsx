import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useGetMyTrialsQuery, useGetQuizQuery } from '@/lib/quiz/quiz-api';
import { ATTEMPT_HISTORY, SUGGESTIONS, suggestionArgs, useGetQuizzesQuery } from '../api';
import { QuizCard } from './quiz-card';

/**
 * Below a result: take the quiz again while attempts remain, and other quizzes of the same category to go on with.
 * Composed into the results page by the router (features do not import each other).
 */
export function AfterResult() {
  const { t } = useTranslation('quizzes');
  const { quizId = '' } = useParams();
  const quiz = useGetQuizQuery(quizId).data;
  const history = useGetMyTrialsQuery(ATTEMPT_HISTORY);
  const category = quiz?.category?.id;
  const related = useGetQuizzesQuery(suggestionArgs(category ?? 0), { skip: !category });
  if (!quiz) return null;

  const attempts = history.data?.results.filter((trial) => trial.quiz === quiz.id).length ?? 0;
  const canRetake = history.data !== undefined && (quiz.attempts_allowed === null || attempts < quiz.attempts_allowed);
  const next = (related.data?.results ?? []).filter((other) => other.id !== quiz.id).slice(0, SUGGESTIONS);
  if (!canRetake && next.length === 0) return null;

  return (
    <Card className="flex flex-col gap-4 p-6">
      {canRetake && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg-muted">
            {quiz.attempts_allowed === null ? t('after.unlimited') : t('after.attemptsLeft', { count: quiz.attempts_allowed - attempts })}
          </p>
          <Button asChild variant="secondary">
            <Link to={`${paths.instructions(quiz.id)}?step=0`}>
              <RotateCcw aria-hidden className="size-4" />
              {t('after.retake')}
            </Link>
          </Button>
        </div>
      )}
      {next.length > 0 && (
        <section aria-labelledby="after-next" className="flex flex-col gap-3">
          <h2 id="after-next" className="text-lg font-bold text-fg">
            {t('after.next', { category: quiz.category?.name ?? '' })}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {next.map((other) => (
              <QuizCard key={other.id} quiz={other} />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
