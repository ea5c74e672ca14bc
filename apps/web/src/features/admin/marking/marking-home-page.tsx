import type { AdminQuizSummary } from '@mizan/contract/admin/quizzes';
import type { ColumnDef } from '@tanstack/react-table';
import { PenLine, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';

const FILTERS = [] as const;

/** The console's way into marking: pick a quiz, then its attempts or its queue of answers to mark. */
export default function MarkingHomePage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const { data, isLoading } = useGetAdminQuizzesQuery(list.query);

  const columns = useMemo<ColumnDef<AdminQuizSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('marking.pickQuiz'),
        cell: ({ row }) => (
          <Link to={paths.adminQuizMarking(row.original.id)} className="font-medium text-primary hover:underline" dir="auto">
            {row.original.title || t('editor.untitled')}
          </Link>
        ),
      },
      {
        id: 'trials',
        header: t('marking.attempts'),
        meta: { className: 'hidden sm:table-cell' },
        cell: ({ row }) => formatNumber(row.original.trials_count, lang),
      },
      {
        id: 'actions',
        header: () => (
          <span className="relative">
            <span className="sr-only">{t('competitions.actions')}</span>
          </span>
        ),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" asChild>
              <Link to={paths.adminQuizMarking(row.original.id)} aria-label={`${t('marking.markAnswers')}: ${row.original.title}`}>
                <PenLine aria-hidden className="size-4" />
                {t('marking.markAnswers')}
              </Link>
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to={paths.adminQuizTrials(row.original.id)} aria-label={`${t('marking.attempts')}: ${row.original.title}`}>
                <Users aria-hidden className="size-4" />
                {t('marking.attempts')}
              </Link>
            </Button>
          </div>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('marking.title')} description={t('marking.description')} />
      <DataTable
        label={t('marking.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(q) => String(q.id)}
        searchLabel={t('quizzes.search')}
        empty={t('quizzes.empty')}
        emptyUnfiltered={t('marking.noQuizzes')}
      />
    </div>
  );
}
