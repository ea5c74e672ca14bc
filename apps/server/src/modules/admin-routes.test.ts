import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every operation the OpenAPI document lists under /api/v1/admin/: a route added later can't forget its guard. */
describe('every admin route checks the role on the server', () => {
  let t: TestApp;
  let student: TestUser;
  let staff: TestUser;
  let admin: TestUser;
  let operations: { method: Method; url: string; adminOnly: boolean }[];

  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app);
    staff = await createTestUser(t.app, { role: 'staff' });
    admin = await createTestUser(t.app, { role: 'admin' });
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { 'x-admin-only'?: boolean }>> };
    operations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([m]) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
          .map(([m, operation]) => ({
            method: m.toUpperCase() as Method,
            url: path.replace(/\{[^}]+\}/g, '1'),
            adminOnly: operation['x-admin-only'] === true,
          })),
      );
  });
  afterAll(() => t.close());

  it('lists the console routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/quizzes/1/publish/', adminOnly: false });
    expect(operations).toContainEqual({ method: 'GET', url: '/api/v1/admin/payments/', adminOnly: true });
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/payments/1/refund/', adminOnly: true });
    expect(operations).toContainEqual({ method: 'GET', url: '/api/v1/admin/payments/1/receipt/', adminOnly: true });
  });

  it('keeps money, users, settings and the mail outbox (sign-in codes) from staff', () => {
    const adminOnly = (url: string) => operations.filter((o) => o.url.startsWith(url)).every((o) => o.adminOnly);
    for (const area of ['outbox/', 'users/', 'payments/', 'privacy-policy/']) expect(adminOnly(`/api/v1/admin/${area}`), area).toBe(true);
  });

  it('answers 403 to staff on every admin-only route, before reading the body', async () => {
    for (const { method, url } of operations.filter((o) => o.adminOnly)) {
      const denied = await t.app.inject({
        method,
        url,
        headers: staff.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ error_code: 'permission_denied' });
    }
  });

  it('answers 401 without a token and 403 to a student, before reading the body', async () => {
    for (const { method, url } of operations) {
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const denied = await t.app.inject({
        method,
        url,
        headers: student.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ error_code: 'permission_denied' });
    }
  });

  it('lets an admin through to validation and the handlers (never a 5xx for an empty body)', async () => {
    for (const { method, url } of operations) {
      const response = await t.app.inject({
        method,
        url,
        headers: admin.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect([200, 201, 204, 400, 404, 409], `${method} ${url}`).toContain(response.statusCode);
    }
  });
});
