import { QuestionType, type AdminQuestion, type QuestionListParams } from '@mizan/contract/admin/questions';
import type { ColumnDef } from '@tanstack/react-table';
import { FileUp, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useGetBankCategoriesQuery } from '../categories/api';
import { plainText } from '../form/values';
import { ExportMenu } from '../question-transfer/export-menu';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { QuestionTextLine } from './question-text-line';
import { useGetQuestionsQuery } from './api';
import { BankFilters } from './bank-filters';
import { useBankBulkActions } from './bank-bulk-actions';
import { CategoryTree } from './category-tree';
import { QuestionFormDialog } from './question-form-dialog';

const FILTERS = ['category', 'include_subcategories', 'type', 'tag', 'difficulty', 'used', 'archived'] as const;

export default function BankPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const query: QuestionListParams = {
    ...list.query,
    category: f.category ? Number(f.category) : undefined,
    include_subcategories: f.category ? (f.include_subcategories === 'false' ? 'false' : 'true') : undefined,
    type: QuestionType.safeParse(f.type).data,
    tag: f.tag || undefined,
    difficulty: f.difficulty ? Number(f.difficulty) : undefined,
    used: (f.used || undefined) as QuestionListParams['used'],
    archived: f.archived === 'true' ? 'true' : 'false',
  };
  const { data, isLoading } = useGetQuestionsQuery(query);
  const { data: categories = [] } = useGetBankCategoriesQuery();
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const bulkActions = useBankBulkActions(categories, f.archived === 'true');
  const category = categories.find((c) => String(c.id) === f.category);
  const importLink = f.category ? `${paths.adminBankImport}?category=${f.category}` : paths.adminBankImport;

  const columns = useMemo<ColumnDef<AdminQuestion>[]>(
    () => [
      {
        id: 'text',
        enableSorting: true,
        header: t('bank.columns.text'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setEditing(row.original)}
            className="line-clamp-2 max-w-md min-w-48 text-start font-medium text-fg hover:text-primary hover:underline"
            dir="auto"
          >
            <QuestionTextLine html={row.original.text[lang] || row.original.text.ar} />
          </button>
        ),
      },
      { id: 'type', header: t('bank.types.label'), cell: ({ row }) => t(`bank.types.name.${row.original.type}`) },
      { id: 'category', header: t('bank.form.category'), cell: ({ row }) => row.original.category?.name ?? t('bank.uncategorized') },
      {
        id: 'tags',
        header: t('bank.form.tags'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.tags.map((tag) => (
              <span key={tag} className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">
                {tag}
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'difficulty',
        enableSorting: true,
        header: t('bank.form.difficulty'),
        cell: ({ row }) => formatNumber(row.original.difficulty, lang),
      },
      { id: 'used_in', header: t('bank.columns.usedIn'), cell: ({ row }) => formatNumber(row.original.used_in, lang) },
      {
        id: 'updated_at',
        enableSorting: true,
        header: t('quizzes.columns.updated'),
        cell: ({ row }) => <span className="whitespace-nowrap text-fg-muted">{formatDate(row.original.updated_at, lang)}</span>,
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader
        title={t('bank.title')}
        description={t('bank.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" asChild>
              <Link to={importLink}>
                <FileUp aria-hidden className="size-4" />
                {t('transfer.open')}
              </Link>
            </Button>
            <ExportMenu
              label={t('transfer.export.label')}
              scope={category ? { category: category.id } : null}
              fileName={category ? category.name[lang] || category.name.ar : t('transfer.export.fileName')}
            />
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              {t('bank.new')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Phones pick the category in the filters instead: a long tree would push the questions off screen. */}
        <Card className="hidden self-start p-2 lg:block">
          <CategoryTree categories={categories} selected={f.category} onSelect={(category) => list.set({ category })} />
        </Card>
        <DataTable
          label={t('bank.title')}
          columns={columns}
          data={data}
          loading={isLoading}
          list={list}
          getRowId={(q) => String(q.id)}
          rowName={(q) => plainText(q.text[lang] || q.text.ar)}
          searchLabel={t('bank.search')}
          empty={t('bank.empty')}
          filters={<BankFilters list={list} categories={categories} />}
          bulkActions={bulkActions}
          bulkTools={(ids) => (
            <ExportMenu
              size="sm"
              label={t('transfer.export.selected')}
              scope={{ ids: ids.map(Number) }}
              fileName={t('transfer.export.fileName')}
            />
          )}
        />
      </div>
      {editing && (
        <QuestionFormDialog
          question={editing === 'new' ? null : editing}
          defaultCategory={f.category ? Number(f.category) : null}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </div>
  );
}
