import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.js';

describe('countWords', () => {
  it('counts Arabic words with diacritics and tatweel as one word each', () => {
    expect(countWords('ذَهَبَ الطَّالِبُ إلى المدرســـة')).toBe(4);
    expect(countWords('مُـحَـمَّـدٌ')).toBe(1);
  });
  it('splits on spaces and punctuation, in both scripts', () => {
    expect(countWords('قرأتُ، ثم كتبتُ. Then I wrote: twice!')).toBe(7);
    expect(countWords("don't stop")).toBe(2);
  });
  it('ignores tags and entities of a rich-text answer, and counts numbers', () => {
    expect(countWords('<p>الجواب&nbsp;هو <strong>42</strong></p><p>شكرا</p>')).toBe(4);
    expect(countWords('<p></p>')).toBe(0);
    expect(countWords('')).toBe(0);
  });
  it('does not glue words across a tag boundary', () => {
    expect(countWords('<p>أولى</p><p>ثانية</p>')).toBe(2);
  });
});
