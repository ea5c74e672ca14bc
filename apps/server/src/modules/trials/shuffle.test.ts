import { describe, expect, it } from 'vitest';
import { scrambled, seededShuffle, trialOrder } from './shuffle.js';

const ids = Array.from({ length: 20 }, (_, i) => i + 1);
const question = (id: number) => ({ id, answerIds: [id * 10 + 1, id * 10 + 2, id * 10 + 3, id * 10 + 4] });
const layout = {
  sections: [{ kind: 'fixed' as const, count: 20, questions: ids.map(question) }],
  shuffleQuestions: true,
  shuffleAnswers: true,
};

describe('scrambled ordering items', () => {
  it('never shows two, three or four items in the right order, whatever the seed, and keeps a seed’s order', () => {
    for (const n of [2, 3, 4]) {
      const right = ids.slice(0, n);
      for (let seed = 0; seed < 200; seed++) {
        const shown = scrambled(right, `trial-${seed}`);
        expect(shown).not.toEqual(right);
        expect([...shown].sort((x, y) => x - y)).toEqual(right);
        expect(scrambled(right, `trial-${seed}`)).toEqual(shown);
      }
    }
    expect(scrambled([7], 'one')).toEqual([7]);
  });
});

describe('seeded shuffling', () => {
  it('gives the same permutation for the same seed and keeps every item', () => {
    const a = seededShuffle(ids, '6f1c1f0e-8f5b-4c1e-9a57-0b3c0e6a1d11');
    expect(seededShuffle(ids, '6f1c1f0e-8f5b-4c1e-9a57-0b3c0e6a1d11')).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(ids);
    expect(a).not.toEqual(ids);
  });

  it('gives different permutations for different seeds', () => {
    expect(seededShuffle(ids, 'trial-a')).not.toEqual(seededShuffle(ids, 'trial-b'));
  });

  it('fixes a trial order that is reproducible and shuffles each question’s answers', () => {
    const order = trialOrder(layout, 'trial-x');
    expect(trialOrder(layout, 'trial-x')).toEqual(order);
    expect(Object.keys(order.answerOrder ?? {})).toHaveLength(20);
    expect([...(order.answerOrder?.['3'] ?? [])].sort()).toEqual([31, 32, 33, 34]);
  });

  it('keeps position order when the quiz does not shuffle', () => {
    expect(trialOrder({ ...layout, shuffleQuestions: false, shuffleAnswers: false }, 'trial-x')).toEqual({
      questionOrder: ids,
      answerOrder: null,
    });
  });

  it('draws per trial without repeats across sections, reproducibly', () => {
    const pool = Array.from({ length: 60 }, (_, i) => question(i + 1));
    const drawn = {
      sections: [
        { kind: 'fixed' as const, count: 2, questions: [question(5), question(6)] },
        { kind: 'draw' as const, count: 30, questions: pool },
        { kind: 'draw' as const, count: 20, questions: pool.slice(0, 40) },
      ],
      shuffleQuestions: false,
      shuffleAnswers: false,
    };
    for (const trial of ['a', 'b', 'c', 'd']) {
      const { questionOrder } = trialOrder(drawn, trial);
      expect(questionOrder.slice(0, 2)).toEqual([5, 6]);
      expect(new Set(questionOrder).size).toBe(questionOrder.length);
      expect(questionOrder.length).toBeLessThanOrEqual(52);
      expect(questionOrder.slice(2, 32)).toHaveLength(30);
      expect(trialOrder(drawn, trial).questionOrder).toEqual(questionOrder);
    }
    expect(trialOrder(drawn, 'a').questionOrder).not.toEqual(trialOrder(drawn, 'b').questionOrder);
  });
});
