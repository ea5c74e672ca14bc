import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../../form/bilingual-input';
import { CheckField } from '../../form/check-field';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';
import { blankPair, type QuestionValues } from '../question-values';
import { BilingualList } from './bilingual-list';

/** Prompts each with its right answer, plus answers that match nothing (so the last pair is not a given). */
export function MatchingFields() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register } = useFormContext<QuestionValues>();
  const pairs = useFieldArray({ control, name: 'keys.matching.pairs' });
  const error = useFieldError()('keys.matching.pairs');
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-fg">{t('bank.types.matching.pairs')}</legend>
        {error && <p className="text-xs text-danger">{error}</p>}
        {pairs.fields.map((field, i) => {
          const n = formatNumber(i + 1, lang);
          const label = t('bank.types.matching.pair', { n });
          return (
            <div key={field.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-fg">{label}</span>
                <ListItemTools index={i} count={pairs.fields.length} label={label} move={pairs.move} remove={pairs.remove} />
              </div>
              <BilingualInput name={`keys.matching.pairs.${i}.prompt`} label={t('bank.types.matching.prompt', { n })} />
              <BilingualInput name={`keys.matching.pairs.${i}.answer`} label={t('bank.types.matching.answer', { n })} />
            </div>
          );
        })}
        <Button variant="secondary" className="self-start" onClick={() => pairs.append(blankPair())}>
          <Plus aria-hidden className="size-4" />
          {t('bank.types.matching.add')}
        </Button>
      </fieldset>
      <BilingualList
        name="keys.matching.distractors"
        legend={t('bank.types.matching.distractors')}
        hint={t('bank.types.matching.distractorsHint')}
        itemLabel={(n) => t('bank.types.matching.distractor', { n })}
        addLabel={t('bank.types.matching.addDistractor')}
      />
      <CheckField
        label={t('bank.types.allOrNothing')}
        hint={t('bank.types.matching.partial')}
        {...register('keys.matching.all_or_nothing')}
      />
    </div>
  );
}
