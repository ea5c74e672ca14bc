import { randomInt } from 'node:crypto';
import type { AnswerKeyInput, QuestionKind } from '@mizan/contract/question-types';
import type { KeyItem, StoredKey } from '../../db/schema/quizzes.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { AnswerRow, NewAnswerRow } from './repo.js';

/** The key of every type but single choice (which the bank authors as `options`). */
export type TypedKeyInput = Exclude<AnswerKeyInput, { type: 'single_choice' }>;

/** True/false's two options, in this order; `is_correct` marks the right one. */
const TRUE_FALSE = [
  { ar: 'صح', en: 'True' },
  { ar: 'خطأ', en: 'False' },
];

/** Random ids, unique within one question: an item's id must not hint at its right position or pair. */
function idMaker() {
  const used = new Set<string>();
  return (): string => {
    let id: string;
    do id = String(randomInt(1, 2_147_483_647));
    while (used.has(id));
    used.add(id);
    return id;
  };
}

type Text = { ar: string; en: string };

/** Feedback as stored: sanitized, and absent when both languages are empty (so "none" has one form). */
export function sanitizedFeedback(feedback: Text | undefined): Text | undefined {
  if (!feedback) return undefined;
  const clean = { ar: sanitizeRichText(feedback.ar), en: sanitizeRichText(feedback.en) };
  return clean.ar || clean.en ? clean : undefined;
}

/** Stored feedback back in the editor's shape: absent when there is none. */
export const feedbackInput = (ar: string, en: string): Text | undefined => (ar || en ? { ar, en } : undefined);

/** An option row's feedback columns (empty strings for none). */
export function optionFeedbackColumns(feedback: Text | undefined) {
  const clean = sanitizedFeedback(feedback);
  return { feedbackAr: clean?.ar ?? '', feedbackEn: clean?.en ?? '' };
}

/** A key entry's feedback, kept only when there is some. */
const withFeedback = <T extends object>(entry: T, feedback: Text | undefined): T & { feedback?: Text } => {
  const clean = sanitizedFeedback(feedback);
  return clean ? { ...entry, feedback: clean } : entry;
};

const option = (ar: string, en: string, fraction: number, feedback?: Text): NewAnswerRow => ({
  position: 0,
  textAr: ar,
  textEn: en,
  ...optionFeedbackColumns(feedback),
  isCorrect: fraction > 0,
  fraction,
  points: null,
});

/** How a typed key is stored: the `questions.key` column and the choice rows (`answers`) the player shows. */
export function storedKeyOf(input: TypedKeyInput): { key: StoredKey | null; options: NewAnswerRow[] } {
  const nextId = idMaker();
  const item = (text: { ar: string; en: string }): KeyItem => ({ id: nextId(), ar: text.ar, en: text.en });
  switch (input.type) {
    case 'true_false':
      return { key: null, options: TRUE_FALSE.map((t, i) => option(t.ar, t.en, (i === 0) === input.correct ? 1 : 0)) };
    case 'multiple_response':
      return {
        key: { type: 'multiple_response', all_or_nothing: input.all_or_nothing },
        options: input.options.map((o) => option(sanitizeRichText(o.text.ar), sanitizeRichText(o.text.en), o.fraction, o.feedback)),
      };
    case 'ordering':
      return { key: { type: 'ordering', items: input.items.map(item), all_or_nothing: input.all_or_nothing }, options: [] };
    case 'matching': {
      const answers = input.pairs.map((p) => item(p.answer));
      const prompts = input.pairs.map((p, i) => withFeedback({ ...item(p.prompt), answer: (answers[i] as KeyItem).id }, p.feedback));
      const matches = [...answers, ...input.distractors.map(item)];
      return { key: { type: 'matching', prompts, matches, all_or_nothing: input.all_or_nothing }, options: [] };
    }
    case 'numeric':
      return {
        key: { type: 'numeric', accepted: input.accepted.map(({ feedback, ...a }) => withFeedback(a, feedback)), unit: input.unit || null },
        options: [],
      };
    case 'short_text':
      return {
        key: { type: 'short_text', accepted: input.accepted.map(({ feedback, ...a }) => withFeedback(a, feedback)), exact: input.exact },
        options: [],
      };
    case 'essay':
      return {
        key: {
          type: 'essay',
          min_words: input.min_words,
          max_words: input.max_words,
          template: { ar: sanitizeRichText(input.template.ar), en: sanitizeRichText(input.template.en) },
          marker_info: { ar: sanitizeRichText(input.marker_info.ar), en: sanitizeRichText(input.marker_info.en) },
          // Plain text already (the contract refuses markup), so stored as given.
          ...(input.rubric ? { rubric: input.rubric } : {}),
        },
        options: [],
      };
    case 'file_upload':
      return {
        key: {
          type: 'file_upload',
          max_files: input.max_files,
          max_size_mb: input.max_size_mb,
          kinds: input.kinds,
          marker_info: { ar: sanitizeRichText(input.marker_info.ar), en: sanitizeRichText(input.marker_info.en) },
          ...(input.rubric ? { rubric: input.rubric } : {}),
        },
        options: [],
      };
  }
}

/** The stored key when it is of `type` (a key of another type, or none, reads as missing). */
export function keyOfType<T extends StoredKey['type']>(key: StoredKey | null, type: T): Extract<StoredKey, { type: T }> | undefined {
  return key?.type === type ? (key as Extract<StoredKey, { type: T }>) : undefined;
}

/** An option's share of the question's mark: its fraction, or (content older than fractions) 1 when right. */
export const optionFraction = (o: { fraction: number | null; isCorrect: boolean }) => o.fraction ?? (o.isCorrect ? 1 : 0);

const text = (i: KeyItem) => ({ ar: i.ar, en: i.en });

/** A stored question back in the editor's shape (null for single choice, which the editor reads from `options`). */
export function keyInputOf(type: QuestionKind, key: StoredKey | null, options: readonly AnswerRow[]): AnswerKeyInput | null {
  switch (type) {
    case 'single_choice':
      return null;
    case 'true_false':
      return { type, correct: options[0]?.isCorrect ?? true };
    case 'multiple_response':
      return {
        type,
        options: options.map((o) => {
          const feedback = feedbackInput(o.feedbackAr, o.feedbackEn);
          return { text: { ar: o.textAr, en: o.textEn }, fraction: optionFraction(o), ...(feedback ? { feedback } : {}) };
        }),
        all_or_nothing: keyOfType(key, type)?.all_or_nothing ?? false,
      };
    case 'ordering': {
      const k = keyOfType(key, type);
      return { type, items: (k?.items ?? []).map(text), all_or_nothing: k?.all_or_nothing ?? false };
    }
    case 'matching': {
      const k = keyOfType(key, type);
      const byId = new Map((k?.matches ?? []).map((m) => [m.id, m]));
      const paired = new Set((k?.prompts ?? []).map((p) => p.answer));
      return {
        type,
        pairs: (k?.prompts ?? []).map((p) => ({
          prompt: text(p),
          answer: text(byId.get(p.answer) ?? { id: '', ar: '', en: '' }),
          ...(p.feedback ? { feedback: p.feedback } : {}),
        })),
        distractors: (k?.matches ?? []).filter((m) => !paired.has(m.id)).map(text),
        all_or_nothing: k?.all_or_nothing ?? false,
      };
    }
    case 'numeric': {
      const k = keyOfType(key, type);
      return { type, accepted: k?.accepted ?? [], unit: k?.unit ?? null };
    }
    case 'short_text': {
      const k = keyOfType(key, type);
      return { type, accepted: k?.accepted ?? [], exact: k?.exact ?? false };
    }
    case 'essay': {
      const k = keyOfType(key, type);
      const empty = { ar: '', en: '' };
      return {
        type,
        min_words: k?.min_words ?? null,
        max_words: k?.max_words ?? null,
        template: k?.template ?? empty,
        marker_info: k?.marker_info ?? empty,
        ...(k?.rubric ? { rubric: k.rubric } : {}),
      };
    }
    case 'file_upload': {
      const k = keyOfType(key, type);
      return {
        type,
        max_files: k?.max_files ?? 1,
        max_size_mb: k?.max_size_mb ?? 10,
        kinds: k?.kinds ?? ['pdf', 'image'],
        marker_info: k?.marker_info ?? { ar: '', en: '' },
        ...(k?.rubric ? { rubric: k.rubric } : {}),
      };
    }
  }
}

/** The texts of a stored key a student reads (ordering items, matching prompts and answers). */
export function keyTexts(key: StoredKey | null): { ar: string; en: string }[] {
  if (key?.type === 'ordering') return key.items;
  if (key?.type === 'matching') return [...key.prompts, ...key.matches];
  return [];
}

/**
 * Whether some answer earns full marks: multiple response's positive fractions reach 100 %, numeric and short
 * text have a 100 % accepted answer. Single choice's right option is checked as `no_correct_option`; the other
 * types always can (their schemas need two items or pairs and true/false has its right value).
 */
export function fullMarksReachable(
  type: QuestionKind,
  key: StoredKey | null,
  options: readonly { fraction: number | null; isCorrect: boolean }[],
): boolean {
  switch (type) {
    case 'multiple_response':
      return options.reduce((sum, o) => sum + Math.max(0, optionFraction(o)), 0) >= 1 - 1e-9;
    case 'numeric':
    case 'short_text':
      return (keyOfType(key, type)?.accepted ?? []).some((a) => a.fraction >= 1);
    default:
      return true;
  }
}

/** The key of a question a person marks (essay, file answer): where its rubric and information for markers live. */
export function humanKeyOf(key: StoredKey | null) {
  return keyOfType(key, 'essay') ?? keyOfType(key, 'file_upload');
}
