import type { QuizCategory } from '@mizan/contract/admin/categories';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { FormCard } from '../form/form-card';
import { useDeleteQuizCategoryMutation, useGetQuizCategoriesQuery, useSaveQuizCategoryMutation, type QuizCategoryInput } from './api';
import { CategoryDialog } from './category-dialog';
import { useDeleteCategory } from './use-delete-category';

/** The catalogue categories students filter quizzes by, in their display order. */
export function QuizCategoriesCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: categories = [] } = useGetQuizCategoriesQuery();
  const [save] = useSaveQuizCategoryMutation();
  const [remove] = useDeleteQuizCategoryMutation();
  const [editing, setEditing] = useState<QuizCategory | 'new' | null>(null);
  const deletion = useDeleteCategory(
    (c: QuizCategory) => remove(c.id).unwrap(),
    (c) => c.name[lang] || c.name.ar,
  );
  const current = editing === 'new' ? null : editing;

  return (
    <FormCard
      title={t('categories.catalogue')}
      description={t('categories.catalogueHint')}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {t('categories.new')}
        </Button>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-2 py-1.5">
            <span className="w-8 text-xs text-fg-muted">{formatNumber(c.position, lang)}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-fg">{c.name[lang] || c.name.ar}</span>
            <span className="text-xs text-fg-muted">
              {t('categories.quizzesCount', { count: c.quizzes_count, n: formatNumber(c.quizzes_count, lang) })}
            </span>
            <IconButton label={`${t('actions.edit')}: ${c.name[lang] || c.name.ar}`} onClick={() => setEditing(c)} className="size-8">
              <Pencil aria-hidden className="size-4" />
            </IconButton>
            <IconButton
              label={`${t('actions.delete')}: ${c.name[lang] || c.name.ar}`}
              onClick={() => deletion.ask(c)}
              className="size-8 hover:text-danger"
            >
              <Trash2 aria-hidden className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      {editing && (
        <CategoryDialog
          kind="quiz"
          title={t(current ? 'categories.edit' : 'categories.new')}
          defaultValues={{ name: current?.name ?? { ar: '', en: '' }, position: current?.position ?? categories.length }}
          save={(body) => save({ id: current?.id, body: body as QuizCategoryInput }).unwrap()}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </FormCard>
  );
}
