import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { useGetQuizCategoriesQuery } from '../categories/api';
import { BilingualInput } from '../form/bilingual-input';
import { FormCard } from '../form/form-card';
import { IdSelect } from '../form/id-select';
import { RichBilingualField } from '../form/rich-text-field';

export function GeneralCard() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: categories = [] } = useGetQuizCategoriesQuery();
  return (
    <FormCard title={t('editor.general')}>
      <BilingualInput name="title" label={t('editor.fields.title')} />
      <RichBilingualField name="description" label={t('editor.fields.description')} />
      <div className="sm:w-72">
        <IdSelect
          name="category"
          label={t('editor.fields.category')}
          emptyLabel={t('editor.noCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name[lang] || c.name.ar }))}
        />
      </div>
    </FormCard>
  );
}
