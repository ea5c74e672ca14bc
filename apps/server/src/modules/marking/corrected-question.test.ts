import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '../trials/content-repo.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import { correctedQuestion } from './corrected-question.js';

const correctedKey = (sat: ContentQuestion, latest: ContentQuestion) => {
  const corrected = correctedQuestion(sat, latest);
  return corrected && scoringKeyOf(corrected);
};

const question = (over: Partial<ContentQuestion>): ContentQuestion => ({
  id: 1,
  type: 'single_choice',
  key: null,
  textAr: 'س',
  textEn: 'Q',
  name: '',
  generalFeedbackAr: '',
  generalFeedbackEn: '',
  timeLimitSeconds: null,
  imagePath: null,
  weight: 1,
  answers: [],
  ...over,
});
const option = (id: number, isCorrect: boolean) => ({
  id,
  textAr: `${id}`,
  textEn: '',
  isCorrect,
  fraction: isCorrect ? 1 : 0,
  points: null,
  feedbackAr: '',
  feedbackEn: '',
});
const item = (id: string, ar: string) => ({ id, ar, en: '' });

describe('a corrected key in the ids a trial answered with', () => {
  it('moves the right option by position onto the sat revision’s option ids', () => {
    const sat = question({ answers: [option(10, false), option(11, true)] });
    const latest = question({ id: 2, answers: [option(20, true), option(21, false)] });
    expect(correctedKey(sat, latest)).toEqual({
      type: 'single_choice',
      options: [
        { id: 10, fraction: 1 },
        { id: 11, fraction: 0 },
      ],
    });
  });

  it('matches ordering and matching items by their text', () => {
    const ordering = (items: ReturnType<typeof item>[]) =>
      question({ type: 'ordering', key: { type: 'ordering', items, all_or_nothing: false } });
    const sat = ordering([item('a', 'أول'), item('b', 'ثان')]);
    expect(correctedKey(sat, ordering([item('y', 'ثان'), item('x', 'أول')]))).toEqual({
      type: 'ordering',
      order: ['b', 'a'],
      allOrNothing: false,
    });

    const matching = (answerOf: Record<string, string>, prompts: ReturnType<typeof item>[], matches: ReturnType<typeof item>[]) =>
      question({
        type: 'matching',
        key: { type: 'matching', prompts: prompts.map((p) => ({ ...p, answer: answerOf[p.id]! })), matches, all_or_nothing: false },
      });
    const before = matching({ p: 'm1', q: 'm2' }, [item('p', 'مصر'), item('q', 'عمان')], [item('m1', 'القاهرة'), item('m2', 'مسقط')]);
    const after = matching({ P: 'M2', Q: 'M1' }, [item('P', 'مصر'), item('Q', 'عمان')], [item('M1', 'القاهرة'), item('M2', 'مسقط')]);
    expect(correctedKey(before, after)).toMatchObject({
      pairs: [
        { prompt: 'p', answer: 'm2' },
        { prompt: 'q', answer: 'm1' },
      ],
    });
  });

  it('is no correction when the shape changed: another type, another option count, reworded items', () => {
    const sat = question({ answers: [option(10, true), option(11, false)] });
    expect(correctedKey(sat, question({ type: 'true_false', answers: [option(20, true), option(21, false)] }))).toBeNull();
    expect(correctedKey(sat, question({ answers: [option(20, true), option(21, false), option(22, false)] }))).toBeNull();
    const ordering = (ar: string) =>
      question({ type: 'ordering', key: { type: 'ordering', items: [item('a', ar), item('b', 'ب')], all_or_nothing: false } });
    expect(correctedKey(ordering('أ'), ordering('ج'))).toBeNull();
  });
});
