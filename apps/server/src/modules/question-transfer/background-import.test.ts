import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundImport } from '@mizan/contract/admin/question-transfer';
import { auditLog } from '../../db/schema/audit.js';
import { jobs } from '../../db/schema/jobs.js';
import { questionImports } from '../../db/schema/question-imports.js';
import { questionCategories, questions } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { GIFT_QUESTION_MAX_CHARS } from '../question-import/gift.js';
import { IMPORT_BATCH } from './background-import.js';

const HEADER = 'type,text_ar,option_1_ar,option_2_ar,correct';

/** `rows` questions; every 700th row (from row 2) has a `correct` cell that names no option, and is reported. */
function csvOf(rows: number): { file: Buffer; bad: number[] } {
  const bad: number[] = [];
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const row = i + 2;
    if (row % 700 === 0) {
      bad.push(row);
      lines.push(`true_false,سؤال ${row},,,ربما`);
    } else lines.push(`single_choice,"سؤال رقم ${row}، اختر",نعم,لا,1`);
  }
  return { file: Buffer.from(lines.join('\n')), bad };
}

// Thousands of questions stored one by one through the bank (as the editor stores them) take a while on PGlite.
describe('background question imports (admin/questions/imports/)', { timeout: 90_000 }, () => {
  let t: TestApp;
  let staff: TestUser;
  let otherStaff: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    // The tests run the job queue themselves, step by step: the app's poller would race them for the jobs.
    await t.app.jobs.close();
    staff = await createTestUser(t.app, { role: 'staff' });
    otherStaff = await createTestUser(t.app, { role: 'staff' });
    admin = await createTestUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const start = (file: Buffer, fields: Record<string, string>, user: TestUser = staff, filename = 'questions.csv') => {
    const form = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename, type: 'application/octet-stream', data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/questions/imports/',
      headers: { ...user.headers, ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
  };
  const status = (id: string, user: TestUser = staff) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/questions/imports/${id}/`, headers: { ...user.headers, 'accept-language': 'en' } });
  const cancel = (id: string, user: TestUser = staff) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/questions/imports/${id}/cancel/`, headers: user.headers });
  const report = async (id: string) => (await status(id)).json() as BackgroundImport;
  const newCategory = async (name: string) => (await t.app.db.insert(questionCategories).values({ nameAr: name }).returning())[0]!.id;
  const questionsIn = async (category: number) =>
    (await t.app.db.select({ n: count() }).from(questions).where(eq(questions.categoryId, category)))[0]!.n;
  /**
   * PGlite and app.inject answer on promises alone: a loop of progress reads would never let the event loop reach
   * the file reads the import waits on.
   */
  const letFilesBeRead = () => new Promise((resolve) => setTimeout(resolve, 10));
  /** Runs due jobs until none is left: each run is one slice of an import (or all of a small one). */
  const drain = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };

  it('imports a CSV of 3,000 rows in batches, with progress visible on the way and every bad row named', async () => {
    const category = await newCategory('استيراد في الخلفية');
    const { file, bad } = csvOf(3000);
    const res = await start(file, { format: 'csv', category: String(category), dry_run: 'false' });
    expect(res.statusCode, res.body).toBe(202);
    const { id, status: queued } = res.json() as { id: string; status: string };
    expect(queued).toBe('queued');
    expect(await report(id)).toMatchObject({ status: 'queued', rows_read: 0, created: 0, started_at: null });

    // Reading the progress between the batches of a run: each batch commits the questions and the counts together.
    const seen: BackgroundImport[] = [];
    const running = drain();
    let finished = false;
    void running.finally(() => (finished = true));
    while (!finished) {
      seen.push(await report(id));
      await letFilesBeRead();
    }
    await running;
    // Between the last batch and the end of the run, a read may see every row read and the run not yet done.
    const midway = seen.filter((r) => r.status === 'running' && r.rows_read > 0 && r.rows_read < 3000);
    expect(midway.length).toBeGreaterThan(0);
    for (const r of midway) {
      expect(r.rows_read % IMPORT_BATCH).toBe(0);
      expect(await questionsIn(category)).toBeGreaterThanOrEqual(r.created);
    }

    const done = await report(id);
    expect(done).toMatchObject({
      status: 'done',
      rows_read: 3000,
      created: 3000 - bad.length,
      skipped: bad.length,
      errors_total: bad.length,
    });
    expect(done.errors).toEqual(bad.map((row) => ({ row, message: expect.stringContaining('correct') })));
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
    expect(await questionsIn(category)).toBe(3000 - bad.length);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action)).toEqual(['import']);
    expect(await t.app.db.select().from(jobs)).toEqual([]);
  });

  it('reads an XLSX row by row with the streaming reader', async () => {
    const category = await newCategory('xlsx في الخلفية');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('instructions').addRow(['read me']);
    const sheet = workbook.addWorksheet('questions');
    sheet.addRow(HEADER.split(','));
    for (let i = 0; i < 600; i++) sheet.addRow(['single_choice', `سؤال ${i}`, 'نعم', 'لا', i === 10 ? 'x' : '1']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await start(file, { format: 'xlsx', category: String(category) }, staff, 'questions.xlsx');
    expect(res.statusCode, res.body).toBe(202);
    await drain();
    const done = await report(res.json().id);
    expect(done).toMatchObject({
      status: 'done',
      rows_read: 600,
      created: 599,
      skipped: 1,
      errors: [{ row: 12, message: expect.any(String) }],
    });

    // Without a sheet named `questions`, the first sheet is read.
    const plain = new ExcelJS.Workbook();
    const first = plain.addWorksheet('Sheet1');
    first.addRow(HEADER.split(','));
    first.addRow(['true_false', 'الأرض كروية', '', '', 'صح']);
    plain.addWorksheet('notes').addRow(['type', 'text_ar']);
    const second = await start(Buffer.from(await plain.xlsx.writeBuffer()), { format: 'xlsx' }, staff, 'plain.xlsx');
    await drain();
    expect(await report(second.json().id)).toMatchObject({ status: 'done', rows_read: 1, created: 1 });
  });

  it('a cancel stops the run at the next batch and keeps the batches already stored', async () => {
    const category = await newCategory('استيراد ملغى');
    const res = await start(csvOf(3000).file, { format: 'csv', category: String(category) });
    const { id } = res.json() as { id: string };
    const running = drain();
    let finished = false;
    void running.finally(() => (finished = true));
    while (!finished && (await report(id)).rows_read === 0) await letFilesBeRead();
    const cancelled = await cancel(id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await running;

    const end = await report(id);
    expect(end.status).toBe('cancelled');
    expect(end.rows_read).toBeGreaterThan(0);
    expect(end.rows_read).toBeLessThan(3000);
    expect(end.created).toBe(await questionsIn(category));
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)).map((a) => a.action)).toEqual([
      'import',
      'cancel',
    ]);
    // Cancelling again changes nothing; a finished import can't be cancelled.
    expect((await cancel(id)).json()).toMatchObject({ status: 'cancelled', created: end.created });
  });

  it('a queued import is cancelled at once and never runs', async () => {
    const { id } = (await start(csvOf(10).file, { format: 'csv' })).json() as { id: string };
    expect((await cancel(id)).json()).toMatchObject({ status: 'cancelled', created: 0, rows_read: 0 });
    await drain();
    expect(await report(id)).toMatchObject({ status: 'cancelled', created: 0 });
  });

  it('only the operator who started it, or an admin, sees or cancels it', async () => {
    const started = await start(csvOf(5).file, { format: 'csv' });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as { id: string };
    expect((await status(id, otherStaff)).statusCode).toBe(404);
    expect((await cancel(id, otherStaff)).statusCode).toBe(404);
    expect((await status(id, admin)).statusCode).toBe(200);
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await status('not-a-uuid')).statusCode).toBe(400);
    const student = await createTestUser(t.app, { role: 'student' });
    expect((await status(id, student)).statusCode).toBe(403);
    await drain();
    expect((await cancel(id)).statusCode).toBe(409);
  });

  it('a real run of a file over the synchronous limit is sent to the background route; its dry run still answers', async () => {
    const { file } = csvOf(40_000);
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = (dryRun: string) =>
      multipart([
        { name: 'format', value: 'csv' },
        { name: 'dry_run', value: dryRun },
        { name: 'file', filename: 'big.csv', type: 'text/csv', data: file },
      ]);
    const sync = (dryRun: string) => {
      const body = form(dryRun);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/questions/import/',
        headers: { ...staff.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await sync('false');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      error_code: 'use_background_import',
      detail: expect.stringContaining('admin/questions/imports/'),
    });
    expect((await sync('true')).statusCode).toBe(200);
  });

  it('bodies are strict: an unknown field, a dry run, no file, an unknown category are 400s', async () => {
    const file = csvOf(3).file;
    const unknown = await start(file, { format: 'csv', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('colour');
    expect((await start(file, { format: 'csv', dry_run: 'true' })).json()).toHaveProperty('dry_run');
    expect((await start(file, { format: 'docx' })).json()).toHaveProperty('format');
    expect((await start(file, { format: 'csv', category: '999999' })).json()).toHaveProperty('category');
    const noFile = multipart([{ name: 'format', value: 'csv' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/questions/imports/',
      headers: { ...staff.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('a run that dies mid-way is resumed after the last committed batch; one that keeps dying fails cleanly', async () => {
    const category = await newCategory('استيراد مستأنف');
    const { id } = (await start(csvOf(1200).file, { format: 'csv', category: String(category) })).json() as { id: string };
    // As a process that died after committing its first batch leaves it: running, its lease run out.
    await t.app.db
      .update(questionImports)
      .set({ status: 'running', rowsRead: IMPORT_BATCH, leaseToken: crypto.randomUUID(), leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(questionImports.id, id));
    await drain();
    expect(await report(id)).toMatchObject({ status: 'done', rows_read: 1200, created: 1200 - IMPORT_BATCH - 1 });

    const again = (await start(csvOf(10).file, { format: 'csv' })).json() as { id: string };
    // Its job claimed three times already, by processes that never finished it.
    await t.app.db.update(jobs).set({ attempts: 3 });
    await drain();
    const failed = await report(again.id);
    expect(failed).toMatchObject({ status: 'failed', created: 0, failure: expect.stringContaining('interrupted') });
  });

  it('a GIFT question of 10 MB on one line is refused by its line, and the rest of the file imported', async () => {
    const category = await newCategory('GIFT طويل');
    const long = `::long:: ${'ا'.repeat(10_000_000)} {=نعم ~لا}`;
    const file = Buffer.from(`::q1:: سؤال أول {=نعم ~لا}\n\n${long}\n\n::q3:: سؤال ثالث {T}\n`);
    const { id } = (await start(file, { format: 'gift', category: String(category) }, staff, 'long.gift.txt')).json() as { id: string };
    await drain();
    const done = await report(id);
    expect(done).toMatchObject({ status: 'done', created: 2, skipped: 1, errors_total: 1 });
    expect(done.errors).toEqual([{ line: 3, message: expect.stringContaining(GIFT_QUESTION_MAX_CHARS.toLocaleString('en')) }]);
  });

  it('a file with no readable question fails with its problems listed', async () => {
    const { id } = (await start(Buffer.from('text_en,correct\nHello,1\n'), { format: 'csv' })).json() as { id: string };
    await drain();
    expect(await report(id)).toMatchObject({
      status: 'failed',
      created: 0,
      errors: [{ row: 1, message: expect.stringContaining('type, text_ar') }],
      failure: expect.any(String),
    });
  });
});
