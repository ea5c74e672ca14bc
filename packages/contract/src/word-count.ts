/**
 * Words in an essay answer, as the player's counter and the marker see them. A word is a run of letters, digits
 * and combining marks: Arabic diacritics (harakat, shadda, superscript alef) and tatweel join a word, never split
 * it; spaces and punctuation separate words. Tags of the rich-text answer are not words.
 */
const WORD = /[\p{L}\p{N}\p{M}\u0640]+(?:['’][\p{L}\p{M}]+)*/gu;

export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return text.match(WORD)?.length ?? 0;
}
