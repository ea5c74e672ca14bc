import { describe, expect, it } from 'vitest';
import { scoreShortText } from './short-text.js';

const city = {
  type: 'short_text' as const,
  accepted: [
    { text: 'إسطنبول', fraction: 1 },
    { text: 'Istanbul', fraction: 1 },
    { text: 'القسطنطينية', fraction: 0.5 },
  ],
  exact: false,
};
const holy = { type: 'short_text' as const, accepted: [{ text: 'مكة المكرمة', fraction: 1 }], exact: false };
const exact = { ...holy, exact: true };

describe('scoreShortText', () => {
  it.each([
    ['the accepted spelling', city, 'إسطنبول', 1],
    ['bare alef for hamza-under alef', city, 'اسطنبول', 1],
    ['Latin case and spaces', city, '  ISTANBUL ', 1],
    ['a lesser accepted answer: ta marbuta written as ha', city, 'القسطنطينيه', 0.5],
    ['a wrong city', city, 'أنقرة', 0],
    ['empty text', city, '', 0],
    ['only spaces', city, '   ', 0],
    ['no answer', city, null, 0],
    ['without tashkeel', holy, 'مكة المكرمة', 1],
    ['with tashkeel', holy, 'مَكَّةُ المُكَرَّمَةُ', 1],
    ['with tatweel', holy, 'مـكة المكـرمة', 1],
    ['ta marbuta as ha', holy, 'مكه المكرمه', 1],
    ['extra inner spaces', holy, 'مكة    المكرمة', 1],
    ['a different word', holy, 'المدينة المنورة', 0],
    ['exact: same text with surrounding spaces', exact, ' مكة المكرمة ', 1],
    ['exact: tashkeel makes it different', exact, 'مَكَّة المكرمة', 0],
    ['exact: ta marbuta as ha is wrong', exact, 'مكه المكرمه', 0],
  ])('%s', (_name, key, text, mark) => {
    expect(scoreShortText(key, text)).toBe(mark);
  });
});
