import { describe, expect, it } from 'vitest';
import { QuestionInput } from './admin/questions.js';
import { Rubric, rubricMax, selectionPoints, selectionProblem } from './rubric.js';

const bi = (ar: string, en = '') => ({ ar, en });
const rubric = Rubric.parse({
  criteria: [
    {
      title: bi('الفكرة', 'Idea'),
      levels: [
        { points: 0, description: bi('غائبة') },
        { points: 1.5, description: bi('واضحة') },
      ],
    },
    {
      title: bi('اللغة'),
      levels: [
        { points: 0.1, description: bi('') },
        { points: 0.2, description: bi('') },
        { points: 2, description: bi('') },
      ],
    },
  ],
});

describe('rubric', () => {
  it('gives at most every criterion at its highest level, summed in hundredths', () => {
    expect(rubricMax(rubric)).toBe(3.5);
    expect(
      selectionPoints(rubric, [
        { criterion: 0, level: 1 },
        { criterion: 1, level: 2 },
      ]),
    ).toBe(3.5);
    expect(
      selectionPoints(rubric, [
        { criterion: 1, level: 1 },
        { criterion: 0, level: 0 },
      ]),
    ).toBe(0.2);
  });

  it('names what is wrong with a selection: a missing, repeated or unknown criterion, an unknown level', () => {
    expect(
      selectionProblem(rubric, [
        { criterion: 0, level: 1 },
        { criterion: 1, level: 0 },
      ]),
    ).toBeNull();
    expect(selectionProblem(rubric, [{ criterion: 1, level: 0 }])).toEqual({ problem: 'rubric_missing_criterion', criterion: 0 });
    expect(
      selectionProblem(rubric, [
        { criterion: 0, level: 0 },
        { criterion: 0, level: 1 },
      ]),
    ).toMatchObject({
      problem: 'rubric_repeated_criterion',
    });
    expect(selectionProblem(rubric, [{ criterion: 2, level: 0 }])).toMatchObject({ problem: 'rubric_unknown_criterion', criterion: 2 });
    expect(selectionProblem(rubric, [{ criterion: 0, level: 2 }])).toMatchObject({ problem: 'rubric_unknown_level', criterion: 0 });
  });

  it('refuses markup, negative or finer than hundredth points, and too many levels', () => {
    const level = (points: number, ar = 'وصف') => ({ title: bi('معيار'), levels: [{ points, description: bi(ar) }] });
    expect(Rubric.safeParse({ criteria: [level(-1)] }).success).toBe(false);
    expect(Rubric.safeParse({ criteria: [level(0.005)] }).success).toBe(false);
    expect(Rubric.safeParse({ criteria: [level(0.29)] }).success).toBe(true);
    expect(Rubric.safeParse({ criteria: [level(1, '<b>جيد</b>')] }).error?.issues[0]?.message).toBe('plain_text');
    expect(Rubric.safeParse({ criteria: [] }).success).toBe(false);
    const seven = Array.from({ length: 7 }, (_, i) => ({ points: i, description: bi('') }));
    expect(Rubric.safeParse({ criteria: [{ title: bi('م'), levels: seven }] }).success).toBe(false);
  });

  it("may not give more than the question's mark", () => {
    const essay = (mark: number) =>
      QuestionInput.safeParse({
        type: 'essay',
        text: bi('اكتب'),
        category: null,
        mark,
        key: { type: 'essay', min_words: null, max_words: null, rubric },
      });
    expect(essay(4).success).toBe(true);
    const over = essay(3);
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['key.rubric', 'rubric_over_mark']]);
  });
});
