import type { BankCategory, BankCategoryInput } from '@mizan/contract/admin/categories';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { FormCard } from '../form/form-card';
import { useDeleteBankCategoryMutation, useGetBankCategoriesQuery, useSaveBankCategoryMutation } from './api';
import { CategoryDialog } from './category-dialog';
import { subtree } from './subtree';
import { useDeleteCategory } from './use-delete-category';

export function BankCategoriesCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: categories = [] } = useGetBankCategoriesQuery();
  const [save] = useSaveBankCategoryMutation();
  const [remove] = useDeleteBankCategoryMutation();
  const [editing, setEditing] = useState<BankCategory | 'new' | null>(null);
  const deletion = useDeleteCategory(
    (c: BankCategory) => remove(c.id).unwrap(),
    (c) => c.name[lang] || c.name.ar,
  );
  const current = editing === 'new' ? null : editing;
  const excluded = current ? subtree(categories, current.id) : new Set<number>();

  return (
    <FormCard
      title={t('categories.bank')}
      description={t('categories.bankHint')}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('categories.new')}
        </Button>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-2 py-1.5" style={{ paddingInlineStart: `${c.depth * 1.25}rem` }}>
            <span className="min-w-0 flex-1 truncate text-sm text-fg">{c.name[lang] || c.name.ar}</span>
            <span className="text-xs text-fg-muted">
              {t('editor.questionsCount', { count: c.questions_count, n: formatNumber(c.questions_count, lang) })}
            </span>
            <IconButton label={`${t('actions.edit')}: ${c.path}`} onClick={() => setEditing(c)} className="size-8">
              <Pencil aria-hidden className="size-4" />
            </IconButton>
            <IconButton label={`${t('actions.delete')}: ${c.path}`} onClick={() => deletion.ask(c)} className="size-8 hover:text-danger">
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      {editing && (
        <CategoryDialog
          kind="bank"
          title={t(current ? 'categories.edit' : 'categories.new')}
          defaultValues={{ name: current?.name ?? { ar: '', en: '' }, parent: current?.parent ?? null }}
          parents={categories.filter((c) => !excluded.has(c.id))}
          save={(body) => save({ id: current?.id, body: body as BankCategoryInput }).unwrap()}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </FormCard>
  );
}
