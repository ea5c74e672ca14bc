import { describe, expect, it } from 'vitest';
import { filterByTitle, normalizeForSearch } from './arabic-search.js';

describe('normalizeForSearch', () => {
  it('drops diacritics and tatweel', () => {
    expect(normalizeForSearch('اِخْتِبَارُ الذَّكَاءِ')).toBe('اختبار الذكاء');
    expect(normalizeForSearch('اختبـــار')).toBe('اختبار');
  });

  it('unifies alef forms, taa marbuta and alef maqsura', () => {
    expect(normalizeForSearch('أإآا')).toBe('اااا');
    expect(normalizeForSearch('المهنية')).toBe(normalizeForSearch('المهنيه'));
    expect(normalizeForSearch('مستوى')).toBe('مستوي');
  });

  it('folds Latin case and collapses spaces', () => {
    expect(normalizeForSearch('  IQ   Test ')).toBe('iq test');
  });
});

describe('filterByTitle', () => {
  const quizzes = [
    { id: 1, title: 'اختبار الميول المهنية' },
    { id: 2, title: 'اختبار الذكاء' },
    { id: 3, title: 'English Placement Test' },
  ];

  it('matches a substring whatever the spelling variant or case', () => {
    expect(filterByTitle(quizzes, 'المهنيه').map((q) => q.id)).toEqual([1]);
    expect(filterByTitle(quizzes, 'إختبار').map((q) => q.id)).toEqual([1, 2]);
    expect(filterByTitle(quizzes, 'placement').map((q) => q.id)).toEqual([3]);
  });

  it('returns nothing for an empty query or no match', () => {
    expect(filterByTitle(quizzes, '   ')).toEqual([]);
    expect(filterByTitle(quizzes, 'رياضيات')).toEqual([]);
  });
});
