import type { CellValue, Workbook } from 'exceljs';
import { openPackage, PackageRefused } from './bounded-zip.js';
import type { TransferQuestion, TransferReport } from './transfer.js';
import { readRows, rowsOf } from './spreadsheet-columns.js';

export const QUESTIONS_SHEET = 'questions';

/** Loaded on first use: exceljs takes most of a second to import (see lib/table-export). */
const excel = async () => (await import('exceljs')).default;

/** What a cell shows as text: numbers and booleans as written, rich text joined, a formula by its result. */
export function cellText(value: CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The sheet named `questions`, else the first: the template puts its instructions on a sheet beside it. */
export async function readXlsx(file: Buffer, maxBytes?: number): Promise<TransferReport> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  try {
    // An XLSX is a zip: inflated once within the package budget first, so a zip bomb is refused before exceljs
    // (which trusts it) expands it in memory.
    const pkg = await openPackage(file, maxBytes);
    for (const path of pkg.paths()) await pkg.text(path);
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch (error) {
    const key = error instanceof PackageRefused ? error.key : 'import.unreadable_file';
    return { questions: [], problems: [{ at: { row: 1 }, message_key: key, skipped: false }] };
  }
  const sheet = workbook.getWorksheet(QUESTIONS_SHEET) ?? workbook.worksheets[0];
  if (!sheet)
    return { questions: [], problems: [{ at: { row: 1 }, message_key: 'import.missing_column', detail: 'type, text_ar', skipped: false }] };
  const width = sheet.columnCount;
  const valuesOf = (rowNumber: number) => Array.from({ length: width }, (_, i) => cellText(sheet.getRow(rowNumber).getCell(i + 1).value));
  const rows: { row: number; values: string[] }[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push({ row: n, values: valuesOf(n) });
  return readRows(valuesOf(1), rows);
}

/** Adds the questions sheet: every cell a string (a code like "007" stays one), bold frozen header. */
export function addQuestionsSheet(workbook: Workbook, questions: readonly TransferQuestion[], rtl: boolean): void {
  const { header, rows } = rowsOf(questions);
  const sheet = workbook.addWorksheet(QUESTIONS_SHEET, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 18));
}

export async function writeXlsx(questions: readonly TransferQuestion[], rtl = true): Promise<Buffer> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  addQuestionsSheet(workbook, questions, rtl);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
