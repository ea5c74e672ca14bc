import { z } from 'zod';
import { PaginationQuery } from '../pagination.js';

/**
 * What an HTML renderer would act on: `<` opening a tag, an end tag, a comment or a declaration. Plain-text fields
 * refuse it (a field error the operator sees) rather than strip it: stripping would silently change what was
 * typed, and `x < y` or `3<5` stay text either way.
 */
const MARKUP = /<[A-Za-z/!?]/;

/** Trimmed plain text of at most `max` characters, without markup (e-mails and PDFs may not escape it). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !MARKUP.test(text), { message: 'plain_text' });

/** Operator-written plain text in both languages; `en` may be empty and then falls back to `ar`. */
export const bilingual = (max: number) => z.strictObject({ ar: plainText(max), en: plainText(max).default('') });
export const Bilingual = bilingual(500);
export type Bilingual = z.infer<typeof Bilingual>;

/** A name, title or item people are shown: its Arabic is required (students' default language). */
export const requiredBilingual = (max: number) => z.strictObject({ ar: plainText(max).min(1), en: plainText(max).default('') });
export const RequiredBilingual = requiredBilingual(500);

/** Rich text says something when words or an image remain once its tags are gone (`<p></p>` is empty). */
const hasContent = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

/**
 * Rich text (a safe HTML subset: bold, italic, underline, lists, line breaks, links, images with alt text,
 * inline TeX between `\(` and `\)`). The server sanitizes it with an allowlist before storing it.
 */
export const richBilingual = (max: number, { required = false } = {}) => {
  const text = z.string().trim().max(max);
  return z.strictObject({ ar: required ? text.refine(hasContent, { message: 'required' }) : text, en: text.default('') });
};
export const RichBilingual = richBilingual(20_000);
/** Rich text whose Arabic must say something: a question and each of its options. */
export const RequiredRichBilingual = richBilingual(20_000, { required: true });

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
