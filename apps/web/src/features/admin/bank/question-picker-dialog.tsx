import { QuestionType } from '@mizan/contract/admin/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useGetBankCategoriesQuery } from '../categories/api';
import { SearchBox } from '../table/search-box';
import { useGetQuestionsQuery } from './api';
import { QuestionTextLine } from './question-text-line';

const LIMIT = 30;

/** Picks bank questions for a fixed section: search (Arabic-aware on the server), narrow by category and type, tick, add. */
export function QuestionPickerDialog({
  exclude,
  onAdd,
  onClose,
}: {
  exclude: number[];
  onAdd: (ids: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const [picked, setPicked] = useState<number[]>([]);
  const { data: categories = [] } = useGetBankCategoriesQuery();
  const { data, isFetching } = useGetQuestionsQuery({
    search: search || undefined,
    category: category ? Number(category) : undefined,
    type: type || undefined,
    limit: LIMIT,
    archived: 'false',
  });
  const all = { value: '', label: t('filters.all') };
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  return (
    <ModalShell
      open
      onClose={onClose}
      title={t('editor.pickTitle')}
      className="max-w-2xl"
      actions={
        <>
          <Button disabled={picked.length === 0} onClick={() => onAdd(picked)}>
            {t('editor.addPicked', { count: picked.length, n: formatNumber(picked.length, lang) })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-start">
        <SearchBox label={t('bank.search')} value={search} onChange={setSearch} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={t('bank.form.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={[{ value: '', label: t('bank.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.path }))]}
          />
          <Select
            label={t('bank.types.label')}
            value={type}
            onChange={(e) => setType(e.target.value as QuestionType | '')}
            options={[all, ...QuestionType.options.map((value) => ({ value, label: t(`bank.types.name.${value}`) }))]}
          />
        </div>
        <ul
          className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border"
          aria-busy={isFetching}
        >
          {!data && <Skeleton className="m-3 h-6" />}
          {data?.results.length === 0 && <li className="p-3 text-sm text-fg-muted">{t('bank.empty')}</li>}
          {data?.results.map((q) => {
            const already = exclude.includes(q.id);
            return (
              <li key={q.id}>
                <label className="flex items-start gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    disabled={already}
                    checked={already || picked.includes(q.id)}
                    onChange={() => toggle(q.id)}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-fg" dir="auto">
                      <QuestionTextLine html={q.text[lang] || q.text.ar} />
                    </span>
                    <span className="text-xs text-fg-muted">
                      {q.category?.name ?? t('bank.uncategorized')} · {t(`bank.difficulty.${q.difficulty}`)}
                      {already && ` · ${t('editor.alreadyAdded')}`}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </ModalShell>
  );
}
