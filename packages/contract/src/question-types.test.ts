import { describe, expect, it } from 'vitest';
import { AnswerKeyInput, QuestionResponseBody, RESPONSE_SHAPE } from './question-types.js';

const text = { ar: 'نص', en: 'Text' };

describe('QuestionResponseBody', () => {
  it.each([
    [{ option_ids: ['1', '2'] }],
    [{ option_ids: [] }],
    [{ order: ['3', '1', '2'] }],
    [{ pairs: [{ prompt: '1', answer: '9' }] }],
    [{ number: -2.5 }],
    [{ text: 'إسطنبول' }],
  ])('accepts %j', (body) => {
    expect(QuestionResponseBody.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a zero numeric id', { option_ids: [0] }],
    ['a fractional id', { option_ids: [1.5] }],
    ['a numeric id past the integer range', { order: [2_147_483_648] }],
    ['an id with letters', { option_ids: ['1a'] }],
    ['a zero id', { order: ['0'] }],
    ['an id past the integer range', { order: ['2147483648'] }],
    ['more than 100 ids', { option_ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }],
    ['a pair without its answer', { pairs: [{ prompt: '1' }] }],
    ['a number as a string', { number: '3' }],
    ['NaN', { number: Number.NaN }],
    ['Infinity', { number: Number.POSITIVE_INFINITY }],
    ['text over 50,000 characters (an essay; short text is held to 500 by its own shape)', { text: 'ا'.repeat(50_001) }],
    ['two shapes at once', { number: 1, text: '1' }],
    ['an unknown key', { answer: '1' }],
    ['an empty object', {}],
    ['null', null],
  ])('rejects %s', (_name, body) => {
    expect(QuestionResponseBody.safeParse(body).success).toBe(false);
  });

  it('takes ids as numbers too, the way the question payload gives them, and keeps them as decimal strings', () => {
    expect(QuestionResponseBody.parse({ option_ids: [279, '280'] })).toEqual({ option_ids: ['279', '280'] });
    expect(QuestionResponseBody.parse({ pairs: [{ prompt: 3, answer: 9 }] })).toEqual({ pairs: [{ prompt: '3', answer: '9' }] });
  });

  it('knows which shape each type takes', () => {
    expect(RESPONSE_SHAPE.ordering.safeParse({ order: ['1'] }).success).toBe(true);
    expect(RESPONSE_SHAPE.ordering.safeParse({ option_ids: ['1'] }).success).toBe(false);
    expect(RESPONSE_SHAPE.true_false).toBeNull();
  });
});

describe('AnswerKeyInput', () => {
  it('fills defaults', () => {
    const key = AnswerKeyInput.parse({ type: 'short_text', accepted: [{ text: ' مكة ', fraction: 1 }] });
    expect(key).toEqual({ type: 'short_text', accepted: [{ text: 'مكة', fraction: 1 }], exact: false });
    const numeric = AnswerKeyInput.parse({ type: 'numeric', accepted: [{ value: 3.14, fraction: 1 }] });
    expect(numeric).toEqual({ type: 'numeric', accepted: [{ value: 3.14, tolerance: 0, fraction: 1 }], unit: null });
  });

  it.each([
    [
      {
        type: 'multiple_response',
        options: [
          { text, fraction: 0.5 },
          { text, fraction: -0.5 },
        ],
        all_or_nothing: true,
      },
    ],
    [{ type: 'true_false', correct: false }],
    [{ type: 'ordering', items: [text, text, text] }],
    [
      {
        type: 'matching',
        pairs: [
          { prompt: text, answer: text },
          { prompt: text, answer: text },
        ],
        distractors: [text],
      },
    ],
    [
      {
        type: 'numeric',
        accepted: [
          { min: 1, max: 2, fraction: 1 },
          { value: 5, tolerance: 0.5, fraction: 0.5 },
        ],
        unit: 'كغ',
      },
    ],
  ])('accepts %j', (key) => {
    expect(AnswerKeyInput.safeParse(key).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'cloze' }],
    [
      'an option fraction below −1',
      {
        type: 'multiple_response',
        options: [
          { text, fraction: -2 },
          { text, fraction: 1 },
        ],
      },
    ],
    ['a single ordering item', { type: 'ordering', items: [text] }],
    ['a range with min above max', { type: 'numeric', accepted: [{ min: 5, max: 1, fraction: 1 }] }],
    ['a negative tolerance', { type: 'numeric', accepted: [{ value: 1, tolerance: -1, fraction: 1 }] }],
    ['a negative accepted-answer fraction', { type: 'short_text', accepted: [{ text: 'x', fraction: -0.5 }] }],
    ['no accepted answers', { type: 'short_text', accepted: [] }],
    ['a blank accepted answer', { type: 'short_text', accepted: [{ text: '  ', fraction: 1 }] }],
  ])('rejects %s', (_name, key) => {
    expect(AnswerKeyInput.safeParse(key).success).toBe(false);
  });
});

describe('file answers', () => {
  const id = '5b1f0a52-5f3e-4c55-a6a1-3d5e2c1f9a10';

  it('answer with file ids only, at most ten, each a UUID', () => {
    expect(RESPONSE_SHAPE.file_upload.safeParse({ file_ids: [id] }).success).toBe(true);
    expect(RESPONSE_SHAPE.file_upload.safeParse({ file_ids: [id], text: 'x' }).success).toBe(false);
    expect(RESPONSE_SHAPE.file_upload.safeParse({ file_ids: ['../etc/passwd'] }).success).toBe(false);
    expect(RESPONSE_SHAPE.file_upload.safeParse({ file_ids: Array(11).fill(id) }).success).toBe(false);
  });

  it('key: one file of 10 MB, PDF or image, by default; limits 1–10 files, 1–20 MB, at least one kind', () => {
    expect(AnswerKeyInput.parse({ type: 'file_upload' })).toEqual({
      type: 'file_upload',
      max_files: 1,
      max_size_mb: 10,
      kinds: ['pdf', 'image'],
      marker_info: { ar: '', en: '' },
    });
    for (const bad of [
      { max_files: 0 },
      { max_files: 11 },
      { max_size_mb: 21 },
      { kinds: [] },
      { kinds: ['exe'] },
      { kinds: ['pdf', 'pdf'] },
      { extra: 1 },
    ])
      expect(AnswerKeyInput.safeParse({ type: 'file_upload', ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
