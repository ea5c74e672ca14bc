import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

describe('admin/groups/ and admin/users/ (POST)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    teacher = await createTestUser(t.app, { role: 'staff' });
    student = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const audits = (entity: string, id: number | string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

  it('creates a class with its staff and a join code, audited; the code is unique regardless of case', async () => {
    const res = await api('POST', 'admin/groups/', admin, {
      name: { ar: 'الصف التاسع أ', en: 'Grade 9 A' },
      code: '9-A',
      staff: [teacher.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: { ar: 'الصف التاسع أ', en: 'Grade 9 A' },
      code: '9-A',
      members_count: 0,
      staff: [{ id: teacher.id }],
    });
    expect(res.json().join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await audits('group', res.json().id)).toHaveLength(1);
    const again = await api('POST', 'admin/groups/', admin, { name: { ar: 'آخر' }, code: '9-a', staff: [] });
    expect(again.statusCode).toBe(400);
    expect(again.json().code[0]).toMatch(/Another class already has this code/);
  });

  it('refuses unknown fields, a student as staff and markup, as field errors', async () => {
    const unknown = await api('POST', 'admin/groups/', admin, { name: { ar: 'س' }, staff: [], colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const notStaff = await api('POST', 'admin/groups/', admin, { name: { ar: 'س' }, staff: [student.id] });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toHaveProperty('staff');
    const markup = await api('POST', 'admin/groups/', admin, { name: { ar: '<b>س</b>' }, staff: [] }, 'ar');
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toHaveProperty(['name.ar']);
  });

  it('renames, changes staff and regenerates the join code without writing the code into the audit log', async () => {
    const created = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل' }, staff: [] })).json();
    const res = await api('PATCH', `admin/groups/${created.id}/`, admin, {
      name: { ar: 'فصل ١', en: 'Class 1' },
      staff: [teacher.id],
      regenerate_join_code: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().join_code).not.toBe(created.join_code);
    expect(res.json().staff.map((s: { id: string }) => s.id)).toEqual([teacher.id]);
    const rows = await audits('group', created.id);
    expect(JSON.stringify(rows)).not.toContain(res.json().join_code);
    expect(JSON.stringify(rows)).not.toContain(created.join_code);
    expect((await api('POST', 'groups/join/', student, { code: created.join_code })).statusCode).toBe(400);
    expect((await api('POST', 'groups/join/', student, { code: res.json().join_code })).statusCode).toBe(201);
  });

  it('adds only students, searches members, removes them and deletes the class', async () => {
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل للحذف' }, staff: [] })).json();
    const path = `admin/groups/${group.id}/members/`;
    expect((await api('POST', path, admin, { user_ids: [teacher.id] })).statusCode).toBe(400);
    const other = await createTestUser(t.app, { fullname: 'Zaid Tester' });
    expect((await api('POST', path, admin, { user_ids: [student.id, other.id] })).json()).toEqual({ changed: 2, members_count: 2 });
    expect((await api('GET', `${path}?search=zaid`, admin)).json().results.map((m: { id: string }) => m.id)).toEqual([other.id]);
    expect((await api('DELETE', path, admin, { user_ids: [other.id] })).json()).toEqual({ changed: 1, members_count: 1 });
    expect((await api('DELETE', `admin/groups/${group.id}/`, admin)).statusCode).toBe(204);
    expect((await api('GET', `admin/groups/${group.id}/`, admin)).statusCode).toBe(404);
  });

  it('creates an account by hand (verified, can sign in), audited without its password; a taken e-mail is a field error', async () => {
    const body = { email: 'New.Student@Example.com', fullname: 'طالب جديد', password: 'a long enough passphrase' };
    const res = await api('POST', 'admin/users/', admin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.student@example.com', role: 'student', status: 'active' });
    expect(JSON.stringify(await audits('user', res.json().id))).not.toContain(body.password);
    const login = await api('POST', 'auth/login/', null, { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    const taken = await api('POST', 'admin/users/', admin, body);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('email');
    expect((await api('POST', 'admin/users/', teacher, body)).statusCode).toBe(403);
  });
});
