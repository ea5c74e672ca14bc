import type { BankCategory } from '@mizan/contract/admin/categories';
import { QuestionType } from '@mizan/contract/admin/questions';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CheckField } from '../form/check-field';
import type { ListParams } from '../table/use-list-params';

const LEVELS = ['1', '2', '3', '4', '5'];

/** Type, tag, difficulty, usage and archive filters; the category comes from the tree, or from a select on phones. */
export function BankFilters({ list, categories }: { list: ListParams; categories: BankCategory[] }) {
  const { t } = useTranslation('admin');
  const f = list.filters as Record<string, string>;
  const all = { value: '', label: t('filters.all') };
  return (
    <>
      <div className="col-span-2 sm:w-52 lg:hidden">
        <Select
          label={t('bank.form.category')}
          value={f.category}
          onChange={(e) => list.set({ category: e.target.value })}
          options={[{ value: '', label: t('bank.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.path }))]}
        />
      </div>
      <div className="w-full sm:w-48">
        <Select
          label={t('bank.types.label')}
          value={f.type}
          onChange={(e) => list.set({ type: e.target.value })}
          options={[all, ...QuestionType.options.map((type) => ({ value: type, label: t(`bank.types.name.${type}`) }))]}
        />
      </div>
      <div className="w-full sm:w-36">
        <Input
          label={t('bank.form.tags')}
          defaultValue={f.tag}
          onBlur={(e) => list.set({ tag: e.target.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        />
      </div>
      <div className="w-full sm:w-40">
        <Select
          label={t('bank.form.difficulty')}
          value={f.difficulty}
          onChange={(e) => list.set({ difficulty: e.target.value })}
          options={[all, ...LEVELS.map((d) => ({ value: d, label: t(`bank.difficulty.${d}`) }))]}
        />
      </div>
      <div className="w-full sm:w-36">
        <Select
          label={t('bank.usage')}
          value={f.used}
          onChange={(e) => list.set({ used: e.target.value })}
          options={[all, { value: 'used', label: t('bank.used') }, { value: 'unused', label: t('bank.unused') }]}
        />
      </div>
      <div className="w-full sm:w-36">
        <Select
          label={t('bank.state')}
          value={f.archived}
          onChange={(e) => list.set({ archived: e.target.value })}
          options={[
            { value: '', label: t('bank.active') },
            { value: 'true', label: t('bank.archivedOnly') },
          ]}
        />
      </div>
      {f.category && (
        <CheckField
          label={t('editor.fields.includeSubcategories')}
          checked={f.include_subcategories !== 'false'}
          onChange={(e) => list.set({ include_subcategories: e.target.checked ? '' : 'false' })}
        />
      )}
    </>
  );
}
