import type { Bilingual } from '@mizan/contract/admin/common';
import type { AnswerKeyInput, NumericAccepted } from '@mizan/contract/question-types';

/**
 * What a QTI item can't say about a Mizan question travels beside it in the package manifest, as JSON in a
 * `<mizan:question>` metadata element (IMS content packages allow extension metadata): tools that don't know it
 * ignore it, and a Mizan export reads back whole. Everything QTI does say (texts, choices, keys, fractions)
 * comes from the item itself.
 */
export interface MizanMetadata {
  type: string;
  mark: number;
  difficulty: number;
  tags: string[];
  category_path: string[];
  all_or_nothing?: boolean;
  exact?: boolean;
  unit?: string | null;
  accepted?: NumericAccepted[];
  /** Profile points by option position (single choice). */
  points?: (Record<string, number> | null)[];
  /** Wrong options' partial credit by position (graded single choice). */
  fractions?: (number | null)[];
}

export const MIZAN_NS = 'https://mizan.sa/xsd/qti-extension';
export const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
export const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml';

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Both languages in one item: each in its own element, so other tools show both and Mizan splits them back. */
export const bilingualXml = (text: Bilingual) =>
  `<div lang="ar" dir="rtl">${escapeXml(text.ar)}</div><div lang="en" dir="ltr">${escapeXml(text.en)}</div>`;

export type KeyOf<T extends AnswerKeyInput['type']> = Extract<AnswerKeyInput, { type: T }>;
