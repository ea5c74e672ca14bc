import { describe, expect, it } from 'vitest';
import { hasMath } from './has-math';

describe('whether rich text needs KaTeX', () => {
  it('says yes for inline TeX and for editor formulas, no otherwise', () => {
    expect(hasMath('<p>مساحة \\(\\pi r^2\\)</p>')).toBe(true);
    expect(hasMath('<p><span data-type="inline-math" data-latex="x^2" dir="ltr">x^2</span></p>')).toBe(true);
    expect(hasMath('<p><strong>نص</strong> بلا معادلات، وسعره (٥ ريالات)</p>')).toBe(false);
  });
});
