import type { ImportProblem } from '@mizan/contract/admin/question-transfer';
import type { TFunction } from 'i18next';
import type { Language } from '@mizan/contract/i18n';
import { formatNumber } from '@/lib/quiz/format';

/** Where in the file a problem or a question is: "Line 12", "Row 4", a QTI item's file, or both of those. */
export function placeInFile(where: Pick<ImportProblem, 'line' | 'row' | 'item'>, t: TFunction<'admin'>, lang: Language): string {
  const parts = [
    where.item,
    where.line !== undefined ? t('transfer.place.line', { n: formatNumber(where.line, lang) }) : undefined,
    where.row !== undefined ? t('transfer.place.row', { n: formatNumber(where.row, lang) }) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? parts.join(' · ') : t('transfer.place.file');
}
