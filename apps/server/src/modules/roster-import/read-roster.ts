import { parse } from 'csv-parse/sync';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import { ROSTER_MAX_ROWS, type RosterColumn } from '@mizan/contract/admin/users';
import { openPackage } from '../question-import/bounded-zip.js';
import { cellText } from '../question-import/xlsx.js';

/** One data row as the file gives it, cells trimmed; `row` as the spreadsheet numbers it (the header is 1). */
export type RosterRow = { row: number } & Record<RosterColumn, string>;

/** Why a whole file is refused (each an `admin-errors:roster.<key>` message). */
export type RosterFileProblem = 'not_utf8' | 'unreadable' | 'missing_columns' | 'empty' | 'too_many_rows';

export type RosterRead = { rows: RosterRow[] } | { problem: RosterFileProblem };

/** Header spellings, compared after Arabic search folding (hamza, ta marbuta, case, spaces). */
const HEADERS: Record<RosterColumn, string[]> = {
  name: ['name', 'full name', 'fullname', 'student name', 'الاسم', 'الاسم الكامل', 'اسم الطالب'],
  email: ['email', 'e-mail', 'email address', 'البريد الإلكتروني', 'البريد', 'الإيميل'],
  phone: ['phone', 'mobile', 'phone number', 'الجوال', 'رقم الجوال', 'الهاتف'],
  class: ['class', 'group', 'class code', 'الفصل', 'الصف', 'الشعبة'],
};
const fold = (header: string) => normalizeForSearch(header.replace(/^\uFEFF/, '').replace(/[_*:]/g, ' '));
const COLUMN_OF = new Map(Object.entries(HEADERS).flatMap(([column, names]) => names.map((n) => [fold(n), column as RosterColumn])));

/** Which cell holds which column; the first of a repeated header wins. */
export function columnsOf(header: readonly string[]): Partial<Record<RosterColumn, number>> {
  const columns: Partial<Record<RosterColumn, number>> = {};
  header.forEach((cell, index) => {
    const column = COLUMN_OF.get(fold(cell));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}

/** The data rows under a header, blank lines left out; refused whole without name and email, or beyond the limit. */
export function rowsUnder(records: readonly string[][]): RosterRead {
  const [header = [], ...data] = records;
  const columns = columnsOf(header);
  if (columns.name === undefined || columns.email === undefined) return { problem: 'missing_columns' };
  const cell = (values: readonly string[], column: RosterColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (values[index] ?? '').trim();
  };
  const rows: RosterRow[] = [];
  data.forEach((values, i) => {
    if (values.every((value) => value.trim() === '')) return;
    rows.push({
      row: i + 2,
      name: cell(values, 'name'),
      email: cell(values, 'email'),
      phone: cell(values, 'phone'),
      class: cell(values, 'class'),
    });
  });
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > ROSTER_MAX_ROWS) return { problem: 'too_many_rows' };
  return { rows };
}

/** Refuses bytes that aren't UTF-8 rather than guessing: a Windows-1256 file would otherwise import as mojibake. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The delimiter the header line uses: Excel in Arabic and European locales saves CSV with semicolons. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export function readRosterCsv(file: Buffer): RosterRead {
  let text: string;
  try {
    text = utf8.decode(file); // drops a byte-order mark
  } catch {
    return { problem: 'not_utf8' };
  }
  try {
    return rowsUnder(parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false }) as string[][]);
  } catch {
    return { problem: 'unreadable' };
  }
}

export async function readRosterXlsx(file: Buffer): Promise<RosterRead> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  try {
    // Inflated within the package budget first, so a zip bomb is refused before exceljs expands it in memory.
    const pkg = await openPackage(file);
    for (const path of pkg.paths()) await pkg.text(path);
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { problem: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { problem: 'empty' };
  // Checked before reading cells: the count includes blank rows, so only a sheet far past the limit stops here.
  if (sheet.rowCount > ROSTER_MAX_ROWS * 2) return { problem: 'too_many_rows' };
  const width = sheet.columnCount;
  const records: string[][] = [];
  for (let n = 1; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    records.push(Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value)));
  }
  return rowsUnder(records);
}

/** By content, not by name: an XLSX is a zip package, anything else is read as CSV text. */
export const readRoster = (file: Buffer): Promise<RosterRead> | RosterRead =>
  file.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) ? readRosterXlsx(file) : readRosterCsv(file);
