import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What admins alone do (money, users, settings): every operation matching one of these refuses staff. */
const ADMIN_ONLY: { methods: Method[]; path: RegExp }[] = [
  // The development outbox holds every sign-in and reset code: staff reading it could take the admin's account.
  { methods: ['GET'], path: /^\/api\/v1\/admin\/outbox\/$/ },
  { methods: ['GET', 'POST', 'PATCH'], path: /^\/api\/v1\/admin\/plans\// },
  { methods: ['GET', 'POST'], path: /^\/api\/v1\/admin\/payments\// },
  { methods: ['GET', 'POST', 'PATCH', 'DELETE'], path: /^\/api\/v1\/admin\/users\// },
  { methods: ['GET', 'POST', 'PATCH', 'DELETE'], path: /^\/api\/v1\/admin\/privacy-policy\// },
  { methods: ['PATCH'], path: /^\/api\/v1\/admin\/settings\/$/ },
  { methods: ['GET'], path: /^\/api\/v1\/admin\/analytics\/revenue\/$/ },
  // Keys and webhooks act for or report on the whole installation.
  { methods: ['GET', 'POST', 'PATCH', 'DELETE'], path: /^\/api\/v1\/admin\/(api-keys|webhooks)\// },
];

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
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/plans/', adminOnly: true });
    expect(operations).toContainEqual({ method: 'PATCH', url: '/api/v1/admin/plans/1/', adminOnly: true });
  });

  it('marks what admins alone do as admin-only: money, users, the privacy policy, settings, the outbox', () => {
    const expected = operations.filter((o) => ADMIN_ONLY.some((a) => a.methods.includes(o.method) && a.path.test(o.url)));
    expect(expected).toContainEqual({ method: 'GET', url: '/api/v1/admin/outbox/', adminOnly: true });
    expect(expected).toContainEqual({ method: 'PATCH', url: '/api/v1/admin/settings/', adminOnly: true });
    for (const operation of expected) expect(operation.adminOnly, `${operation.method} ${operation.url}`).toBe(true);
  });

  it('answers 403 to staff on every admin-only route, before reading the body', async () => {
    for (const { method, url } of operations.filter((o) => o.adminOnly)) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const denied = await t.app.inject({ method, url, headers: staff.headers, payload });
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
