import { QuestionInput, type AdminQuestion } from '@mizan/contract/admin/questions';
import type { AnswerKeyInput } from '@mizan/contract/question-types';
import { describe, expect, it } from 'vitest';
import {
  answerKey,
  keyErrorsToForm,
  newQuestion,
  questionResolver,
  questionValues,
  toQuestionInput,
  type QuestionValues,
} from './question-values';

const t = (ar: string, en = '') => ({ ar, en });

const saved = (key: AnswerKeyInput | null, type = key?.type ?? 'single_choice'): AdminQuestion => ({
  id: 1,
  revision: 1,
  type,
  name: '',
  text: t('سؤال', 'Question'),
  general_feedback: t(''),
  category: null,
  tags: [],
  difficulty: 3,
  mark: 2,
  time_limit_seconds: null,
  options: [],
  key,
  archived: false,
  used_in: 0,
  updated_at: '2026-11-23T00:00:00Z',
});

const resolve = (values: QuestionValues) => questionResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('question editor values', () => {
  const keys: AnswerKeyInput[] = [
    {
      type: 'multiple_response',
      options: [
        { text: t('أ'), fraction: 0.5 },
        { text: t('ب'), fraction: -1 },
      ],
      all_or_nothing: true,
    },
    { type: 'true_false', correct: false },
    { type: 'ordering', items: [t('١'), t('٢')], all_or_nothing: false },
    {
      type: 'matching',
      pairs: [
        { prompt: t('مصر'), answer: t('القاهرة') },
        { prompt: t('العراق'), answer: t('بغداد') },
      ],
      distractors: [t('دمشق')],
      all_or_nothing: false,
    },
    {
      type: 'numeric',
      accepted: [
        { value: 3.5, tolerance: 0.1, fraction: 1 },
        { min: 3, max: 4, fraction: 0.5 },
      ],
      unit: 'كغ',
    },
    { type: 'numeric', accepted: [{ value: 9.8, tolerance: 0, fraction: 1 }], unit: null },
    { type: 'short_text', accepted: [{ text: 'إسطنبول', fraction: 1 }], exact: true },
    {
      type: 'multiple_response',
      options: [
        { text: t('أ'), fraction: 1, feedback: t('<p>صحيح</p>', '<p>Right</p>') },
        { text: t('ب'), fraction: 0 },
      ],
      all_or_nothing: false,
    },
    {
      type: 'short_text',
      accepted: [{ text: 'القاهرة', fraction: 1, feedback: t('<p>أحسنت</p>') }],
      exact: false,
    },
    { type: 'essay', min_words: 30, max_words: null, template: t('<p>ابدأ</p>'), marker_info: t('<p>للمصحح</p>') },
    { type: 'file_upload', max_files: 3, max_size_mb: 5, kinds: ['image'], marker_info: t('<p>الرسم واضح</p>') },
    {
      type: 'essay',
      min_words: null,
      max_words: null,
      template: t(''),
      marker_info: t(''),
      rubric: {
        criteria: [
          {
            title: t('الفكرة', 'Idea'),
            levels: [
              { points: 0, description: t('') },
              { points: 0.5, description: t('واضحة', 'Clear') },
            ],
          },
        ],
      },
    },
  ];

  it.each(keys.map((key) => [key.type, key] as const))('a saved %s key comes back unchanged when sent again', (_type, key) => {
    const values = questionValues(saved(key));
    expect(answerKey(values)).toEqual(key);
    const input = toQuestionInput(values);
    expect(input).not.toHaveProperty('options');
    expect(QuestionInput.safeParse(input).success).toBe(true);
  });

  it('an edited question keeps its name, general feedback and each option’s feedback', () => {
    const question: AdminQuestion = {
      ...saved(null),
      name: 'Q2',
      general_feedback: t('<p>عام</p>'),
      options: [
        { id: 1, text: t('نعم'), feedback: t('<p>هذا صحيح</p>'), correct: true, fraction: 1, points: null },
        { id: 2, text: t('لا'), feedback: t(''), correct: false, fraction: 0, points: null },
      ],
    };
    const input = toQuestionInput(questionValues(question));
    expect(input).toMatchObject({ name: 'Q2', general_feedback: t('<p>عام</p>') });
    expect(input.options?.[0]?.feedback).toEqual(t('<p>هذا صحيح</p>'));
    expect(input.options?.[1]).not.toHaveProperty('feedback');
    expect(QuestionInput.safeParse(input).success).toBe(true);
  });

  it('single choice sends its options and no key; another type sends its key and no options', () => {
    const values = newQuestion(4);
    const single = toQuestionInput(values);
    expect(single).toHaveProperty('options');
    expect(single).not.toHaveProperty('key');
    const ordering = toQuestionInput({ ...values, type: 'ordering' });
    expect(ordering).not.toHaveProperty('options');
    expect(ordering).toMatchObject({ category: 4, key: { type: 'ordering', items: [t(''), t(''), t('')] } });
  });

  it('keeps every type’s key while the type changes, so nothing typed is lost', () => {
    const values = questionValues(saved({ type: 'true_false', correct: false }));
    const switched = { ...values, type: 'numeric' as const };
    expect(switched.keys.true_false).toEqual({ correct: false });
    expect(answerKey({ ...switched, type: 'true_false' })).toEqual({ type: 'true_false', correct: false });
  });

  it('puts key errors under the chosen type’s own key', () => {
    const errors = { text: { message: 'x' }, key: { items: { 0: { ar: { message: 'y' } } } } };
    expect(keyErrorsToForm(errors, 'ordering')).toEqual({
      text: { message: 'x' },
      keys: { ordering: { items: { 0: { ar: { message: 'y' } } } } },
    });
    expect(keyErrorsToForm(errors, 'single_choice')).toBe(errors);
  });

  it('validates with the contract: a number that was not read is an error on its field', async () => {
    const values = newQuestion();
    values.text = t('كم؟');
    values.type = 'numeric';
    values.keys.numeric.accepted[0]!.value = Number.NaN;
    const result = await resolve(values);
    expect(result.errors).toHaveProperty('keys.numeric.accepted');
    expect(result.errors).not.toHaveProperty('key');

    values.keys.numeric.accepted[0]!.value = 2.5;
    const ok = await resolve(values);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ type: 'numeric', key: { accepted: [{ value: 2.5, tolerance: 0, fraction: 1 }], unit: null } });
  });
});
