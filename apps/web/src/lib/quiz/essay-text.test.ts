import { describe, expect, it } from 'vitest';
import { essayHtml, essayText } from './essay-text';

describe('essay text ↔ rich text', () => {
  it('makes paragraphs and line breaks, escaping what was typed', () => {
    expect(essayHtml('أولًا <b>\nثم\n\nثانيًا & أخيرًا')).toBe('<p>أولًا &lt;b&gt;<br>ثم</p><p>ثانيًا &amp; أخيرًا</p>');
    expect(essayHtml('  \n\n ')).toBe('');
  });

  it('reads a saved answer or a template back as text', () => {
    expect(essayText('<p>ابدأ <strong>هنا</strong></p><p>x &lt; y</p>')).toBe('ابدأ هنا\n\nx < y');
  });

  it.each(['سطر واحد', 'فقرة أولى\nبسطرين\n\nوفقرة ثانية', 'x < y && y > z; "quoted" \'single\'', 'E = mc² — مزيج عربي English 123'])(
    'round-trips what a student types: %s',
    (typed) => {
      expect(essayText(essayHtml(typed))).toBe(typed);
    },
  );
});
