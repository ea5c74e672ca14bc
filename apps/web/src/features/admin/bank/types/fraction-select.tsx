import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useFieldError } from '../../form/use-field-error';

/** Moodle's grade list: the shares a quiz author actually uses, each exact (⅓, ⅙, ⅐ …). */
const EARNING = [1, 0.9, 5 / 6, 0.8, 0.75, 0.7, 2 / 3, 0.6, 0.5, 0.4, 1 / 3, 0.3, 0.25, 0.2, 1 / 6, 1 / 7, 0.125, 1 / 9, 0.1, 0.05, 0];

interface FractionSelectProps {
  name: string;
  label: string;
  /** Options of a multiple response may cost marks; accepted answers only earn. */
  negative?: boolean;
}

/** The share of the question's mark an option or accepted answer earns, as a percentage to pick from. */
export function FractionSelect({ name, label, negative = false }: FractionSelectProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { register, getValues } = useFormContext();
  const error = useFieldError()(name);
  const shares = negative
    ? [
        ...EARNING,
        ...EARNING.slice(0, -1)
          .map((f) => -f)
          .reverse(),
      ]
    : EARNING;
  // A share imported from elsewhere (e.g. 35 %) stays selectable.
  const current = Number(getValues(name));
  const all = Number.isFinite(current) && !shares.some((f) => Math.abs(f - current) < 1e-9) ? [current, ...shares] : shares;
  const options = all.map((f) => ({ value: String(f), label: t('bank.types.percent', { value: formatNumber(f * 100, lang, 3) }) }));
  return <Select label={label} error={error} options={options} {...register(name, { setValueAs: Number })} />;
}
