import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

describe('admin/plans', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const plan = {
    name: { ar: 'باقة خمسة اختبارات', en: 'Five quizzes' },
    description: { ar: 'وصف', en: '' },
    price: '99.5',
    number_of_quizzes: 5,
  };

  it('creates a plan students can buy, edits it, and retires it without deleting it', async () => {
    const created = await api('POST', apiPaths.admin.plans, admin, plan);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ price: '99.50', number_of_quizzes: 5, active: true, payments_count: 0 });
    const id = created.json().id as number;
    const listed = () => api('GET', 'payments/plans/?pagination=false', student).then((r) => JSON.stringify(r.json()));
    expect(await listed()).toContain('Five quizzes');

    const path = apiPaths.admin.plan.replace(':id', String(id));
    expect((await api('PATCH', path, admin, { price: '120' })).json()).toMatchObject({ price: '120.00' });
    expect((await api('PATCH', path, admin, { active: false })).json()).toMatchObject({ active: false });
    expect(await listed()).not.toContain('Five quizzes');
    expect((await api('GET', apiPaths.admin.plans, admin)).json().map((p: { id: number }) => p.id)).toContain(id);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'retire']);
  });

  it('a partial edit changes only what it names: retiring keeps the position', async () => {
    const created = (await api('POST', apiPaths.admin.plans, admin, { ...plan, position: 7 })).json() as { id: number };
    const path = apiPaths.admin.plan.replace(':id', String(created.id));
    expect((await api('PATCH', path, admin, { active: false })).json()).toMatchObject({ active: false, position: 7 });
    expect((await api('PATCH', path, admin, { price: '10' })).json()).toMatchObject({ active: false, position: 7 });
  });

  it('refuses bad plans with field errors: no zero, negative or over-precise price, no empty quizzes count', async () => {
    for (const [body, field] of [
      [{ ...plan, price: '0' }, 'price'],
      [{ ...plan, price: '-5' }, 'price'],
      [{ ...plan, price: '9.999' }, 'price'],
      [{ ...plan, number_of_quizzes: 0 }, 'number_of_quizzes'],
    ] as const) {
      const res = await api('POST', apiPaths.admin.plans, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()[field]).toBeDefined();
    }
    expect((await api('PATCH', apiPaths.admin.plan.replace(':id', '999999'), admin, { price: '5' })).statusCode).toBe(404);
  });

  it('is for admins only: staff may neither read nor change plans (#27 item 6)', async () => {
    const staff = await createTestUser(t.app, { role: 'staff' });
    const id = (await api('POST', apiPaths.admin.plans, admin, plan)).json().id as number;
    expect((await api('GET', apiPaths.admin.plans, staff)).statusCode).toBe(403);
    expect((await api('POST', apiPaths.admin.plans, staff, plan)).statusCode).toBe(403);
    const changed = await api('PATCH', apiPaths.admin.plan.replace(':id', String(id)), staff, { price: '1' });
    expect(changed.statusCode).toBe(403);
    expect((await api('GET', apiPaths.admin.plans, admin)).json()).toContainEqual(expect.objectContaining({ id, price: '99.50' }));
  });
});
