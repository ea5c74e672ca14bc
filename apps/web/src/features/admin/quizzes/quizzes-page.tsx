import type { AdminQuizSummary, QuizStatus } from '@mizan/contract/admin/quizzes';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useGetQuizCategoriesQuery } from '../categories/api';
import type { BulkAction } from '../table/bulk-bar';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useBulkQuizzesMutation, useGetAdminQuizzesQuery } from './api';
import { StatusBadge } from './status-badge';

const STATUSES: QuizStatus[] = ['draft', 'published', 'archived'];
const BULK = ['publish', 'unpublish', 'archive'] as const;

export default function QuizzesPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(['status', 'category']);
  const { status, category } = list.filters;
  const { data, isLoading } = useGetAdminQuizzesQuery({
    ...list.query,
    status: (status || undefined) as QuizStatus | undefined,
    category: category ? Number(category) : undefined,
  });
  const { data: categories = [] } = useGetQuizCategoriesQuery();
  const [bulk] = useBulkQuizzesMutation();

  const columns = useMemo<ColumnDef<AdminQuizSummary>[]>(
    () => [
      {
        id: 'title',
        enableSorting: true,
        header: t('quizzes.columns.title'),
        cell: ({ row }) => (
          <Link
            to={paths.adminQuiz(row.original.id)}
            className="block min-w-40 font-semibold text-fg hover:text-primary hover:underline"
            dir="auto"
          >
            {row.original.title}
          </Link>
        ),
      },
      { id: 'category', header: t('quizzes.columns.category'), cell: ({ row }) => row.original.category?.name ?? '—' },
      {
        id: 'status',
        header: t('quizzes.columns.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} pending={row.original.has_unpublished_changes} />,
      },
      { id: 'access', header: t('quizzes.columns.access'), cell: ({ row }) => t(`quizzes.access.${row.original.access}`) },
      {
        id: 'questions_count',
        header: t('quizzes.columns.questions'),
        cell: ({ row }) => formatNumber(row.original.questions_count, lang),
      },
      {
        // Column ids of sortable columns are the server's ordering keys.
        id: 'trials',
        enableSorting: true,
        header: t('quizzes.columns.trials'),
        cell: ({ row }) => formatNumber(row.original.trials_count, lang),
      },
      {
        id: 'updated_at',
        enableSorting: true,
        header: t('quizzes.columns.updated'),
        cell: ({ row }) => <span className="whitespace-nowrap text-fg-muted">{formatDate(row.original.updated_at, lang)}</span>,
      },
    ],
    [t, lang],
  );

  const bulkActions: BulkAction[] = BULK.map((action) => ({
    key: action,
    label: t(`quizzes.bulk.${action}`),
    confirm: (count) => t(`quizzes.bulk.${action}Confirm`, { count, n: formatNumber(count, lang) }),
    danger: action === 'archive',
    run: (ids) => bulk({ ids, action }).unwrap(),
  }));

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('quizzes.title')}
        description={t('quizzes.description')}
        actions={
          <Button asChild>
            <Link to={paths.adminQuizNew}>
              <Plus aria-hidden className="size-4" />
              {t('quizzes.new')}
            </Link>
          </Button>
        }
      />
      <DataTable
        label={t('quizzes.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(q) => String(q.id)}
        rowName={(q) => q.title}
        searchLabel={t('quizzes.search')}
        empty={t('quizzes.empty')}
        bulkActions={bulkActions}
        filters={
          <>
            <div className="w-full sm:w-44">
              <Select
                label={t('quizzes.columns.status')}
                value={status}
                onChange={(e) => list.set({ status: e.target.value })}
                options={[{ value: '', label: t('filters.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`quizzes.status.${s}`) }))]}
              />
            </div>
            <div className="w-full sm:w-52">
              <Select
                label={t('quizzes.columns.category')}
                value={category}
                onChange={(e) => list.set({ category: e.target.value })}
                options={[
                  { value: '', label: t('filters.all') },
                  ...categories.map((c) => ({ value: String(c.id), label: c.name[lang] || c.name.ar })),
                ]}
              />
            </div>
          </>
        }
      />
    </div>
  );
}
