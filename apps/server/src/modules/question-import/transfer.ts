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
