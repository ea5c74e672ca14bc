import { describe, expect, it } from 'vitest';
import { QuestionInput } from './questions.js';

const option = (ar: string, correct = false) => ({ text: { ar, en: '' }, correct });
const issues = (value: object) =>
  (QuestionInput.safeParse({ category: null, ...value }).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message === 'required' ? 'required' : i.message,
  ]);

describe('QuestionInput refuses empty questions (#33.2)', () => {
  it('needs Arabic text, a text for every option and a correct option, and names each problem', () => {
    const found = issues({ text: { ar: '', en: '' }, options: [option(''), option(' ')] });
    expect(found).toEqual(
      expect.arrayContaining([
        ['text.ar', expect.any(String)],
        ['options.0.text.ar', expect.any(String)],
        ['options.1.text.ar', expect.any(String)],
        ['options', 'no_earning_option'],
      ]),
    );
  });

  it('counts markup without words as empty, but an image as content', () => {
    expect(issues({ text: { ar: '<p> </p>' }, options: [option('أ', true), option('ب')] })).toEqual([['text.ar', 'required']]);
    expect(issues({ text: { ar: '<img src="/x.png" alt="شكل">' }, options: [option('أ', true), option('ب')] })).toEqual([]);
  });

  it('takes a profile question whose options carry points instead of a correct one', () => {
    const points = (ar: string, p: number) => ({ text: { ar, en: '' }, points: { R: p } });
    expect(issues({ text: { ar: 'سؤال' }, options: [points('أ', 2), points('ب', 0)] })).toEqual([]);
  });

  it('needs an earning option in a multiple response key, and text in every item of the other types', () => {
    const mr = {
      type: 'multiple_response',
      options: [
        { text: { ar: 'أ' }, fraction: 0 },
        { text: { ar: 'ب' }, fraction: -0.5 },
      ],
    };
    expect(issues({ type: 'multiple_response', text: { ar: 'سؤال' }, key: mr })).toEqual([['key.options', 'no_earning_option']]);
    const ordering = { type: 'ordering', items: [{ ar: 'أ' }, { ar: '' }] };
    expect(issues({ type: 'ordering', text: { ar: 'سؤال' }, key: ordering }).map(([path]) => path)).toEqual(['key.items.1.ar']);
    const numeric = { type: 'numeric', accepted: [{ value: 1, fraction: 0 }] };
    expect(issues({ type: 'numeric', text: { ar: 'سؤال' }, key: numeric })).toEqual([['key.accepted', 'no_earning_option']]);
  });

  it('still takes a complete question', () => {
    expect(issues({ text: { ar: 'كم؟', en: '' }, options: [option('١', true), option('٢')], tags: ['جبر'] })).toEqual([]);
  });

  it('keeps markup out of tags (plain text)', () => {
    expect(issues({ text: { ar: 'كم؟' }, options: [option('١', true), option('٢')], tags: ['<img src=x onerror=alert(1)>'] })).toEqual([
      ['tags.0', 'plain_text'],
    ]);
  });
});
