import { describe, expect, it } from 'vitest';
import { shortTextMatches } from './short-text-answer.js';

describe('shortTextMatches', () => {
  it.each<[string, string, string, boolean, boolean]>([
    ['hamza under alef', 'اسطنبول', 'إسطنبول', false, true],
    ['tashkeel', 'مَكَّةُ المُكَرَّمَةُ', 'مكة المكرمة', false, true],
    ['tatweel', 'مـكة', 'مكة', false, true],
    ['ta marbuta / ha', 'مكه', 'مكة', false, true],
    ['Latin case and spacing', '  New   YORK ', 'new york', false, true],
    ['different word', 'مكة', 'جدة', false, false],
    ['empty response never matches', '', ' ', false, false],
    ['exact trims', ' مكة ', 'مكة', true, true],
    ['exact keeps case', 'Paris', 'paris', true, false],
    ['exact keeps tashkeel', 'مَكة', 'مكة', true, false],
  ])('%s', (_name, response, accepted, exact, matches) => {
    expect(shortTextMatches(response, accepted, exact)).toBe(matches);
  });
});
