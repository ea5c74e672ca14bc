import { isCidr } from '@mizan/contract/admin/exam-access';

/** One entry per line (commas and spaces also separate), blank lines ignored. */
export const linesOf = (text: string) =>
  text
    .split(/[\n,\s]+/)
    .map((l) => l.trim())
    .filter(Boolean);

const SEB_KEY = /^[0-9a-f]{64}$/i;

/** The 1-based positions of the entries that are not ranges (or not SEB keys): the form names them. */
export const badRanges = (text: string) => linesOf(text).flatMap((l, i) => (isCidr(l) ? [] : [{ n: i + 1, entry: l }]));
export const badKeys = (text: string) => linesOf(text).flatMap((l, i) => (SEB_KEY.test(l) ? [] : [{ n: i + 1, entry: l }]));
