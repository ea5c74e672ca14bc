import { z } from 'zod';
import type { Bilingual } from '@mizan/contract/admin/common';
import { type AnswerKeyInput, NumericAccepted } from '@mizan/contract/question-types';
import { type ImageSource, richTextXml } from './qti-rich-text.js';

/**
 * What a QTI item can't say about a Mizan question travels beside it in the package, as JSON in a resource file
 * of its own (`mizan/q1.json`) that the item's manifest entry lists as a dependency: the QTI 3.0 manifest allows
 * only qtiMetadata, LOM and curriculum metadata inside `<metadata>`, while a package may carry any file. Tools that
 * don't know the file ignore it, and a Mizan export reads back whole. Everything QTI does say (texts, choices,
 * keys, fractions) comes from the items themselves.
 */
export const MIZAN_METADATA_FORMAT = 'mizan-question/3';
/** Exports before rich text was written as XHTML: their items hold each text as escaped markup. */
export const MIZAN_ESCAPED_FORMAT = 'mizan-question/2';

const Text = z.object({ ar: z.string(), en: z.string() });

/** Checked when read: the file comes from whoever made the package, and a stray shape must not pass for Mizan's. */
export const MizanMetadata = z.object({
  format: z.enum([MIZAN_METADATA_FORMAT, MIZAN_ESCAPED_FORMAT]),
  /** The manifest identifiers of the question's items: the Arabic one, and the English one when it has its own. */
  items: z.object({ ar: z.string(), en: z.string().optional() }),
  /** Every English text is a copy of the Arabic, so no English item was written. */
  english_copies_arabic: z.literal(true).optional(),
  type: z.string(),
  mark: z.number(),
  difficulty: z.number(),
  tags: z.array(z.string()),
  category_path: z.array(z.string()),
  name: z.string().optional(),
  general_feedback: Text.optional(),
  /** Feedback by position of the options, matching pairs or accepted short answers (numeric keeps it in `accepted`). */
  feedback: z.array(Text.nullable()).optional(),
  essay: z.object({ min_words: z.number().nullable(), max_words: z.number().nullable(), template: Text, marker_info: Text }).optional(),
  file_upload: z
    .object({ max_files: z.number(), max_size_mb: z.number(), kinds: z.array(z.enum(['pdf', 'image'])), marker_info: Text })
    .optional(),
  all_or_nothing: z.boolean().optional(),
  exact: z.boolean().optional(),
  unit: z.string().nullable().optional(),
  accepted: z.array(NumericAccepted).optional(),
  /** Profile points by option position (single choice). */
  points: z.array(z.record(z.string(), z.number()).nullable()).optional(),
  /** Wrong options' partial credit by position (graded single choice). */
  fractions: z.array(z.number().nullable()).optional(),
});
export type MizanMetadata = z.infer<typeof MizanMetadata>;
export const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
export const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml';

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export type Language = 'ar' | 'en';

/**
 * One text in one item's language: each language is an item of its own (`xml:lang` on the item), as QTI intends.
 * An English item shows the Arabic where the English is empty (Mizan's fallback), labelled as Arabic, so the
 * importer tells a fallback from an English text equal to the Arabic one. A rich text (question, option) is
 * written as XHTML (see qti-rich-text.ts), `rich` pointing its images at the package's files; plain texts
 * (ordering and matching items) stay text.
 */
export function textXml(text: Bilingual, lang: Language, rich?: ImageSource): string {
  const shown: Language = lang === 'en' && text.en !== '' ? 'en' : 'ar';
  const content = rich ? richTextXml(text[shown], rich) : escapeXml(text[shown]);
  return `<div xml:lang="${shown}" dir="${shown === 'ar' ? 'rtl' : 'ltr'}">${content}</div>`;
}

export type KeyOf<T extends AnswerKeyInput['type']> = Extract<AnswerKeyInput, { type: T }>;
