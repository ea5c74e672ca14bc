import { Play } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { openModal } from '@/lib/modals/modal-slice';
import { loginWithRedirect, paths } from '@/lib/paths';
import { useGetQuizQuery } from '@/lib/quiz/quiz-api';
import { QuizCover } from '@/lib/quiz/quiz-cover';
import { useSession } from '@/lib/session/use-session';
import { AccessBadge } from '../components/access-badge';
import { PageError } from '../components/page-error';
import { QuizMeta } from '../components/quiz-meta';
import { RichText } from '@/components/ui/rich-text';

export default function QuizOverviewPage() {
  const { t } = useTranslation('quizzes');
  const { quizId = '' } = useParams();
  const { isAuthenticated } = useSession();
  const { data: quiz, isLoading, isError, refetch } = useGetQuizQuery(quizId);
  const dispatch = useAppDispatch();
  const sharedCode = useSearchParams()[0].get('coupon_code');
  const startPath = `${paths.instructions(quizId)}?step=0`;
  const overviewPath = sharedCode ? `${paths.quiz(quizId)}?coupon_code=${encodeURIComponent(sharedCode)}` : startPath;

  // A link handed out with a code (…?coupon_code=XXXXXX) opens the code entry prefilled; it submits itself (client-spec §4).
  useEffect(() => {
    if (sharedCode && isAuthenticated && quiz) dispatch(openModal('coupon-entry', { quizId, code: sharedCode }));
  }, [sharedCode, isAuthenticated, quiz, dispatch, quizId]);

  if (isLoading) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (isError || !quiz) return <PageError onRetry={() => void refetch()} />;

  const facts = [
    quiz.scoring === 'profile' ? t('overview.profile') : t('overview.graded', { mark: quiz.pass_mark }),
    quiz.navigation === 'forward_only' ? t('overview.forwardOnly') : t('overview.freeNavigation'),
    quiz.attempts_allowed === null ? t('overview.unlimitedAttempts') : t('overview.attempts', { count: quiz.attempts_allowed }),
  ];

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <Card className="overflow-hidden">
        <QuizCover quiz={quiz} className="aspect-[16/6] w-full" />
        <div className="flex flex-col gap-4 p-6">
          <div className="flex flex-wrap items-center gap-2">
            {quiz.category && <span className="text-sm font-medium text-primary-soft-fg">{quiz.category.name}</span>}
            <AccessBadge quiz={quiz} />
          </div>
          <h1 className="text-2xl font-bold text-fg">{quiz.title}</h1>
          <RichText className="leading-relaxed text-fg-muted" html={quiz.description} />
          <QuizMeta quiz={quiz} />
          <section aria-labelledby="overview-instructions" className="rounded-xl bg-surface-muted p-4">
            <h2 id="overview-instructions" className="mb-2 font-bold text-fg">
              {t('overview.instructions')}
            </h2>
            <ul className="list-disc space-y-1 ps-5 text-sm text-fg-muted">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </section>
          <Button asChild size="lg" className="self-start">
            <Link to={isAuthenticated ? startPath : loginWithRedirect(overviewPath)}>
              <Play aria-hidden className="size-4 rtl:-scale-x-100" />
              {isAuthenticated ? t('overview.start') : t('overview.signInToStart')}
            </Link>
          </Button>
        </div>
      </Card>
    </article>
  );
}
