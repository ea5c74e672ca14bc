import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { readCsv } from './csv.js';
import { readXlsx } from './xlsx.js';

const TYPES = ['single_choice', 'single_choice', 'multiple_response', 'true_false', 'ordering', 'matching', 'numeric', 'short_text'];

describe('the import template', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  it('gives an XLSX whose example rows import as they are, one per type, with instructions in ar and en', async () => {
    const res = await api('GET', `${apiPaths.admin.questionsImportTemplate}?format=xlsx`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('questions-template.xlsx');
    const report = await readXlsx(res.rawPayload);
    expect(report.problems).toEqual([]);
    expect(report.questions.map((q) => q.question.type)).toEqual(TYPES);
    expect(report.questions[1]!.question.options![0]!.points).toEqual({ R: 2 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const instructions = workbook.getWorksheet('instructions')!;
    expect(instructions.getRow(1).values).toEqual([undefined, 'column', 'الشرح', 'Explanation']);
    expect(String(instructions.getRow(5).getCell(2).value)).toContain('1=0.5');

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`entity = 'question_import_template'`);
    expect(audit).toMatchObject({ actorId: staff.id, action: 'download' });
  });

  it('gives a CSV with a BOM that imports the same questions', async () => {
    const res = await api('GET', `${apiPaths.admin.questionsImportTemplate}?format=csv`, staff);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFtype,text_ar,text_en,option_1_ar')).toBe(true);
    expect(readCsv(res.rawPayload).questions.map((q) => q.question.type)).toEqual(TYPES);
  });

  it('refuses students and an unknown format', async () => {
    const student = await createTestUser(t.app);
    expect((await api('GET', apiPaths.admin.questionsImportTemplate, student)).statusCode).toBe(403);
    expect((await api('GET', `${apiPaths.admin.questionsImportTemplate}?format=ods`, staff)).statusCode).toBe(400);
  });
});
