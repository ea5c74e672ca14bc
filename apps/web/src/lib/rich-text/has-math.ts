/** Whether operator text holds math (inline TeX `\(…\)` or an editor formula), so KaTeX is worth loading. */
export const hasMath = (html: string) => /\\\(.+?\\\)|data-latex=/s.test(html);
