import { QuestionInput, type AdminQuestion, type QuestionType } from '@mizan/contract/admin/questions';
import type { AnswerKeyInput } from '@mizan/contract/question-types';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodForm } from '@/lib/forms/zod-form';

type KeyOf<T extends AnswerKeyInput['type']> = Omit<Extract<z.input<typeof AnswerKeyInput>, { type: T }>, 'type'>;

/** The answer key of each type but single choice, without its `type` (the question's type says it). */
export interface TypeKeys {
  multiple_response: Required<KeyOf<'multiple_response'>>;
  true_false: KeyOf<'true_false'>;
  ordering: Required<KeyOf<'ordering'>>;
  matching: Required<KeyOf<'matching'>>;
  /** Each accepted answer as the form edits it: a value with a tolerance, or a range. */
  numeric: { accepted: NumericEntry[]; unit: string };
  short_text: Required<KeyOf<'short_text'>>;
  /** The rubric stays optional: absent is "no rubric". */
  essay: Required<Omit<KeyOf<'essay'>, 'rubric'>> & Pick<KeyOf<'essay'>, 'rubric'>;
  file_upload: Required<Omit<KeyOf<'file_upload'>, 'rubric'>> & Pick<KeyOf<'file_upload'>, 'rubric'>;
}
export type KeyedType = keyof TypeKeys;

export interface NumericEntry {
  kind: 'value' | 'range';
  value: number;
  tolerance: number;
  min: number;
  max: number;
  fraction: number;
  feedback?: { ar: string; en?: string | undefined };
}

/**
 * The editor's values: the contract's QuestionInput, except that every type keeps its own answer key while the
 * operator switches between types (nothing typed is lost by a look at another type); `type` picks the one sent.
 */
export type QuestionValues = Omit<z.input<typeof QuestionInput>, 'key' | 'options'> & {
  type: QuestionType;
  options: NonNullable<z.input<typeof QuestionInput>['options']>;
  keys: TypeKeys;
};

const blank = () => ({ ar: '', en: '' });
export const blankOption = () => ({ text: blank(), correct: false, fraction: 0, points: null });
export const blankChoice = (fraction = 0) => ({ text: blank(), fraction });
export const blankPair = () => ({ prompt: blank(), answer: blank() });
export const blankNumeric = (): NumericEntry => ({ kind: 'value', value: 0, tolerance: 0, min: 0, max: 0, fraction: 1 });
export const blankAccepted = () => ({ text: '', fraction: 1 });
export const blankLevel = () => ({ points: 0, description: blank() });
export const blankCriterion = () => ({ title: blank(), levels: [blankLevel(), { points: 1, description: blank() }] });

const newKeys = (): TypeKeys => ({
  multiple_response: { options: [blankChoice(0.5), blankChoice(0.5), blankChoice(-0.5)], all_or_nothing: false },
  true_false: { correct: true },
  ordering: { items: [blank(), blank(), blank()], all_or_nothing: false },
  matching: { pairs: [blankPair(), blankPair()], distractors: [], all_or_nothing: false },
  numeric: { accepted: [blankNumeric()], unit: '' },
  short_text: { accepted: [blankAccepted()], exact: false },
  essay: { min_words: null, max_words: null, template: blank(), marker_info: blank() },
  file_upload: { max_files: 1, max_size_mb: 10, kinds: ['pdf', 'image'], marker_info: blank() },
});

export const newQuestion = (category: number | null = null): QuestionValues => ({
  type: 'single_choice',
  text: blank(),
  category,
  tags: [],
  difficulty: 3,
  mark: 1,
  options: [blankOption(), blankOption()],
  keys: newKeys(),
});

const numericEntry = (accepted: z.input<typeof AnswerKeyInput> & { type: 'numeric' }): NumericEntry[] =>
  accepted.accepted.map((a) =>
    'min' in a
      ? {
          kind: 'range',
          value: 0,
          tolerance: 0,
          min: a.min,
          max: a.max,
          fraction: a.fraction,
          ...(a.feedback ? { feedback: a.feedback } : {}),
        }
      : {
          kind: 'value',
          value: a.value,
          tolerance: a.tolerance ?? 0,
          min: 0,
          max: 0,
          fraction: a.fraction,
          ...(a.feedback ? { feedback: a.feedback } : {}),
        },
  );

/** The keys of a saved question: its own type's from the server, blank ones for the others. */
function keysOf(key: AnswerKeyInput | null): TypeKeys {
  const keys = newKeys();
  if (!key) return keys;
  switch (key.type) {
    case 'single_choice':
      return keys;
    case 'numeric':
      return { ...keys, numeric: { accepted: numericEntry(key), unit: key.unit ?? '' } };
    default: {
      const { type, ...rest } = key;
      return { ...keys, [type]: rest };
    }
  }
}

/** Feedback the editor keeps as it came (absent when empty), so saving a question never drops it. */
const feedbackValue = (feedback: { ar: string; en: string }) => (feedback.ar || feedback.en ? { feedback } : {});

export const questionValues = (q: AdminQuestion): QuestionValues => ({
  type: q.type,
  ...(q.name ? { name: q.name } : {}),
  text: q.text,
  ...(q.general_feedback.ar || q.general_feedback.en ? { general_feedback: q.general_feedback } : {}),
  category: q.category?.id ?? null,
  tags: q.tags,
  difficulty: q.difficulty,
  mark: q.mark,
  ...(q.time_limit_seconds != null ? { time_limit_seconds: q.time_limit_seconds } : {}),
  options:
    q.type === 'single_choice'
      ? q.options.map(({ text, feedback, correct, fraction, points }) => ({
          text,
          ...feedbackValue(feedback),
          correct,
          fraction: correct ? null : fraction,
          points,
        }))
      : [blankOption(), blankOption()],
  keys: keysOf(q.key),
});

/** The answer key the values send for their type (null for single choice, which sends `options`). */
export function answerKey(values: QuestionValues): z.input<typeof AnswerKeyInput> | null {
  switch (values.type) {
    case 'single_choice':
      return null;
    case 'numeric': {
      const { accepted, unit } = values.keys.numeric;
      return {
        type: 'numeric',
        unit: unit.trim() === '' ? null : unit,
        accepted: accepted.map((a) =>
          a.kind === 'range'
            ? { min: a.min, max: a.max, fraction: a.fraction, ...(a.feedback ? { feedback: a.feedback } : {}) }
            : { value: a.value, tolerance: a.tolerance, fraction: a.fraction, ...(a.feedback ? { feedback: a.feedback } : {}) },
        ),
      };
    }
    default:
      return { type: values.type, ...values.keys[values.type] } as z.input<typeof AnswerKeyInput>;
  }
}

/** What the server gets: the question with `options` (single choice) or the type's `key`. */
export function toQuestionInput(values: QuestionValues): z.input<typeof QuestionInput> {
  const { keys: _keys, options, ...rest } = values;
  const key = answerKey(values);
  return key ? { ...rest, key } : { ...rest, options };
}

/** Where a `key.…` error belongs in the form: under its type's own key (numeric's accepted entries keep their index). */
export function keyErrorsToForm<T extends Record<string, unknown>>(errors: T, type: QuestionType): T {
  if (!('key' in errors) || type === 'single_choice') return errors;
  const { key, ...rest } = errors;
  return { ...rest, keys: { [type]: key } } as unknown as T;
}

const validate = zodForm(QuestionInput);

/** Validates with the contract's QuestionInput (one definition with the server) and puts key errors under `keys.<type>`. */
export const questionResolver: Resolver<QuestionValues, unknown, QuestionInput> = async (values, context, options) => {
  const result = await validate(toQuestionInput(values), context, options as never);
  if (Object.keys(result.errors).length === 0) return result;
  return { values: {}, errors: keyErrorsToForm(result.errors as Record<string, unknown>, values.type) as FieldErrors<QuestionValues> };
};
