import type { TransferExtras } from './transfer.js';

/**
 * The parts of a source question the bank has no field for yet, by their key in `TransferExtras`. Every reader
 * reads them; the import report names, per question, those present here. Names and general feedback are kept
 * (kept-extras.ts); when the bank stores another, take it out of this list and keep it there.
 */
export const NOT_KEPT_YET: readonly (keyof TransferExtras)[] = [
  // Kept for choice questions (kept-extras.ts); the other types' answers are filtered on the way in, so their
  // feedback can't be paired with them yet.
  'feedback',
  'outcome_feedback',
  'hints',
  'penalty',
  'idnumber',
];

/** The keys of what a question's source says that won't be kept, comma-separated (empty when nothing is lost). */
export function notKept(extras: TransferExtras | undefined, optionFeedbackKept = false): string {
  if (!extras) return '';
  const present = (key: keyof TransferExtras) => {
    const value = extras[key];
    return Array.isArray(value) ? value.some((v) => v !== null) : value !== undefined && value !== '';
  };
  return NOT_KEPT_YET.filter((key) => !(key === 'feedback' && optionFeedbackKept) && present(key)).join(',');
}
