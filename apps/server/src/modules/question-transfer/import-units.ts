import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { ImportFormat } from '@mizan/contract/admin/question-transfer';
import { AppError } from '../../lib/app-error.js';
import { csvCellText } from '../../lib/csv.js';
import type { ImportMessageKey } from '../question-import/model.js';
import { readRows } from '../question-import/spreadsheet-columns.js';
import type { TransferPosition, TransferProblem, TransferQuestion, TransferReport } from '../question-import/transfer.js';
import { cellText, QUESTIONS_SHEET } from '../question-import/xlsx.js';
import { READERS } from './readers.js';

/**
 * One item of a file as a background import reads it: a spreadsheet row, or a question (or unreadable block) of
 * the other formats, with what it yields. Items come in file order, so "the first N are done" is a place to resume.
 */
export interface ImportUnit {
  at: TransferPosition;
  question?: TransferQuestion;
  problems: TransferProblem[];
}

const refusal = (at: TransferPosition, message_key: ImportMessageKey): ImportUnit => ({
  at,
  problems: [{ at, message_key, skipped: false }],
});

/** One row's unit: the spreadsheet reader applied to the header and that row alone. */
function rowUnit(header: readonly string[], row: number, values: readonly string[]): ImportUnit {
  const read = readRows(header, [{ row, values }]);
  return { at: { row }, ...(read.questions[0] ? { question: read.questions[0] } : {}), problems: read.problems };
}

/** The header lacks a required column: one unit refusing the whole sheet, as the synchronous reader does. */
const headerRefusal = (header: readonly string[]): ImportUnit | null => {
  const read = readRows(header, []);
  return read.problems.length ? { at: { row: 1 }, problems: read.problems } : null;
};

/** CSV through csv-parse's streaming parser, decoded as strict UTF-8 chunk by chunk: memory stays one record deep. */
async function* csvUnits(file: Readable): AsyncGenerator<ImportUnit> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let decodingFailed = false;
  async function* text() {
    try {
      for await (const chunk of file) yield decoder.decode(chunk as Buffer, { stream: true });
      yield decoder.decode();
    } catch (error) {
      decodingFailed = error instanceof TypeError;
      throw error;
    }
  }
  const parser = parse({ relax_column_count: true, skip_empty_lines: false });
  const feeding = pipeline(Readable.from(text()), parser);
  // Its failure surfaces through the parser being iterated below.
  feeding.catch(() => undefined);
  let header: string[] | null = null;
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (header === null) {
        header = record;
        const refused = headerRefusal(header);
        if (refused) return yield refused;
        continue;
      }
      row++;
      // Cells our own export neutralised (`'=…`) read back as the text they were.
      yield rowUnit(header, row, record.map(csvCellText));
    }
  } catch (error) {
    if (decodingFailed) return yield refusal({ row: row + 1 }, 'import.not_utf8');
    const line = (error as { lines?: number }).lines;
    if (line === undefined) throw error;
    yield refusal({ row: line }, 'import.syntax_error');
  } finally {
    file.destroy();
  }
}

/**
 * XLSX through exceljs's streaming reader: the sheet named `questions`, else the first (a second pass, as the
 * workbook's sheets arrive in order and the first is only known not to be followed by one named `questions` at
 * the end). Shared strings are cached by exceljs, as a workbook's cells refer to them by number.
 */
async function* xlsxUnits(open: () => Promise<Readable>): AsyncGenerator<ImportUnit> {
  const ExcelJS = (await import('exceljs')).default;
  const sheetRows = async function* (
    pick: (name: string, index: number) => boolean,
  ): AsyncGenerator<{ row: number; values: string[] }, boolean> {
    const file = await open();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    let index = 0;
    try {
      for await (const sheet of reader) {
        const { name } = sheet as unknown as { name: string };
        if (!pick(name, index++)) continue;
        for await (const row of sheet) {
          // exceljs gives the cells 1-based and sparse.
          const values = (row.values as unknown[]).slice(1);
          yield { row: row.number, values: Array.from({ length: values.length }, (_, i) => cellText(values[i] as never)) };
        }
        return true;
      }
      return false;
    } finally {
      file.destroy();
    }
  };
  const fromSheet = async function* (pick: (name: string, index: number) => boolean): AsyncGenerator<ImportUnit, boolean> {
    let header: string[] | null = null;
    const rows = sheetRows(pick);
    let next = await rows.next();
    for (; !next.done; next = await rows.next()) {
      const { row, values } = next.value;
      if (header === null) {
        header = values;
        const refused = headerRefusal(header);
        if (refused) {
          await rows.return(true);
          yield refused;
          return true;
        }
        continue;
      }
      yield rowUnit(header, row, values);
    }
    if (!next.value) return false;
    if (header === null) yield refusal({ row: 1 }, 'import.missing_column');
    return true;
  };
  try {
    const found = yield* fromSheet((name) => name === QUESTIONS_SHEET);
    if (!found && !(yield* fromSheet((_, index) => index === 0))) yield refusal({ row: 1 }, 'import.missing_column');
  } catch {
    // Not a workbook (or a broken one): the rows read so far stand, the rest is refused at the next row.
    yield refusal({ row: 1 }, 'import.unreadable_file');
  }
}

const place = (at: TransferPosition) => ('line' in at ? at.line : 'row' in at ? at.row : 0);

/**
 * The other formats (GIFT, Moodle XML, Aiken, QTI) are read whole by their readers, within the upload's size
 * limit (GIFT refuses an overlong question before its parser sees it), then handed out question by question.
 */
async function* wholeFileUnits(format: ImportFormat, file: Readable): AsyncGenerator<ImportUnit> {
  let report: TransferReport;
  try {
    report = await READERS[format](await buffer(file));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The readers refuse a file that isn't UTF-8 or is empty: the same words, as the one problem of the run.
    return yield refusal({ line: 1 }, error.messageKey.replace(/^admin-errors:/, '') as ImportMessageKey);
  }
  const units: ImportUnit[] = [
    ...report.questions.map((question) => ({ at: question.at, question, problems: [] })),
    ...report.problems.map((problem) => ({ at: problem.at, problems: [problem] })),
  ];
  // QTI items have no line: they keep the package's order.
  yield* units.sort((a, b) => place(a.at) - place(b.at));
}

/** The file's units in order; `open` gives a fresh stream of the stored upload each time it is called. */
export async function* readUnits(format: ImportFormat, open: () => Promise<Readable>): AsyncGenerator<ImportUnit> {
  if (format === 'csv') yield* csvUnits(await open());
  else if (format === 'xlsx') yield* xlsxUnits(open);
  else yield* wholeFileUnits(format, await open());
}
