import type { Bilingual } from '@mizan/contract/admin/common';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import type { ImportedMedia, ImportMessageKey, ImportParams } from './model.js';

/**
 * The bank's own shape with where it sits and where it came from: every format's reader ends here (GIFT, Moodle
 * XML and Aiken through `ImportedQuestion`, spreadsheets and QTI directly) and every writer starts here, so the
 * import route, the dry-run report and the round-trip tests see one shape whatever the format.
 */
export interface TransferQuestion {
  question: QuestionInput;
  /** Category names below the import's target category (or the exported category). */
  categoryPath: string[];
  /** Where it came from: `line` (text formats), `row` (spreadsheets, 1-based with the header as row 1), `item` (QTI file). */
  at: TransferPosition;
  /** Files the texts reference as `@@PLUGINFILE@@/name` (Moodle XML), stored when the question is. */
  media?: ImportedMedia[];
  /** What the source says beside the text and key, read in full; the report lists what the bank can't keep yet. */
  extras?: TransferExtras;
}

/** Read from every format that has them; `not-kept.ts` says which the bank stores. */
export interface TransferExtras {
  name?: string;
  general_feedback?: Bilingual;
  /** Per option or accepted answer, in the source's order; null where one has none. */
  feedback?: (Bilingual | null)[];
  /** Feedback on the whole response: Moodle's correct / partially correct / incorrect, QTI's outcome feedback. */
  outcome_feedback?: Bilingual[];
  hints?: Bilingual[];
  /** Moodle's penalty for each wrong try (a share of the mark). */
  penalty?: number;
  idnumber?: string;
}

export type TransferPosition = { line: number } | { row: number } | { item: string };

export interface TransferProblem {
  at: TransferPosition;
  message_key: ImportMessageKey;
  /** Machine detail for the message (a source type name, a column name), never user-facing prose. */
  detail?: string;
  params?: ImportParams;
  /** Skipped (a type Mizan lacks, unanswerable) rather than unreadable. */
  skipped: boolean;
}

export interface TransferReport {
  questions: TransferQuestion[];
  problems: TransferProblem[];
}
