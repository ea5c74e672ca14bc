import { z } from 'zod';
import { ExportFormat } from './common.js';
import { QuestionType } from './questions.js';

/**
 * Question import and export (#13) and the per-quiz results export.
 *
 * `POST admin/questions/import/` is multipart: the file part `file` plus the text fields below. A dry run stores
 * nothing and answers the same report a real run would; a real run stores every question that parsed in one
 * transaction (categories created from the file's own category paths under `category`) and writes an audit row.
 */
export const ImportFormat = z.enum(['gift', 'moodle_xml', 'aiken', 'csv', 'xlsx', 'qti']);
export type ImportFormat = z.infer<typeof ImportFormat>;

export const ImportFields = z.strictObject({
  format: ImportFormat,
  /** Target bank category; the file's category paths are created below it (at the top level without it). */
  category: z.coerce.number().int().min(1).optional(),
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type ImportFields = z.infer<typeof ImportFields>;

/** One problem in the file: `line` for text formats (GIFT, XML, Aiken), `row` for spreadsheets, localized `message`. */
export const ImportProblem = z.object({
  line: z.number().int().optional(),
  row: z.number().int().optional(),
  /** For QTI: the item's file inside the package. */
  item: z.string().optional(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/**
 * An answer as the file gives it (choice texts, ordering items in order, `prompt → answer` for matching, accepted
 * answers, `true`/`false` for true/false) and the share of the mark it earns: 1 the key, less partial credit or a
 * penalty; null where answers aren't marked one by one (ordering, matching, profile points).
 */
export const ImportPreviewOption = z.object({ text: z.string(), fraction: z.number().nullable() });

export const ImportPreview = z.object({
  type: QuestionType,
  text: z.object({ ar: z.string(), en: z.string() }),
  options: z.array(ImportPreviewOption),
  /** Names from the target category down, e.g. ["Grammar", "Verbs"]. */
  category_path: z.array(z.string()),
  line: z.number().int().optional(),
  row: z.number().int().optional(),
  item: z.string().optional(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResponse = z.object({
  dry_run: z.boolean(),
  /** Questions stored (a real run) or that would be stored (a dry run). */
  created: z.number().int(),
  /** Items left out (unreadable, a type Mizan doesn't have, no right answer); each is listed in `errors` too. */
  skipped: z.number().int(),
  errors: z.array(ImportProblem),
  questions: z.array(ImportPreview),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

export const QuestionExportFormat = z.enum(['gift', 'moodle_xml', 'csv', 'xlsx', 'qti']);
export type QuestionExportFormat = z.infer<typeof QuestionExportFormat>;

/** `GET admin/questions/export/`: a category (with its subcategories) and/or chosen ids `ids=1,2,3`. */
export const QuestionExportQuery = z
  .object({
    format: QuestionExportFormat,
    category: z.coerce.number().int().min(1).optional(),
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,4999}$/)
      .transform((v) => v.split(',').map(Number))
      .optional(),
  })
  .refine((q) => q.category !== undefined || q.ids !== undefined, { message: 'required', path: ['category'] });
export type QuestionExportQuery = z.infer<typeof QuestionExportQuery>;

/** `GET admin/questions/import/template/?format=csv|xlsx`: the bilingual spreadsheet template. */
export const ImportTemplateQuery = z.object({ format: ExportFormat.default('xlsx') });

/**
 * `GET admin/quizzes/:id/results/export/`: one row per completed trial (streamed), filtered by completion date
 * (inclusive) and version number.
 */
export const ResultsExportQuery = z.object({
  format: ExportFormat.default('csv'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  version: z.coerce.number().int().min(1).optional(),
});
export type ResultsExportQuery = z.infer<typeof ResultsExportQuery>;

/**
 * Background imports (#29): `POST admin/questions/imports/` takes the same multipart form as the synchronous
 * import (a real run only: a dry run answers at once from `admin/questions/import/`) and answers 202 with the job;
 * `GET admin/questions/imports/{id}/` is its progress and, once finished, its report; `POST …/{id}/cancel/` stops
 * it between batches, keeping what was already stored. Only the operator who started it (or an admin) sees it.
 */
export const BackgroundImportFields = ImportFields.extend({
  dry_run: z.literal('false').optional(),
});
export type BackgroundImportFields = z.infer<typeof BackgroundImportFields>;

export const BackgroundImportStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type BackgroundImportStatus = z.infer<typeof BackgroundImportStatus>;

/** How many problems a background import's report lists; `errors_total` counts them all. */
export const BACKGROUND_IMPORT_ERRORS_SHOWN = 200;

export const BackgroundImport = z.object({
  id: z.uuid(),
  status: BackgroundImportStatus,
  format: ImportFormat,
  /** Items read so far: rows of a spreadsheet, questions (or unreadable blocks) of the other formats. */
  rows_read: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  /** The first BACKGROUND_IMPORT_ERRORS_SHOWN problems in file order, as the synchronous report gives them. */
  errors: z.array(ImportProblem),
  errors_total: z.number().int(),
  /** Why a failed import stopped (an unreadable file, an interrupted run), in the reader's language. */
  failure: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
});
export type BackgroundImport = z.infer<typeof BackgroundImport>;

export const BackgroundImportStarted = BackgroundImport.pick({ id: true, status: true });
export type BackgroundImportStarted = z.infer<typeof BackgroundImportStarted>;
