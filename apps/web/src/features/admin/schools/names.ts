import type { AdminSchoolCity } from '@mizan/contract/admin/schools';
import type { Language } from '@mizan/contract/i18n';
import type { SelectOption } from '@/components/ui/select';

type Names = { ar: string; en: string };

/** Operator-written names in the page's language; English left empty shows the Arabic one. */
export const nameIn = (names: Names, lang: Language) => (lang === 'en' && names.en) || names.ar;

const collators = { ar: new Intl.Collator('ar'), en: new Intl.Collator('en') };

/** Cities for a select, sorted by name under their region (or country, where there are no regions). */
export function cityOptions(cities: readonly AdminSchoolCity[], lang: Language): SelectOption[] {
  const group = (c: AdminSchoolCity) => nameIn(c.region?.name ?? c.country.name, lang);
  return [...cities]
    .sort((a, b) => collators[lang].compare(group(a), group(b)) || collators[lang].compare(nameIn(a.name, lang), nameIn(b.name, lang)))
    .map((c) => ({ value: String(c.id), label: nameIn(c.name, lang), group: group(c) }));
}
