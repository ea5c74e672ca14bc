import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useGetBankCategoriesQuery } from '../../categories/api';
import { CheckField } from '../../form/check-field';
import { IdSelect } from '../../form/id-select';
import { useFieldError } from '../../form/use-field-error';

const LEVELS = [1, 2, 3, 4, 5];

/**
 * A random draw: how many, from which bank category (and its subcategories), tag and difficulty range. It names a
 * source; the whole bank only when the operator ticks it, since a bank mixes quizzes of every kind.
 */
export function DrawSectionFields({ index }: { index: number }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext();
  const error = useFieldError();
  const { data: categories = [] } = useGetBankCategoriesQuery();
  const name = (field: string) => `sections.${index}.${field}`;
  const [category, tag, anyCategory] = useWatch({ name: [name('category'), name('tag'), name('any_category')] }) as [
    number | null,
    string | null,
    boolean | undefined,
  ];
  const levels = LEVELS.map((d) => ({ value: String(d), label: t(`bank.difficulty.${d}`) }));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        type="number"
        min={1}
        max={500}
        label={t('editor.fields.drawCount')}
        error={error(name('count'))}
        {...register(name('count'), { valueAsNumber: true })}
      />
      <div className="flex flex-col gap-2">
        <IdSelect
          name={name('category')}
          label={t('editor.fields.bankCategory')}
          emptyLabel={t('editor.chooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: c.path }))}
        />
        {category == null ? (
          <CheckField label={t('editor.fields.anyCategory')} hint={t('editor.hints.anyCategory')} {...register(name('any_category'))} />
        ) : (
          <CheckField label={t('editor.fields.includeSubcategories')} {...register(name('include_subcategories'))} />
        )}
      </div>
      <Input
        label={t('editor.fields.tag')}
        hint={t('editor.hints.tag')}
        error={error(name('tag'))}
        {...register(name('tag'), { setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null) })}
      />
      <div className="grid grid-cols-2 gap-3">
        <Select label={t('editor.fields.difficultyMin')} options={levels} {...register(name('difficulty_min'), { valueAsNumber: true })} />
        <Select label={t('editor.fields.difficultyMax')} options={levels} {...register(name('difficulty_max'), { valueAsNumber: true })} />
      </div>
      {category == null && !tag && !anyCategory && (
        <p role="alert" className="text-xs font-semibold text-danger sm:col-span-2">
          {t('editor.drawNeedsSource')}
        </p>
      )}
    </div>
  );
}
