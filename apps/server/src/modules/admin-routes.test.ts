import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What admins alone do (money, users, settings): every operation matching one of these refuses staff. */
const ADMIN_ONLY: { methods: Method[]; path: RegExp }[] = [
  { methods: ['GET', 'POST', 'PATCH'], path: /^\/api\/v1\/admin\/plans\// },
  { methods: ['GET', 'POST'], path: /^\/api\/v1\/admin\/payments\// },
  { methods: ['GET', 'POST', 'PATCH', 'DELETE'], path: /^\/api\/v1\/admin\/users\// },
  { methods: ['GET', 'POST', 'PATCH', 'DELETE'], path: /^\/api\/v1\/admin\/privacy-policy\// },
  { methods: ['PATCH'], path: /^\/api\/v1\/admin\/settings\/$/ },
  { methods: ['GET'], path: /^\/api\/v1\/admin\/analytics\/revenue\/$/ },
];

/** Every operation the OpenAPI document lists under /api/v1/admin/: a route added later can't forget its guard. */
describe('every admin route checks the role on the server', () => {
  let t: TestApp;
  let student: TestUser;
  let admin: TestUser;
  let staff: TestUser;
  let operations: { method: Method; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    staff = await createTestUser(t.app, { role: 'staff' });
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, '1') })),
      );
  });
  afterAll(() => t.close());

  it('lists the console routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/quizzes/1/publish/' });
    expect(operations).toContainEqual({ method: 'GET', url: '/api/v1/admin/payments/' });
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/payments/1/refund/' });
    expect(operations).toContainEqual({ method: 'GET', url: '/api/v1/admin/payments/1/receipt/' });
    expect(operations).toContainEqual({ method: 'POST', url: '/api/v1/admin/plans/' });
    expect(operations).toContainEqual({ method: 'PATCH', url: '/api/v1/admin/plans/1/' });
  });

  it('refuses staff what admins alone do: plans, payments, users, the privacy policy, settings', async () => {
    const adminOnly = operations.filter((o) => ADMIN_ONLY.some((a) => a.methods.includes(o.method) && a.path.test(o.url)));
    expect(adminOnly).toContainEqual({ method: 'POST', url: '/api/v1/admin/plans/' });
    expect(adminOnly).toContainEqual({ method: 'PATCH', url: '/api/v1/admin/plans/1/' });
    expect(adminOnly).toContainEqual({ method: 'PATCH', url: '/api/v1/admin/settings/' });
    for (const { method, url } of adminOnly) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const denied = await t.app.inject({ method, url, headers: staff.headers, payload });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
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
