import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../form/check-field';
import type { QuestionValues } from '../question-values';
import { BilingualList } from './bilingual-list';

/** The items in their right order; each trial shows them shuffled. */
export function OrderingFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<QuestionValues>();
  return (
    <div className="flex flex-col gap-4">
      <BilingualList
        name="keys.ordering.items"
        legend={t('bank.types.ordering.items')}
        hint={t('bank.types.ordering.hint')}
        itemLabel={(n) => t('bank.types.ordering.item', { n })}
        addLabel={t('bank.types.ordering.add')}
      />
      <CheckField
        label={t('bank.types.allOrNothing')}
        hint={t('bank.types.ordering.partial')}
        {...register('keys.ordering.all_or_nothing')}
      />
    </div>
  );
}
