import ExcelJS from 'exceljs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import type { RosterImportResponse } from '@mizan/contract/admin/users';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { groupMembers, groups } from '../../db/schema/groups.js';
import { invitations } from '../../db/schema/invitations.js';
import { jobs } from '../../db/schema/jobs.js';
import { createAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';

describe('admin/users/import/', () => {
  let t: AccountsTestApp;
  let admin: TestUser;
  let classId: number;

  const upload = (file: Buffer | string, options: { dryRun?: boolean; user?: TestUser; lang?: 'ar' | 'en'; name?: string } = {}) => {
    const { payload, headers } = multipart([
      { name: 'dry_run', value: String(options.dryRun ?? false) },
      { name: 'file', filename: options.name ?? 'roster.csv', type: 'text/csv', data: Buffer.from(file) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${apiPaths.admin.usersImport}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${(options.user ?? admin).token}`, 'accept-language': options.lang ?? 'en' },
    });
  };
  const accounts = async (email: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
    )[0]!.n;
  const isMember = async (email: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(eq(groupMembers.groupId, classId), eq(users.email, email)))
    )[0]!.n;
  /** Runs the due jobs now (the app's own poller is stopped so the test decides when). */
  const runJobs = async () => {
    await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
    while ((await t.app.jobs.runDue()) > 0);
  };

  beforeAll(async () => {
    t = await createAccountsTestApp();
    await t.app.jobs.close();
    admin = await createTestUser(t.app, { role: 'admin' });
    const [row] = await t.app.db
      .insert(groups)
      .values({ nameAr: 'العاشر ب', nameEn: 'Tenth B', code: '10-B', joinCode: 'RSTRTEST' })
      .returning();
    classId = row!.id;
  });
  afterAll(() => t.close());

  it('reports the one bad row by row number and column, creates the rest with their class, audits and invites them', async () => {
    const [a, b, bad] = [uniqueEmail('roster-a'), uniqueEmail('roster-b'), uniqueEmail('roster-bad')];
    const file = `\uFEFFالاسم,البريد الإلكتروني,الجوال,الفصل\nسارة أحمد,${a},0501234567,10-B\nعلي محمد,${b.toUpperCase()},,\nنورة,${bad},12,\n`;
    const res = await upload(file, { name: 'الصف العاشر.csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dry_run: false,
      rows: 3,
      created: 2,
      added_to_class: 1,
      existing: 0,
      errors: [
        { row: 4, column: 'phone', code: 'invalid_phone', message: 'Row 4: enter a mobile number such as 05XXXXXXXX or +9665XXXXXXXX.' },
      ],
    } satisfies RosterImportResponse);
    expect(await accounts(a)).toBe(1);
    expect(await accounts(b)).toBe(1);
    expect(await accounts(bad)).toBe(0);
    expect(await isMember(a)).toBe(1);
    const [created] = await t.app.db.select().from(users).where(eq(users.email, a));
    expect(created).toMatchObject({
      role: 'student',
      passwordHash: null,
      isVerified: false,
      phone: '+966501234567',
      fullname: 'سارة أحمد',
    });

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'user')));
    expect(JSON.stringify(audit!.changes)).toContain('الصف العاشر.csv');

    // One durable mail job per created account, sent once even when the job runs twice.
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'invitation-mail'));
    expect(queued).toHaveLength(2);
    await t.app.db.insert(jobs).values({ kind: 'invitation-mail', payload: queued[0]!.payload });
    await runJobs();
    const mail = await t.mailbox.take(a);
    expect(mail.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('dir="ltr"'); // the admin's language (en) is the new account's
    await t.mailbox.take(b);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mailbox.pending(a)).toEqual([]);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, 'invitation-mail'))).toEqual([]);
  });

  it('a dry run writes and sends nothing but reports what the real run does', async () => {
    const emails = [uniqueEmail('dry-a'), uniqueEmail('dry-b')];
    const file = `name;email;class\nطالب أول;${emails[0]};Tenth B\nطالب ثان;${emails[1]};\n`;
    const [invitationsBefore] = await t.app.db.select({ n: count() }).from(invitations);
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ dry_run: true, rows: 2, created: 2, added_to_class: 1, existing: 0, errors: [] });
    expect(await accounts(emails[0]!)).toBe(0);
    expect((await t.app.db.select({ n: count() }).from(invitations))[0]).toEqual(invitationsBefore);
    expect(await t.app.db.select().from(jobs)).toEqual([]);
    expect((await upload(file)).json()).toEqual({ ...dry.json(), dry_run: false });
    expect(await accounts(emails[0]!)).toBe(1);
  });

  it('imports an XLSX file', async () => {
    const email = uniqueEmail('xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['Email', 'Name', 'Class']);
    sheet.addRow([email, 'Huda Saleh', '10-b']);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), { name: 'roster.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, created: 1, added_to_class: 1, errors: [] });
    expect(await isMember(email)).toBe(1);
  });

  it('adds an existing account to the class instead of creating it again, once', async () => {
    const existing = await createTestUser(t.app, { email: uniqueEmail('existing') });
    const file = `name,email,class\nاسم آخر,${existing.email.toUpperCase()},10-B\n`;
    const dry = await upload(file, { dryRun: true });
    expect(dry.json()).toMatchObject({ created: 0, existing: 1, added_to_class: 1 });
    expect((await upload(file)).json()).toMatchObject({ created: 0, existing: 1, added_to_class: 1, errors: [] });
    expect(await accounts(existing.email)).toBe(1);
    expect(await isMember(existing.email)).toBe(1);
    // Already a member: nothing more to add.
    expect((await upload(file)).json()).toMatchObject({ created: 0, existing: 1, added_to_class: 0 });
    expect(
      (
        await t.app.db
          .select({ n: count() })
          .from(invitations)
          .innerJoin(users, eq(users.id, invitations.userId))
          .where(eq(users.email, existing.email))
      )[0]!.n,
    ).toBe(0);
  });

  it('is for admins only: staff get 403', async () => {
    const staff = await createTestUser(t.app, { role: 'staff' });
    expect((await upload('name,email\nA B,ab@example.com\n', { user: staff })).statusCode).toBe(403);
  });

  it('refuses a file of more than 5,000 students, or without the columns, with a localized message', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `Student Name,many-${i}@example.com`);
    const res = await upload(['name,email', ...rows].join('\n'), { lang: 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['في الملف أكثر من ٥٬٠٠٠ طالب: قسّمه إلى ملفات أصغر.'], error_code: 'validation_error' });
    const columns = await upload('الاسم,الجوال\nسارة,0501234567\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().file[0]).toMatch(/name and email/);
  });

  it('creates 5,000 students in one request', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Student Name,bulk-${i}@example.com,10-B`);
    const mailJobs = async () => (await t.app.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'invitation-mail')))[0]!.n;
    const queuedBefore = await mailJobs();
    const res = await upload(['name,email,class', ...rows].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 5000, created: 5000, added_to_class: 5000, errors: [] });
    expect((await mailJobs()) - queuedBefore).toBe(5000);
  });
});
