import { describe, expect, it } from 'vitest';
import { DRAFT_DEFAULTS } from './draft.js';
import { publishProblems, questionProblems, scoringRules, type BankQuestionFacts } from './problems.js';

const option = (correct: boolean, points: Record<string, number> | null = null) => ({ hasArabicText: true, correct, points });
const good: BankQuestionFacts = { type: 'single_choice', hasArabicText: true, options: [option(true), option(false)], fullMarks: true };
const draft = (change: Partial<typeof DRAFT_DEFAULTS> = {}) => ({
  ...DRAFT_DEFAULTS,
  title: { ar: 'اختبار', en: '' },
  sections: [{ kind: 'fixed' as const, title: { ar: '', en: '' }, questions: [1] }],
  ...change,
});
const codes = (d: typeof DRAFT_DEFAULTS, qs: [number, BankQuestionFacts][] = [[1, good]], pools: number[] = []) =>
  publishProblems(d, new Map(qs), pools).map((p) => p.code);

describe('publish problems', () => {
  it('accepts a valid graded quiz', () => {
    expect(codes(draft())).toEqual([]);
  });

  it('refuses each reason', () => {
    expect(codes(draft({ title: { ar: ' ', en: 'Quiz' } }))).toContain('missing_arabic_title');
    expect(codes(draft({ sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [] }] }))).toEqual(['no_questions']);
    expect(codes(draft(), [[1, { ...good, options: [option(false), option(false)] }]])).toEqual(['no_correct_option']);
    expect(codes(draft(), [[1, { ...good, hasArabicText: false }]])).toEqual(['missing_arabic_text']);
    expect(codes(draft(), [[1, { ...good, options: [option(true)] }]])).toEqual(['too_few_options']);
    expect(codes(draft(), [])).toEqual(['unknown_question', 'no_questions']);
    expect(codes(draft({ access: 'paid', price: '0' }))).toEqual(['price_required']);
    expect(codes(draft({ access: 'coupon', price: '0' }))).toEqual([]);
    expect(codes(draft({ review: 'after_close', closes_at: null }))).toEqual(['closes_at_required']);
  });

  it('checks profile quizzes: dimensions, points on every option, known codes', () => {
    const profile = {
      scoring: 'profile' as const,
      dimensions: [{ code: 'R', title: { ar: 'واقعي', en: '' }, description: { ar: '', en: '' } }],
    };
    const scored = { ...good, options: [option(false, { R: 2 }), option(false, { R: 0 })] };
    expect(codes(draft(profile), [[1, scored]])).toEqual([]);
    expect(codes(draft({ ...profile, dimensions: [] }), [[1, scored]])).toContain('no_dimensions');
    expect(codes(draft(profile), [[1, { ...scored, options: [option(false, { R: 1 }), option(false)] }]])).toEqual([
      'profile_option_without_points',
    ]);
    expect(codes(draft(profile), [[1, { ...scored, options: [option(false, { X: 1 }), option(false, { R: 1 })] }]])).toEqual([
      'unknown_dimension',
    ]);
  });

  it('checks the other question types: full marks reachable, option rows only where the type has them', () => {
    const typed = (type: BankQuestionFacts['type'], fullMarks = true): BankQuestionFacts => ({ ...good, type, options: [], fullMarks });
    expect(codes(draft(), [[1, typed('ordering')]])).toEqual([]);
    expect(codes(draft(), [[1, typed('numeric')]])).toEqual([]);
    expect(codes(draft(), [[1, typed('short_text', false)]])).toEqual(['not_answerable']);
    expect(codes(draft(), [[1, { ...typed('multiple_response', false), options: [option(true), option(false)] }]])).toEqual([
      'not_answerable',
    ]);
    expect(codes(draft(), [[1, { ...typed('true_false'), options: [option(true)] }]])).toEqual(['too_few_options']);
    const profile = {
      scoring: 'profile' as const,
      dimensions: [{ code: 'R', title: { ar: 'واقعي', en: '' }, description: { ar: '', en: '' } }],
    };
    expect(codes(draft(profile), [[1, typed('matching')]])).toEqual(['type_not_in_profile']);
  });

  it('refuses a draw larger than its pool and a question used twice', () => {
    const draw = {
      kind: 'draw' as const,
      title: { ar: '', en: '' },
      count: 10,
      category: 1,
      any_category: false,
      include_subcategories: true,
      tag: null,
      difficulty_min: 1,
      difficulty_max: 5,
    };
    expect(codes(draft({ sections: [draw] }), [], [9])).toEqual(['draw_exceeds_pool']);
    expect(codes(draft({ sections: [draw] }), [], [10])).toEqual([]);
    const twice = { kind: 'fixed' as const, title: { ar: '', en: '' }, questions: [1, 1] };
    expect(codes(draft({ sections: [twice] }))).toEqual(['duplicate_question']);
  });

  it('refuses a draw that names no source unless the whole bank was chosen on purpose (#33)', () => {
    const draw = {
      kind: 'draw' as const,
      title: { ar: '', en: '' },
      count: 2,
      category: null,
      any_category: false,
      include_subcategories: true,
      tag: null,
      difficulty_min: 1,
      difficulty_max: 5,
    };
    expect(codes(draft({ sections: [draw] }), [], [0])).toEqual(['draw_without_source']);
    expect(codes(draft({ sections: [{ ...draw, any_category: true }] }), [], [2])).toEqual([]);
    expect(codes(draft({ sections: [{ ...draw, tag: 'بصريات' }] }), [], [2])).toEqual([]);
  });

  it('says whether a question may be served in each scoring model, as a draw vets its pool (#33)', () => {
    const graded = scoringRules({ scoring: 'graded', dimensions: [] });
    const profile = scoringRules({
      scoring: 'profile',
      dimensions: [{ code: 'R', title: { ar: 'واقعي', en: '' }, description: { ar: '', en: '' } }],
    });
    const interest: BankQuestionFacts = { ...good, options: [option(false, { R: 2 }), option(false, { R: 0 })] };
    expect(questionProblems(good, graded)).toEqual([]);
    expect(questionProblems(interest, graded)).toEqual(['no_correct_option']);
    expect(questionProblems(interest, profile)).toEqual([]);
    expect(questionProblems({ ...good, hasArabicText: false }, graded)).toEqual(['missing_arabic_text']);
    expect(questionProblems({ ...good, type: 'ordering', options: [] }, profile)).toEqual(['type_not_in_profile']);
  });
});
