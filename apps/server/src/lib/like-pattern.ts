/** A user's search text as a LIKE pattern that matches it anywhere: `%` and `_` in it are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
