import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every operation the OpenAPI document lists under /api/v1/admin/: a route added later can't forget its guard. */
describe('every admin route checks the role on the server', () => {
  let t: TestApp;
  let student: TestUser;
  let admin: TestUser;
  let operations: { method: Method; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
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
