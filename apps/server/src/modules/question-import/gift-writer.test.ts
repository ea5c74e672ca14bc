import { describe, expect, it } from 'vitest';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { parseGift } from './gift.js';
import { writeGift } from './gift-writer.js';

const question = (fields: Record<string, unknown>) =>
  QuestionInput.parse({ text: { ar: 'نص', en: '' }, category: null, tags: [], difficulty: 1, mark: 1, ...fields });

describe('GIFT export', () => {
  it('names at the top of the file the questions GIFT cannot hold, and the file still reads', () => {
    const months = question({
      type: 'ordering',
      text: { ar: 'رتّب الأشهر', en: '' },
      key: { type: 'ordering', items: ['محرم', 'صفر'].map((ar) => ({ ar, en: '' })), all_or_nothing: false },
    });
    const truth = question({ type: 'true_false', text: { ar: 'الأرض كروية', en: '' }, key: { type: 'true_false', correct: true } });
    const gift = writeGift([
      { question: months, categoryPath: [], at: { row: 1 } },
      { question: truth, categoryPath: [], at: { row: 2 } },
    ]);
    expect(gift.split('\n').slice(0, 2)).toEqual([
      '// Mizan: 1 question is not in this file (GIFT has no such question):',
      '// - ordering: رتّب الأشهر',
    ]);
    const back = parseGift(gift);
    expect(back.errors).toEqual([]);
    expect(back.questions.map((q) => q.type)).toEqual(['true_false']);
  });
});
