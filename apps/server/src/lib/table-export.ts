import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@mizan/contract/admin/common';

export type Cell = string | number | boolean | null | undefined;

export interface Table {
  /** File name without its extension ("coupons", "quiz-3-v2-statistics"). */
  name: string;
  /** The header row: the API's field names, so a sheet can be read back by scripts. */
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Arabic sheets open right to left in Excel. */
  rtl?: boolean;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV with a byte-order mark: spreadsheet programs then read the Arabic texts as UTF-8. */
export function tableCsv(table: Table): string {
  return `\uFEFF${stringify([[...table.header], ...table.rows.map((row) => row.map((cell) => (cell == null ? '' : cell)))])}`;
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

/** Sends the table as a download in the asked format. */
export async function sendTable(reply: FastifyReply, table: Table, format: ExportFormat) {
  const attachment = (ext: string) => `attachment; filename="${table.name}.${ext}"`;
  if (format === 'xlsx')
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment('xlsx'))
      .send(await tableXlsx(table));
  return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('csv')).send(tableCsv(table));
}
