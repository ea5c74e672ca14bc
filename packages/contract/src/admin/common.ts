import { z } from 'zod';
import { PaginationQuery } from '../pagination.js';

/** Operator-written text in both languages; `en` may be empty and then falls back to `ar`. */
export const bilingual = (max: number) =>
  z.strictObject({
    ar: z.string().trim().max(max),
    en: z.string().trim().max(max).default(''),
  });
export const Bilingual = bilingual(500);
export type Bilingual = z.infer<typeof Bilingual>;

/**
 * Rich text (a safe HTML subset: bold, italic, underline, lists, line breaks, links, images with alt text,
 * inline TeX between `\(` and `\)`). The server sanitizes it with an allowlist before storing it.
 */
export const RichBilingual = bilingual(20_000);

/** Every console list: the pagination of §4 plus `?search=&ordering=` (a column name, `-` for descending). */
export const AdminListQuery = PaginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  ordering: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/)
    .optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

export const AdminIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A bulk action's answer: how many rows it changed. */
export const BulkResponse = z.object({ updated: z.number().int() });
export type BulkResponse = z.infer<typeof BulkResponse>;

/** What a console export downloads: CSV (UTF-8 with BOM) or an Excel workbook. */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;
export const ExportQuery = z.object({ format: ExportFormat.default('csv') });

export const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
