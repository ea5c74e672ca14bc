import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/accounts.js';
import { createAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const userPath = (id: string) => apiPaths.admin.user.replace(':id', id);

describe('admin/users', () => {
  let t: AccountsTestApp;
  let admin: TestUser;
  let staff: TestUser;

  const patch = (id: string, payload: object, token = admin.token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${userPath(id)}`,
      payload,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const list = async (query: string) => {
    const res = await t.get(`${apiPaths.admin.users}?${query}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json() as { count: number; results: { email: string; status: string; role: string }[] };
  };

  beforeAll(async () => {
    t = await createAccountsTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  it('is for admins only: staff get 403', async () => {
    expect((await t.get(apiPaths.admin.users, { token: staff.token })).statusCode).toBe(403);
    expect((await patch(admin.id, { role: 'student' }, staff.token)).statusCode).toBe(403);
  });

  it('finds people by name the way Arabic is typed, and filters by role and status', async () => {
    const email = uniqueEmail('search');
    await createTestUser(t.app, { fullname: 'أحمد بن فاطمة', email });
    expect((await list(`search=${encodeURIComponent('احمد بن فاطمه')}`)).results.map((u) => u.email)).toContain(email);
    expect((await list(`search=${encodeURIComponent('أَحْمَد')}`)).results.map((u) => u.email)).toContain(email);
    expect((await list(`search=${email.slice(0, 12).toUpperCase()}`)).results.map((u) => u.email)).toEqual([email]);
    expect((await list('search=100%25')).count).toBe(0);
    const admins = await list('role=admin');
    expect(admins.results.every((u) => u.role === 'admin')).toBe(true);
    expect(admins.results.map((u) => u.email)).toContain(admin.email);
    expect((await list('status=deactivated')).results.every((u) => u.status === 'deactivated')).toBe(true);
    expect((await t.get(`${apiPaths.admin.users}?status=gone`, { token: admin.token })).statusCode).toBe(400);
  });

  it('deactivation ends every session at once, refuses sign-in with a clear message and keeps the data', async () => {
    const student = await t.signUp();
    expect((await t.get(apiPaths.profile.me, { token: student.access })).statusCode).toBe(200);

    const res = await patch(student.user.id, { status: 'deactivated' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated' });

    expect((await t.get(apiPaths.profile.me, { token: student.access })).statusCode).toBe(401);
    expect((await t.post(apiPaths.auth.refresh, { refresh: student.refresh })).statusCode).toBe(401);
    const login = await t.post(apiPaths.auth.login, { email: student.email, password: student.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ error_code: 'account_deactivated' });
    expect(login.json().detail).toMatch(/deactivated/);
    // No code is mailed that could never be used.
    expect((await t.post(apiPaths.auth.loginOtp, { email: student.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mailbox.pending(student.email)).toHaveLength(0);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, student.user.id), eq(auditLog.action, 'deactivate')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);

    expect((await patch(student.user.id, { status: 'active' })).json()).toMatchObject({ status: 'active', deactivated_at: null });
    const again = await t.post(apiPaths.auth.login, { email: student.email, password: student.password });
    expect(again.statusCode).toBe(200);
    // The sessions from before stay ended.
    expect((await t.post(apiPaths.auth.refresh, { refresh: student.refresh })).statusCode).toBe(401);
  });

  it('a role change ends the old sessions; the next sign-in carries the new role', async () => {
    const person = await t.signUp();
    expect((await t.get(apiPaths.admin.quizzes, { token: person.access })).statusCode).toBe(403);
    expect((await patch(person.user.id, { role: 'staff' })).json()).toMatchObject({ role: 'staff' });
    expect((await t.get(apiPaths.profile.me, { token: person.access })).statusCode).toBe(401);
    const login = await t.post(apiPaths.auth.login, { email: person.email, password: person.password });
    expect((await t.get(apiPaths.admin.quizzes, { token: login.json().access })).statusCode).toBe(200);
  });

  it('answers an unknown field with a 400 naming it, and changes nothing', async () => {
    const person = await t.signUp();
    const res = await patch(person.user.id, { is_active: false, role: 'staff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_active: ['Unknown field.'], error_code: 'validation_error' });
    expect((await t.get(userPath(person.user.id), { token: admin.token })).json()).toMatchObject({ status: 'active', role: 'student' });
    // Written as it is read: `unverified` is not something an admin can set.
    expect((await patch(person.user.id, { status: 'unverified' })).statusCode).toBe(400);
  });

  it('an admin can neither demote nor deactivate themselves', async () => {
    const res = await patch(admin.id, { status: 'deactivated' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/another admin/);
    expect((await patch(admin.id, { role: 'student' })).statusCode).toBe(409);
  });

  it('shows one user with their activity, and 404 for an unknown id', async () => {
    const res = await t.get(userPath(staff.id), { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.id, role: 'staff', trials: [], payments: [], certificates: [] });
    expect((await t.get(userPath('00000000-0000-4000-8000-000000000000'), { token: admin.token })).statusCode).toBe(404);
    expect((await t.get(userPath('not-a-uuid'), { token: admin.token })).statusCode).toBe(400);
  });

  it('resends a verification code to an unverified user only', async () => {
    const email = uniqueEmail('unverified');
    expect(
      (await t.post(apiPaths.auth.register, { email, password: 'correct horse battery staple', fullname: 'New One' })).statusCode,
    ).toBe(201);
    await t.mailbox.code(email);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    const path = apiPaths.admin.userResendVerification.replace(':id', row!.id);
    // The registration's code is still cooling down: the resend is accepted, the mail follows the cooldown rules.
    const res = await t.post(path, {}, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/verification code/);
    expect((await t.post(apiPaths.admin.userResendVerification.replace(':id', staff.id), {}, { token: admin.token })).statusCode).toBe(409);
  });
});
