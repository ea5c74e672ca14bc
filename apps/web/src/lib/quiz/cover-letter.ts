/**
 * The letter a generated cover shows: the title's first letter, after the Arabic definite article «ال»,
 * which starts most Arabic titles and would otherwise give every cover the same lone «ا».
 */
export function coverLetter(title: string): string {
  const text = title.trim();
  const word = text.startsWith('ال') && text.length > 2 && !/\s/.test(text.charAt(2)) ? text.slice(2) : text;
  return word.charAt(0);
}
