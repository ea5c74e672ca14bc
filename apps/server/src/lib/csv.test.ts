import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText } from './csv.js';
import { tableCsv, tableCsvStream } from './table-export.js';

const HYPERLINK = '=HYPERLINK("http://x","y")';

describe('CSV cells (formula injection)', () => {
  it('puts an apostrophe before a text a spreadsheet would run, as OWASP recommends', () => {
    for (const text of [HYPERLINK, '+1+1', '-2+3+cmd|/C calc!A0', '@SUM(A1)', '\t=1', '\r=1', "'=1", "''+x"])
      expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves other texts, numbers, numerals and booleans as they are', () => {
    for (const cell of ['سؤال', 'a=b', " '=x", "'quoted'", -3, 0.5, '-3', '-0.25', true, false]) expect(csvCell(cell)).toBe(cell);
    expect(csvCell(null)).toBe('');
  });

  it('reads a neutralised text back to the original', () => {
    for (const text of [HYPERLINK, '-x', "'=1", "''@", 'plain', "'plain", '-3']) expect(csvCellText(String(csvCell(text)))).toBe(text);
  });

  it('neutralises every table export, whole or streamed', async () => {
    const table = { name: 't', header: ['text', 'score'], rows: [[HYPERLINK, -3]] };
    expect(tableCsv(table)).toBe(`\uFEFFtext,score\n"'=HYPERLINK(""http://x"",""y"")",-3\n`);
    const pages = (async function* () {
      yield table.rows;
    })();
    let streamed = '';
    for await (const chunk of tableCsvStream({ ...table, pages })) streamed += String(chunk);
    expect(streamed).toBe(tableCsv(table));
  });
});
