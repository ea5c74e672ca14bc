import { describe, expect, it } from 'vitest';
import { escapeToRichText, plainText, sanitizeRichText } from './rich-text.js';

describe('rich text sanitizer', () => {
  it('keeps the allowed subset', () => {
    const html = '<p>اختر <b>الإجابة</b> <i>الصحيحة</i> <u>فقط</u></p><ul><li>أ</li></ul><br />\\(x^2\\)';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips scripts, event handlers, styles and javascript: URLs', () => {
    expect(sanitizeRichText('<script>alert(1)</script>نص')).toBe('نص');
    expect(sanitizeRichText('<b onclick="alert(1)" style="color:red">x</b>')).toBe('<b>x</b>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)" alt="">')).toBe('');
    expect(sanitizeRichText('<iframe src="https://evil"></iframe><svg onload="x"></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('javascript');
  });

  it('keeps safe links and images that have alt text', () => {
    expect(sanitizeRichText('<a href="https://mizan.sa">m</a>')).toBe(
      '<a href="https://mizan.sa" rel="noopener noreferrer" target="_blank">m</a>',
    );
    const own = '<img src="/uploads/question-media/0b6f1c1e-2a4b-4c1d-9e8f-1a2b3c4d5e6f.webp" alt="مخطط" />';
    expect(sanitizeRichText(own)).toBe(own);
  });

  it('drops images from other hosts and images without alt text', () => {
    expect(sanitizeRichText('<p>أ<img src="https://x.sa/a.png" alt="مخطط">ب</p>')).toBe('<p>أب</p>');
    expect(sanitizeRichText('<img src="//x.sa/uploads/covers/a.webp" alt="x">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/../etc/passwd" alt="x">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/covers/a.webp">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/covers/a.webp" alt="  ">')).toBe('');
  });

  it("keeps the editor's formulas as TeX source, left to right", () => {
    const math = '<p>المساحة <span data-type="inline-math" data-latex="\\pi r^2" dir="ltr">\\pi r^2</span></p>';
    expect(sanitizeRichText(math)).toBe(math);
    // Direction is forced, classes, styles and handlers go; KaTeX's own markup is never what is stored.
    expect(
      sanitizeRichText('<span data-type="inline-math" data-latex="x&lt;1" class="katex" style="color:red" onclick="x()">x</span>'),
    ).toBe('<span data-type="inline-math" data-latex="x&lt;1" dir="ltr">x</span>');
    expect(sanitizeRichText('<span data-type="inline-math" data-latex="&quot; onmouseover=&quot;alert(1)">x</span>')).toBe(
      '<span data-type="inline-math" data-latex="&quot; onmouseover=&quot;alert(1)" dir="ltr">x</span>',
    );
  });

  it('keeps data attributes only on formulas', () => {
    expect(sanitizeRichText('<span data-type="mention" data-latex="x">a</span>')).toBe('<span>a</span>');
    expect(sanitizeRichText('<span data-type="inline-math" data-latex=" ">a</span>')).toBe('<span>a</span>');
    expect(sanitizeRichText('<b data-latex="x">a</b>')).toBe('<b>a</b>');
  });

  it('reduces titles to plain text and escapes legacy text', () => {
    expect(plainText('<b>عنوان</b><script>x</script>')).toBe('عنوان');
    expect(plainText('R&D < 5')).toBe('R&D < 5');
    expect(escapeToRichText('x < 5 & y\nz')).toBe('x &lt; 5 &amp; y<br />z');
  });
});

describe('imported formatting', () => {
  it('keeps MathML Core as MathML, without attributes or elements that could run or fetch anything', () => {
    const formula = '<math display="block"><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow></math>';
    expect(sanitizeRichText(formula)).toBe(formula);
    expect(sanitizeRichText('<math><mfrac linethickness="0"><mn>1</mn><mn>2</mn></mfrac></math>')).toBe(
      '<math><mfrac linethickness="0"><mn>1</mn><mn>2</mn></mfrac></math>',
    );
    expect(
      sanitizeRichText(
        '<math><mi href="javascript:alert(1)" onclick="alert(1)" style="color:red">x</mi><mglyph src="https://evil/x.png"></mglyph>' +
          '<annotation-xml encoding="text/html"><script>alert(1)</script></annotation-xml><maction actiontype="statusline"><mi>y</mi></maction></math>',
      ),
    ).toBe('<math><mi>x</mi><mi>y</mi></math>');
    expect(sanitizeRichText('<math><semantics><mi>x</mi><annotation encoding="TeX">\\[x\\]</annotation></semantics></math>')).toBe(
      '<math><semantics><mi>x</mi></semantics></math>',
    );
  });

  it('maps styled spans to emphasis and keeps a text direction', () => {
    expect(sanitizeRichText('<span style="font-style: italic;">مائل</span>')).toBe('<em>مائل</em>');
    expect(sanitizeRichText('<span style="font-weight: bold">عريض</span> <span style="font-weight:700">x</span>')).toBe(
      '<strong>عريض</strong> <strong>x</strong>',
    );
    expect(sanitizeRichText('<span style="color: red" dir="rtl">عادي</span>')).toBe('<span dir="rtl">عادي</span>');
    expect(sanitizeRichText('<div dir="rtl" class="x">שלום</div>')).toBe('<div dir="rtl">שלום</div>');
  });
});
