import type { TransferExtras } from './transfer.js';

/**
 * The parts of a source question the bank has no field for yet, by their key in `TransferExtras`. Every reader
 * reads them; the import report names, per question, those present here. When the bank stores one, take it out
 * of this list (and map it into the question in `from-imported.ts` / `qti.ts`).
 */
export const NOT_KEPT_YET: readonly (keyof TransferExtras)[] = [
  'name',
  'general_feedback',
  'feedback',
  'outcome_feedback',
  'hints',
  'penalty',
  'idnumber',
];

/** The keys of what a question's source says that won't be kept, comma-separated (empty when nothing is lost). */
export function notKept(extras: TransferExtras | undefined): string {
  if (!extras) return '';
  const present = (key: keyof TransferExtras) => {
    const value = extras[key];
    return Array.isArray(value) ? value.some((v) => v !== null) : value !== undefined && value !== '';
  };
  return NOT_KEPT_YET.filter(present).join(',');
}
