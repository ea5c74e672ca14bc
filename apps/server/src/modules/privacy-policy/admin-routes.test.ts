import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const DAY = 86_400_000;
const section = (title: string, content = `<p>${title}</p>`) => ({
  title: { ar: title, en: `${title} (en)` },
  content: { ar: content, en: '' },
});

describe('admin/privacy-policy: versions with an effective date', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null = admin, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const versionPath = (id: number) => apiPaths.admin.privacyPolicyVersion.replace(':id', String(id));
  const create = (effective: Date, sections: object[]) =>
    api('POST', apiPaths.admin.privacyPolicyVersions, admin, { effective_at: effective.toISOString(), sections });
  const published = async (lang = 'en') =>
    (await api('GET', `${apiPaths.privacyPolicy}?limit=100&page=1`, null, undefined, lang)).json() as {
      count: number;
      results: { title: string; content: string; updated_at: string }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  it('is for admins: no token 401, staff and students 403', async () => {
    const student = await createTestUser(t.app);
    expect((await api('GET', apiPaths.admin.privacyPolicyVersions, null)).statusCode).toBe(401);
    expect((await api('GET', apiPaths.admin.privacyPolicyVersions, staff)).statusCode).toBe(403);
    expect(
      (
        await api('POST', apiPaths.admin.privacyPolicyVersions, student, {
          effective_at: new Date().toISOString(),
          sections: [section('x')],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('publishes a version at once, sanitized, and students read it with its date', async () => {
    const res = await create(new Date(), [
      section('جمع البيانات', '<p>نجمع <b>بريدك</b><script>alert(1)</script><img src="x" onerror="alert(1)"></p>'),
      section('حقوقك'),
    ]);
    expect(res.statusCode).toBe(201);
    const version = res.json();
    expect(version).toMatchObject({ state: 'current', sections_count: 2 });
    expect(version.sections[0].content.ar).toBe('<p>نجمع <b>بريدك</b></p>');

    const page = await published('ar');
    expect(page.results.map((s) => s.title)).toEqual(['جمع البيانات', 'حقوقك']);
    expect(page.results[0]!.updated_at).toBe(version.effective_at);
    expect((await published('en')).results[1]!.title).toBe('حقوقك (en)');

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'privacy_policy'));
    expect(audit).toMatchObject({ action: 'create', actorId: admin.id });
  });

  it('a scheduled version waits for its date, stays editable and can be withdrawn; one in effect is frozen', async () => {
    const current = (await (await create(new Date(), [section('النسخة الحالية')])).json()) as { id: number };
    const scheduled = (await (await create(new Date(Date.now() + DAY), [section('النسخة القادمة')])).json()) as {
      id: number;
      state: string;
    };
    expect(scheduled.state).toBe('scheduled');
    expect((await published('ar')).results.map((s) => s.title)).toEqual(['النسخة الحالية']);

    const list = (await api('GET', apiPaths.admin.privacyPolicyVersions)).json() as { id: number; state: string }[];
    expect(list.find((v) => v.id === scheduled.id)?.state).toBe('scheduled');
    expect(list.find((v) => v.id === current.id)?.state).toBe('current');
    expect(list.filter((v) => v.state === 'current')).toHaveLength(1);

    const edited = await api('PUT', versionPath(scheduled.id), admin, {
      effective_at: new Date(Date.now() + 2 * DAY).toISOString(),
      sections: [section('القادمة بعد التعديل'), section('قسم جديد')],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ sections_count: 2, state: 'scheduled' });

    const frozen = await api('PUT', versionPath(current.id), admin, { effective_at: new Date().toISOString(), sections: [section('x')] });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toMatch(/already in effect/);
    expect((await api('DELETE', versionPath(current.id))).statusCode).toBe(409);

    expect((await api('DELETE', versionPath(scheduled.id))).statusCode).toBe(204);
    expect((await api('GET', versionPath(scheduled.id))).statusCode).toBe(404);
  });

  it('refuses backdating and incomplete sections with field errors', async () => {
    const backdated = await create(new Date(Date.now() - DAY), [section('x')]);
    expect(backdated.statusCode).toBe(400);
    expect(Object.keys(backdated.json())).toContain('effective_at');
    const empty = await create(new Date(), []);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toContain('sections');
    const untitled = await create(new Date(), [{ title: { ar: '', en: 'x' }, content: { ar: 'y' } }]);
    expect(untitled.statusCode).toBe(400);
    expect(Object.keys(untitled.json())).toContain('sections.0.title.ar');
  });
});
