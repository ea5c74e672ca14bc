import { ChevronLeft, ChevronRight, SearchX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGetCategoriesQuery } from '@/lib/quiz/quiz-api';
import { quizListArgs, useGetQuizzesQuery } from '../api';
import { QuizCard } from './quiz-card';

/** The paginated quiz grid with its category filter, driven by ?page= and ?category=. */
export function QuizCatalogue({ withCategories }: { withCategories: boolean }) {
  const { t } = useTranslation('quizzes');
  const [params, setParams] = useSearchParams();
  const args = quizListArgs(params);
  const { page, category } = args;
  const list = useGetQuizzesQuery(args);
  const categories = useGetCategoriesQuery(undefined, { skip: !withCategories });
  // The filter and the grid appear together: a filter arriving after the grid pushed it down (a layout shift of
  // 0.08–0.11 on a phone). A filter that fails to load is left out.
  const loading = list.isLoading || (list.isFetching && !list.data) || (withCategories && categories.isLoading);

  const linkTo = (next: { page?: number; category?: number }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', String(next.category));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    const query = search.toString();
    return query ? `?${query}` : '.';
  };

  return (
    <div className="flex flex-col gap-6">
      {!loading && withCategories && (categories.data?.results.length ?? 0) > 0 && (
        <nav aria-label={t('list.categories')} className="flex flex-wrap gap-2">
          {[{ id: undefined, name: t('list.allCategories') }, ...(categories.data?.results ?? [])].map((c) => (
            <Link
              key={c.id ?? 'all'}
              to={linkTo({ category: c.id })}
              aria-current={c.id === category ? 'page' : undefined}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm',
                c.id === category ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}

      {loading ? (
        <ul aria-busy className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
              <Skeleton className="aspect-[16/7] w-full rounded-none" />
              <div className="flex flex-col gap-2 p-4">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <Card>
          <EmptyState
            icon={WifiOff}
            title={t('list.error')}
            description={t('common:status.tryAgain')}
            action={<Button onClick={() => void list.refetch()}>{t('common:actions.retry')}</Button>}
          />
        </Card>
      ) : list.data && list.data.results.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.results.map((quiz) => (
              <QuizCard key={quiz.id} quiz={quiz} />
            ))}
          </ul>
          {(list.data.next || list.data.previous) && (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-center gap-3">
              <Button variant="secondary" disabled={!list.data.previous} onClick={() => setParams(linkTo({ category, page: page - 1 }))}>
                <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                {t('list.previous')}
              </Button>
              <span className="text-sm text-fg-muted">{t('list.page', { page })}</span>
              <Button variant="secondary" disabled={!list.data.next} onClick={() => setParams(linkTo({ category, page: page + 1 }))}>
                {t('list.next')}
                <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Button>
            </nav>
          )}
        </>
      ) : (
        <Card>
          <EmptyState icon={SearchX} title={t('list.empty')} description={t('list.emptyHint')} />
        </Card>
      )}
    </div>
  );
}
