import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkRows, type ClassRef } from './check-rows.js';
import { columnsOf, readRoster, readRosterCsv } from './read-roster.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('roster headers and rows', () => {
  it('finds columns by their Arabic or English header, however hamza, case and spaces are written', () => {
    expect(columnsOf(['الاسم', 'البريد الالكتروني', 'الجوال', 'الفصل'])).toEqual({ name: 0, email: 1, phone: 2, class: 3 });
    expect(columnsOf(['\uFEFFEmail', ' Full  Name ', 'Notes', 'CLASS'])).toEqual({ email: 0, name: 1, class: 3 });
    expect(columnsOf(['E-mail *', 'name', 'name'])).toEqual({ email: 0, name: 1 });
  });

  it('reads UTF-8 with a byte-order mark, semicolons, quotes and blank lines, numbering rows as a spreadsheet does', () => {
    const read = readRosterCsv(
      csv('\uFEFFالاسم;البريد الإلكتروني;الفصل\r\nسارة أحمد;SARA@example.com;10-B\r\n\r\n"علي; محمد";ali@example.com;\r\n'),
    );
    expect(read).toEqual({
      rows: [
        { row: 2, name: 'سارة أحمد', email: 'SARA@example.com', phone: '', class: '10-B' },
        { row: 4, name: 'علي; محمد', email: 'ali@example.com', phone: '', class: '' },
      ],
    });
    expect(readRosterCsv(csv('name,email\nA B,a@example.com'))).toEqual({
      rows: [{ row: 2, name: 'A B', email: 'a@example.com', phone: '', class: '' }],
    });
  });

  it('refuses a whole file without name and email columns, without rows, over the limit, or not UTF-8', () => {
    expect(readRosterCsv(csv('name,phone\nA B,0501234567'))).toEqual({ problem: 'missing_columns' });
    expect(readRosterCsv(csv('name,email\n\n'))).toEqual({ problem: 'empty' });
    const many = ['name,email', ...Array.from({ length: 5001 }, (_, i) => `Student,s${i}@example.com`)].join('\n');
    expect(readRosterCsv(csv(many))).toEqual({ problem: 'too_many_rows' });
    expect(readRosterCsv(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x2c, 0xe3, 0xd3, 0x0a]))).toEqual({ problem: 'not_utf8' });
  });

  it('reads the first sheet of an XLSX, told apart from CSV by its content', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('طلاب');
    sheet.addRow(['Name', 'Email', 'Phone']);
    sheet.addRow(['Huda Saleh', 'huda@example.com', '0501234567']);
    const read = await readRoster(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read).toEqual({ rows: [{ row: 2, name: 'Huda Saleh', email: 'huda@example.com', phone: '0501234567', class: '' }] });
    expect(await readRoster(Buffer.from('PK\x03\x04 not a zip', 'latin1'))).toEqual({ problem: 'unreadable' });
  });
});

describe('checking roster rows', () => {
  const classes: ClassRef[] = [
    { id: 1, code: '10-B', nameAr: 'العاشر ب', nameEn: 'Tenth B' },
    { id: 2, code: null, nameAr: 'الفيزياء', nameEn: 'Physics' },
    { id: 3, code: null, nameAr: 'الفيزياء', nameEn: 'Physics 2' },
  ];
  const row = (n: number, values: Partial<Record<'name' | 'email' | 'phone' | 'class', string>>) => ({
    row: n,
    name: 'طالب تجريبي',
    email: `s${n}@example.com`,
    phone: '',
    class: '',
    ...values,
  });

  it('keeps good rows with normalised values and a class found by code or either name', () => {
    const { valid, problems } = checkRows(
      [
        row(2, { email: ' Mixed@Example.COM ', phone: '0501234567', class: '10-b' }),
        row(3, { class: 'العاشر  ب' }),
        row(4, { class: 'tenth b' }),
        row(5, { class: 'Physics 2' }),
      ],
      classes,
    );
    expect(problems).toEqual([]);
    expect(valid.map((r) => [r.row, r.email, r.groupId])).toEqual([
      [2, 'mixed@example.com', 1],
      [3, 's3@example.com', 1],
      [4, 's4@example.com', 1],
      [5, 's5@example.com', 3],
    ]);
    expect(valid[0]!.phone).toBe('+966501234567');
  });

  it('reports each problem with its row and column, and skips those rows', () => {
    const { valid, problems } = checkRows(
      [
        row(2, { email: 'one@example.com' }),
        row(3, { name: '', email: 'not-an-email' }),
        row(4, { email: 'ONE@example.com', phone: '12' }),
        row(5, { class: 'Chemistry' }),
        row(6, { class: 'الفيزياء' }),
        row(7, { name: 'R2-D2' }),
      ],
      classes,
    );
    expect(valid.map((r) => r.row)).toEqual([2]);
    expect(problems).toEqual([
      { row: 3, column: 'name', code: 'required' },
      { row: 3, column: 'email', code: 'invalid_email' },
      { row: 4, column: 'email', code: 'duplicate_email', params: { first: 2 } },
      { row: 4, column: 'phone', code: 'invalid_phone' },
      { row: 5, column: 'class', code: 'unknown_class', params: { class: 'Chemistry' } },
      { row: 6, column: 'class', code: 'ambiguous_class', params: { class: 'الفيزياء' } },
      { row: 7, column: 'name', code: 'invalid_name' },
    ]);
  });
});
