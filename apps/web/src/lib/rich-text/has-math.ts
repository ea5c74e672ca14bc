/** Whether operator text holds inline TeX (`\(…\)`), so KaTeX is worth loading. */
export const hasMath = (html: string) => /\\\(.+?\\\)/s.test(html);
