import katex from 'katex';
import 'katex/dist/katex.min.css';

const INLINE_MATH = /\\\((.+?)\\\)/gs;

/** One formula as KaTeX's HTML (with MathML for screen readers), or null when KaTeX can't read it. */
export function renderTex(tex: string): string | null {
  try {
    return katex.renderToString(tex, { throwOnError: true, output: 'htmlAndMathml' });
  } catch {
    return null;
  }
}

/**
 * Typesets the math of server-sanitized HTML: every inline `\(…\)` and every editor formula
 * (`<span data-type="inline-math" data-latex="…">`, which stays an LTR isolated span). A formula KaTeX can't
 * read stays as written.
 */
export function typesetMath(html: string): string {
  const inline = html.replace(INLINE_MATH, (whole, tex: string) => {
    // The TeX comes out of HTML text: its entities (&lt; &amp;) are decoded before KaTeX reads it.
    const source = new DOMParser().parseFromString(tex, 'text/html').documentElement.textContent ?? tex;
    return renderTex(source) ?? whole;
  });
  if (!inline.includes('data-latex=')) return inline;
  const doc = new DOMParser().parseFromString(inline, 'text/html');
  for (const span of doc.body.querySelectorAll<HTMLElement>('span[data-latex]')) {
    const rendered = renderTex(span.dataset.latex ?? '');
    if (rendered) span.innerHTML = rendered;
  }
  return doc.body.innerHTML;
}
