import { stringify } from 'csv-stringify/sync';

export type Cell = string | number | boolean | null | undefined;

/**
 * A text a spreadsheet program would run as a formula (OWASP's list: = + - @ tab CR), also behind apostrophes,
 * so that neutralising stays reversible: a text that already starts with `'=` gains one more apostrophe.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
/** A plain decimal number ("-3", "-0.5") runs nothing and stays a number in the sheet. */
const NUMERAL = /^-?\d+(?:\.\d+)?$/;

/** The cell as written: a formula-like text gets a leading `'`; numbers, booleans and numerals stay as they are. */
export function csvCell(cell: Cell): string | number | boolean {
  if (cell == null) return '';
  if (typeof cell !== 'string' || NUMERAL.test(cell) || !FORMULA.test(cell)) return cell;
  return `'${cell}`;
}

/** The reverse of csvCell for a text read from a CSV written by it (the question import). */
export const csvCellText = (text: string) => (NEUTRALISED.test(text) ? text.slice(1) : text);

/** csv-stringify writes false as an empty cell, indistinguishable from "not known": spell booleans out. */
const OPTIONS = { cast: { boolean: (value: boolean) => String(value) } };

/** Rows as CSV text, every cell through csvCell: the one writer of every CSV the server sends. */
export const csvRows = (rows: readonly (readonly Cell[])[]) =>
  stringify(
    rows.map((row) => row.map(csvCell)),
    OPTIONS,
  );

/** A byte-order mark first: spreadsheet programs then read the Arabic texts as UTF-8. */
export const CSV_BOM = '\uFEFF';
