import { parse } from 'csv-parse/sync';
import { CSV_BOM, csvCellText, csvRows } from '../../lib/csv.js';
import type { TransferQuestion, TransferReport } from './transfer.js';
import { readRows, rowsOf } from './spreadsheet-columns.js';

/** Refuses bytes that aren't UTF-8 rather than guessing: a Windows-1256 file would otherwise import as mojibake. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** A CSV of questions (UTF-8, with or without a byte-order mark), read with the spreadsheet columns. */
export function readCsv(file: Buffer): TransferReport {
  let text: string;
  try {
    text = utf8.decode(file);
  } catch {
    return { questions: [], problems: [{ at: { row: 1 }, message_key: 'import.not_utf8', skipped: false }] };
  }
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { questions: [], problems: [{ at: { row: line }, message_key: 'import.syntax_error', skipped: false }] };
  }
  const [header = [], ...rows] = records;
  return readRows(
    header,
    // Cells our own export neutralised (`'=…`) read back as the text they were.
    rows.map((values, i) => ({ row: i + 2, values: values.map(csvCellText) })),
  );
}

/** Questions as CSV with a byte-order mark, so spreadsheet programs read the Arabic as UTF-8. */
export function writeCsv(questions: readonly TransferQuestion[]): string {
  const { header, rows } = rowsOf(questions);
  return `${CSV_BOM}${csvRows([header, ...rows])}`;
}
