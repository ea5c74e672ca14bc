import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { isCouponCode } from '@mizan/contract/coupons';
import { auditLog } from '../../db/schema/audit.js';
import { coupons } from '../../db/schema/payments.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

describe('admin/coupons', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let couponQuiz: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    couponQuiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }, 2))).id;
  });
  afterAll(() => t.close());

  const batch = (body: object) => api('POST', apiPaths.admin.couponsBatch, admin, body);

  it('creates a batch of 10,000 unique codes in one transaction, with one audit row', async () => {
    const res = await batch({ count: 10_000, discount_percent: 100, max_uses: 1 });
    expect(res.statusCode).toBe(201);
    const { codes, count, created_at } = res.json() as { codes: string[]; count: number; created_at: string };
    expect(count).toBe(10_000);
    expect(new Set(codes).size).toBe(10_000);
    expect(codes.every(isCouponCode)).toBe(true);
    const [stored] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons where created_at = ${created_at}`);
    expect(stored?.n).toBe(10_000);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.action, 'create_batch')));
    expect(audit).toHaveLength(1);

    const listed = await api('GET', `${apiPaths.admin.coupons}?created_at=${encodeURIComponent(created_at)}&limit=5`, admin);
    expect(listed.json()).toMatchObject({ count: 10_000 });
    const csv = await api('GET', `${apiPaths.admin.couponsExport}?created_at=${encodeURIComponent(created_at)}`, admin);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\n')).toHaveLength(10_001);

    const xlsx = await api(
      'GET',
      `${apiPaths.admin.couponsExport}?created_at=${encodeURIComponent(created_at)}&format=xlsx`,
      admin,
      undefined,
      'ar',
    );
    expect(xlsx.headers['content-disposition']).toContain('coupons.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(1).getCell(1).value).toBe('code');
    expect(codes).toContain(sheet.getRow(2).getCell(1).value);
    expect(sheet.getRow(2).getCell(4).value).toBe(100);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect((await api('GET', `${apiPaths.admin.couponsExport}?format=pdf`, admin)).statusCode).toBe(400);
  });

  it("writes a code's expiry in the CSV as the operator's day and time, not UTC's (#33 item 11)", async () => {
    // The end of 31 December in Riyadh, as the batch dialog sends it.
    const res = await batch({ count: 1, quiz: couponQuiz, discount_percent: 10, expires_at: '2099-12-31T23:59:59+03:00' });
    const created_at = encodeURIComponent(res.json().created_at as string);
    const csv = async (tz: string) =>
      (await api('GET', `${apiPaths.admin.couponsExport}?created_at=${created_at}${tz}`, admin)).body.trim().split('\n')[1];
    expect(await csv('')).toContain(',2099-12-31 23:59,');
    expect(await csv('&tz=Europe/London')).toContain(',2099-12-31 20:59,');
    expect((await api('GET', `${apiPaths.admin.couponsExport}?tz=Mars/Olympus`, admin)).json().tz).toBeDefined();
  });

  it('a batch code used at its limit by 20 parallel starts lets exactly max_uses through, and lists who used it', async () => {
    const res = await batch({ count: 1, quiz: couponQuiz, discount_percent: 100, max_uses: 3 });
    const [code] = res.json().codes as string[];
    const students = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.app)));
    const starts = await Promise.all(students.map((s) => api('POST', `quizzes/quizzes/${couponQuiz}/start/`, s, { coupon_code: code })));
    expect(starts.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(starts.filter((r) => r.statusCode === 400)).toHaveLength(17);

    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.code, code!));
    expect(row?.usesCount).toBe(3);
    const uses = await api('GET', apiPaths.admin.couponUses.replace(':id', String(row!.id)), admin);
    expect(uses.json()).toHaveLength(3);
    expect(uses.json()[0]).toMatchObject({ user: { fullname: expect.any(String) }, trial: expect.any(String) });
  });

  it('disabling a code refuses it at once, and is audited', async () => {
    const [code] = (await batch({ count: 1, discount_percent: 100 })).json().codes as string[];
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.code, code!));
    const path = apiPaths.admin.coupon.replace(':id', String(row!.id));
    expect((await api('PATCH', path, admin, { active: false })).json()).toMatchObject({ active: false, code });
    const student = await createTestUser(t.app);
    const start = await api('POST', `quizzes/quizzes/${couponQuiz}/start/`, student, { coupon_code: code });
    expect(start.statusCode).toBe(400);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => a.action)).toEqual(['disable']);
  });

  it('refuses bad batches with field errors and stores nothing', async () => {
    const before = (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons`))[0]?.n;
    const cases: [object, string][] = [
      [{ count: 0, discount_percent: 10 }, 'count'],
      [{ count: 10_001, discount_percent: 10 }, 'count'],
      [{ count: 1, discount_percent: 0 }, 'discount_percent'],
      [{ count: 1, discount_percent: 101 }, 'discount_percent'],
      [{ count: 1, discount_percent: 10, quiz: 999_999 }, 'quiz'],
      [{ count: 1, discount_percent: 10, expires_at: '2000-01-01T00:00:00Z' }, 'expires_at'],
      [{ count: 1, discount_percent: 10, max_uses: 0 }, 'max_uses'],
    ];
    for (const [body, field] of cases) {
      const res = await batch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons`))[0]?.n).toBe(before);
  });

  describe('staff (#27 item 6)', () => {
    let staff: TestUser;
    beforeAll(async () => {
      staff = await createTestUser(t.app, { role: 'staff' });
    });
    const staffBatch = (body: object) => api('POST', apiPaths.admin.couponsBatch, staff, body);
    const setLimit = (user: TestUser, percent: number) =>
      api('PATCH', apiPaths.admin.settings, user, { staff_coupon_max_discount_percent: percent });

    it('issue no coupons until an admin allows it, and then only for one quiz, within the allowed discount', async () => {
      expect((await api('GET', apiPaths.admin.settings, staff)).json()).toEqual({ staff_coupon_max_discount_percent: 0 });
      const refused = await staffBatch({ count: 1, quiz: couponQuiz, discount_percent: 10 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe("Staff can't issue coupons: an admin hasn't allowed it (Coupons → Staff limit).");

      expect((await setLimit(staff, 100)).statusCode).toBe(403);
      expect((await setLimit(admin, 30)).json()).toEqual({ staff_coupon_max_discount_percent: 30 });
      const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
      expect(audit.map((a) => [a.action, a.actorId, a.changes])).toEqual([
        ['update', admin.id, { staff_coupon_max_discount_percent: [0, 30] }],
      ]);
      // A limit outside 0–100 is the admin's mistake: a field error, and the limit stays.
      const outOfRange = await setLimit(admin, 150);
      expect(outOfRange.statusCode).toBe(400);
      expect(Object.keys(outOfRange.json())).toContain('staff_coupon_max_discount_percent');
      expect((await api('GET', apiPaths.admin.settings, staff)).json()).toEqual({ staff_coupon_max_discount_percent: 30 });

      const everyQuiz = await staffBatch({ count: 1, discount_percent: 10 });
      expect(everyQuiz.json().quiz).toEqual(['Choose the quiz these codes are for: staff issue codes for one quiz at a time.']);
      const tooMuch = await staffBatch({ count: 1, quiz: couponQuiz, discount_percent: 100 });
      expect(tooMuch.json().discount_percent).toEqual(['Staff may give at most 30 % off; an admin can change this limit.']);
      expect((await staffBatch({ count: 2, quiz: couponQuiz, discount_percent: 30 })).statusCode).toBe(201);
    });

    it('may disable any code but enable only one they could issue', async () => {
      await setLimit(admin, 30);
      const [code] = (await batch({ count: 1, discount_percent: 100, quiz: couponQuiz })).json().codes as string[];
      const [row] = await t.app.db.select().from(coupons).where(eq(coupons.code, code!));
      const path = apiPaths.admin.coupon.replace(':id', String(row!.id));
      expect((await api('PATCH', path, staff, { active: false })).statusCode).toBe(200);
      expect((await api('PATCH', path, staff, { active: true })).statusCode).toBe(400);
      expect((await api('PATCH', path, admin, { active: true })).json()).toMatchObject({ active: true });
    });
  });
});
