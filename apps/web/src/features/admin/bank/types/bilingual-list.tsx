import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../../form/bilingual-input';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';

interface BilingualListProps {
  /** A form array of `{ar, en}`. */
  name: string;
  legend: string;
  hint?: string;
  /** Names one entry, e.g. "Item 2"; `n` is the formatted position. */
  itemLabel: (n: string) => string;
  addLabel: string;
}

/** An ordered list of bilingual texts (ordering items, matching distractors), reordered by buttons. */
export function BilingualList({ name, legend, hint, itemLabel, addLabel }: BilingualListProps) {
  const lang = currentLanguage();
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  const list = useFieldArray({ control, name });
  const error = useFieldError()(name);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-bold text-fg">{legend}</legend>
      {hint && <p className="text-xs text-fg-muted">{hint}</p>}
      {error && <p className="text-xs text-danger">{error}</p>}
      {list.fields.length === 0 && <p className="text-sm text-fg-muted">{t('bank.types.none')}</p>}
      {list.fields.map((field, i) => {
        const label = itemLabel(formatNumber(i + 1, lang));
        return (
          <div key={field.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-fg">{label}</span>
              <ListItemTools index={i} count={list.fields.length} label={label} move={list.move} remove={list.remove} />
            </div>
            <BilingualInput name={`${name}.${i}`} label={label} />
          </div>
        );
      })}
      <Button variant="secondary" className="self-start" onClick={() => list.append({ ar: '', en: '' })}>
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
