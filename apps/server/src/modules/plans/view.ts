import type { Language } from '@mizan/contract/i18n';
import type { Plan } from '@mizan/contract/payments';
import { localized } from '../../lib/localized.js';
import type { PlanRow } from './repo.js';

/** Halalas as the SAR decimal string the client shows ("49.00"). */
export const riyals = (halalas: number) => (halalas / 100).toFixed(2);

export const toPlan = (row: PlanRow, lang: Language): Plan => ({
  id: row.id,
  name: localized(lang, row.nameAr, row.nameEn),
  description: localized(lang, row.descriptionAr, row.descriptionEn),
  price: riyals(row.priceHalalas),
  price_halalas: row.priceHalalas,
  number_of_quizzes: row.numberOfQuizzes,
  currency: 'SAR',
});
