import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { CSV_BOM, csvRows, type Cell } from './csv.js';

export type { Cell };

export interface Table {
  /** File name without its extension ("coupons", "quiz-3-v2-statistics"). */
  name: string;
  /** The header row: the API's field names, so a sheet can be read back by scripts. */
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Arabic sheets open right to left in Excel. */
  rtl?: boolean;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A table too large to hold: its rows arrive a page at a time (the producer reads the next page only when the
 * previous one has been written out).
 */
export type TableStream = Omit<Table, 'rows'> & {
  pages: AsyncIterable<readonly (readonly Cell[])[]>;
  /** Small sheets written after the streamed one in XLSX (a legend); a CSV has room for the first sheet only. */
  sheets?: readonly Table[];
};

/** A CSV with a byte-order mark; formula-like cells are neutralised (XLSX cells are typed, so never run). */
export function tableCsv(table: Table): string {
  return `${CSV_BOM}${csvRows([table.header, ...table.rows])}`;
}

/** The streamed twin of tableCsv: Readable.from pulls the next page only when the reader wants more. */
export function tableCsvStream(table: TableStream): Readable {
  return Readable.from(
    (async function* () {
      yield `${CSV_BOM}${csvRows([table.header])}`;
      for await (const page of table.pages) yield csvRows(page);
    })(),
  );
}

/**
 * The streamed twin of tableXlsx, through exceljs's WorkbookWriter: each page's rows are committed (written to
 * the zip and forgotten) and the next page waits until the output has drained.
 */
export function tableXlsxStream(table: TableStream): Readable {
  const output = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: table.rtl ?? false }],
    });
    const header = sheet.addRow([...table.header]);
    header.font = { bold: true };
    header.commit();
    for await (const page of table.pages) {
      // The client went away: leaving the loop ends the page reader too.
      if (output.destroyed) return;
      for (const row of page) sheet.addRow(row.map((cell) => (cell == null ? null : cell))).commit();
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    sheet.commit();
    for (const extra of table.sheets ?? []) {
      const more = workbook.addWorksheet(extra.name.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1, rightToLeft: extra.rtl ?? false }],
      });
      const heading = more.addRow([...extra.header]);
      heading.font = { bold: true };
      heading.commit();
      for (const row of extra.rows) more.addRow(row.map((cell) => (cell == null ? null : cell))).commit();
      more.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** An .xlsx workbook of one sheet: bold frozen header, numbers kept as numbers, columns sized to their text. */
export async function tableXlsx(table: Table): Promise<Buffer> {
  // Loaded on first use: exceljs takes most of a second to import, which every start and test would pay.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: table.rtl ?? false }],
  });
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => (cell == null ? null : cell)));
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(table.header[index]?.length ?? 0, ...table.rows.slice(0, 500).map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(8, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const attachment = (name: string, ext: string) => `attachment; filename="${name}.${ext}"`;

/** Sends the table as a download in the asked format. */
export async function sendTable(reply: FastifyReply, table: Table, format: ExportFormat) {
  if (format === 'xlsx')
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment(table.name, 'xlsx'))
      .send(await tableXlsx(table));
  return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(table.name, 'csv')).send(tableCsv(table));
}

/** Sends a streamed table as a download in the asked format. */
export function sendTableStream(reply: FastifyReply, table: TableStream, format: ExportFormat) {
  if (format === 'xlsx')
    return reply.type(XLSX_TYPE).header('content-disposition', attachment(table.name, 'xlsx')).send(tableXlsxStream(table));
  return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(table.name, 'csv')).send(tableCsvStream(table));
}
