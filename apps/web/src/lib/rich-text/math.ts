import katex from 'katex';
import 'katex/dist/katex.min.css';

const INLINE_MATH = /\\\((.+?)\\\)/gs;

/** Typesets every inline `\(…\)` of server-sanitized HTML; a formula KaTeX can't read stays as written. */
export function typesetMath(html: string): string {
  return html.replace(INLINE_MATH, (whole, tex: string) => {
    try {
      // The TeX comes out of HTML text: its entities (&lt; &amp;) are decoded before KaTeX reads it.
      const source = new DOMParser().parseFromString(tex, 'text/html').documentElement.textContent ?? tex;
      return katex.renderToString(source, { throwOnError: true, output: 'htmlAndMathml' });
    } catch {
      return whole;
    }
  });
}
