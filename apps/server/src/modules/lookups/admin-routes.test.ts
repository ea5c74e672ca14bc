import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import type { PersonalInfoConfig } from '@mizan/contract/personal-info';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { schools } from '../../db/schema/lookups.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { seedLookups } from '../../seed/lookups.js';
import { createTestApp, testDatabaseUrl, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { LOOKUPS_CHANNEL } from './cache.js';

const ASKS_SCHOOL: PersonalInfoConfig = {
  fields: [
    { name: 'country', required: true },
    { name: 'city', required: true },
    { name: 'school', required: true },
  ],
};

describe('admin/schools', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: TestUser;
  let student: TestUser;
  let sa: number;
  let riyadh: number;
  let jeddah: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    await seedLookups(t.app.db);
    staff = await createTestUser(t.app, { role: 'staff' });
    student = await createTestUser(t.app);
    const cities = (await api('GET', apiPaths.admin.schoolCities, staff)).json() as {
      id: number;
      name: { en: string };
      country: { id: number; code: string };
    }[];
    riyadh = cities.find((c) => c.name.en === 'Riyadh')!.id;
    jeddah = cities.find((c) => c.name.en === 'Jeddah')!.id;
    sa = cities.find((c) => c.name.en === 'Riyadh')!.country.id;
  });
  afterAll(() => t.close());

  const path = (id: number, template: string = apiPaths.admin.school) => template.replace(':id', String(id));
  /** What a student's school picker lists for a city (the public, cached lookup). */
  const picker = async (city: number, lang = 'en') =>
    (
      (await api('GET', `countries/schools/?city=${city}&pagination=false`, student, undefined, lang)).json() as {
        id: number;
        name: string;
      }[]
    ).map((s) => s.name);
  const create = (name: { ar: string; en?: string }, city = riyadh) => api('POST', apiPaths.admin.schools, staff, { name, city });
  const audits = (action: string, id: number) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'school'), eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

  it('answers 401 without a token and 403 to a student', async () => {
    for (const [method, url] of [
      ['GET', apiPaths.admin.schools],
      ['GET', apiPaths.admin.schoolCities],
      ['POST', apiPaths.admin.schools],
      ['PATCH', path(1)],
      ['DELETE', path(1)],
      ['POST', path(1, apiPaths.admin.schoolMerge)],
    ] as const) {
      expect((await api(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode, url).toBe(401);
      expect((await api(method, url, student, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode, url).toBe(403);
    }
  });

  it('lists the cities with their region, country and school counts', async () => {
    const cities = (await api('GET', apiPaths.admin.schoolCities, staff)).json();
    expect(cities.find((c: { id: number }) => c.id === riyadh)).toMatchObject({
      name: { ar: 'الرياض', en: 'Riyadh' },
      region: { name: { en: 'Riyadh Region' } },
      country: { id: sa, code: 'SA' },
      schools_count: 4,
    });
  });

  it('creates a school (English optional), audited, and the student picker shows it at once', async () => {
    expect(await picker(riyadh)).not.toContain('مدرسة الياسمين');
    const created = await create({ ar: '  مدرسة الياسمين  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: { ar: 'مدرسة الياسمين', en: '' },
      city: { id: riyadh, name: { en: 'Riyadh' } },
      students_count: 0,
    });
    // The cached public list was dropped: English readers see the Arabic name.
    expect(await picker(riyadh)).toContain('مدرسة الياسمين');
    expect(await audits('create', created.json().id)).toHaveLength(1);
    // Two schools of a city may both leave English empty.
    expect((await create({ ar: 'مدرسة النرجس' })).statusCode).toBe(201);
  });

  it('refuses a duplicate name in the same city, Arabic-aware, as a 409 field error; another city may have it', async () => {
    const folded = await create({ ar: 'مدرسه الاندلس الابتدائيه', en: 'Another' }); // seeded as «مدرسة الأندلس الابتدائية»
    expect(folded.statusCode).toBe(409);
    expect(folded.json()).toEqual({ 'name.ar': ['This city already has a school with this Arabic name.'], error_code: 'duplicate_school' });
    const english = await create({ ar: 'اسم آخر', en: 'al andalus PRIMARY school' });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toHaveProperty('name.en');
    const arabic = await api('POST', apiPaths.admin.schools, staff, { name: { ar: 'مدرسة الأندلس الابتدائية' }, city: riyadh }, 'ar');
    expect(arabic.json()['name.ar']).toEqual(['توجد في هذه المدينة مدرسة بالاسم العربي نفسه.']);
    expect((await create({ ar: 'مدرسة الأندلس الابتدائية', en: 'Al Andalus Primary School' }, jeddah)).statusCode).toBe(201);
    expect((await create({ ar: '' })).statusCode).toBe(400);
    expect((await create({ ar: 'مدرسة' }, 999_999)).json()).toMatchObject({ city: ["This city doesn't exist."] });
  });

  it('edits a school: the picker follows, and a clash with another school is a 409', async () => {
    const id = (await create({ ar: 'مدرسة قديمة', en: 'Old School' })).json().id as number;
    await picker(riyadh); // cached
    const edited = await api('PATCH', path(id), staff, { name: { ar: 'مدرسة جديدة', en: 'New School' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toEqual({ ar: 'مدرسة جديدة', en: 'New School' });
    expect(await picker(riyadh)).toContain('New School');
    expect(await picker(riyadh)).not.toContain('Old School');
    const clash = await api('PATCH', path(id), staff, { name: { ar: 'متوسطة الملك فيصل', en: 'x' } });
    expect(clash.statusCode).toBe(409);
    // Saving its own name again is no clash.
    expect((await api('PATCH', path(id), staff, { name: { ar: 'مدرسة جديدة', en: 'new school' } })).statusCode).toBe(200);
    expect(await audits('update', id)).toHaveLength(2);
    expect((await api('PATCH', path(999_999), staff, { city: riyadh })).statusCode).toBe(404);
  });

  it('pages, filters by city and region, and searches names Arabic-aware', async () => {
    const page = (query: string) => api('GET', `${apiPaths.admin.schools}?${query}`, staff).then((r) => r.json());
    const inJeddah = await page(`city=${jeddah}&pagination=false`);
    expect(Array.isArray(inJeddah)).toBe(false);
    expect(inJeddah.results.every((s: { city: { id: number } }) => s.city.id === jeddah)).toBe(true);
    const found = await page('search=الاندلس');
    expect(found.results.map((s: { name: { ar: string } }) => s.name.ar)).toContain('مدرسة الأندلس الابتدائية');
    expect((await page('search=ANDALUS')).count).toBe(2);
    const limited = await page(`limit=2&page=1&country=${sa}`);
    expect(limited.results).toHaveLength(2);
    expect(limited.next).toContain('page=2');
    expect((await api('GET', `${apiPaths.admin.schools}?city=abc`, staff)).statusCode).toBe(400);
  });

  it('merges a school into another: students move in one audited step, the source disappears from the picker', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS_SCHOOL }));
    const from = (await create({ ar: 'مدرسة مكررة', en: 'Duplicate School' })).json().id as number;
    const into = (await create({ ar: 'المدرسة الصحيحة', en: 'Right School' })).json().id as number;
    const saved = await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, { country: sa, city: riyadh, school: from });
    expect(saved.statusCode).toBe(201);
    expect((await api('GET', path(from), staff)).json().students_count).toBe(1);
    expect(await picker(riyadh)).toContain('Duplicate School');

    expect((await api('POST', path(from, apiPaths.admin.schoolMerge), staff, { into: from })).statusCode).toBe(409);
    expect((await api('POST', path(from, apiPaths.admin.schoolMerge), staff, { into: 999_999 })).json()).toHaveProperty('into');
    const merged = await api('POST', path(from, apiPaths.admin.schoolMerge), staff, { into });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ moved: 1, school: { id: into, students_count: 1 } });
    expect((await api('GET', path(from), staff)).statusCode).toBe(404);
    expect(await picker(riyadh)).not.toContain('Duplicate School');
    expect((await api('GET', `countries/schools/${from}/`, student)).statusCode).toBe(404);
    const detail = (await api('GET', `quizzes/personal-info/detail/${quiz.id}/`, student)).json();
    expect(detail.data).toMatchObject({ school: into, school_name: 'Right School', city: riyadh });
    expect(await audits('merge', from)).toHaveLength(1);
  });

  it('merges across cities only when confirmed, and the moved records follow the school to its city', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS_SCHOOL }));
    const from = (await create({ ar: 'مدرسة في المدينة الخطأ' })).json().id as number;
    const into = (await create({ ar: 'مدرسة جدة الصحيحة' }, jeddah)).json().id as number;
    await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, { country: sa, city: riyadh, school: from });
    const refused = await api('POST', path(from, apiPaths.admin.schoolMerge), staff, { into });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('different cities');
    const merged = await api('POST', path(from, apiPaths.admin.schoolMerge), staff, { into, across_cities: true });
    expect(merged.json()).toMatchObject({ moved: 1 });
    const detail = (await api('GET', `quizzes/personal-info/detail/${quiz.id}/`, student)).json();
    expect(detail.data).toMatchObject({ school: into, city: jeddah });
    // The record is consistent again: the student can save it unchanged.
    const { country, city, school } = detail.data;
    const resaved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/quizzes/personal-info/update/${quiz.id}/`,
      headers: student.headers,
      payload: { country, city, school },
    });
    expect(resaved.statusCode).toBe(200);
  });

  it('two crossing merges at once: one wins, the other is refused, never a 5xx, and no student loses their school', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS_SCHOOL }));
    const a = (await create({ ar: 'مدرسة أ' })).json().id as number;
    const b = (await create({ ar: 'مدرسة ب' })).json().id as number;
    await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, { country: sa, city: riyadh, school: a });
    const [ab, ba] = await Promise.all([
      api('POST', path(a, apiPaths.admin.schoolMerge), staff, { into: b }),
      api('POST', path(b, apiPaths.admin.schoolMerge), staff, { into: a }),
    ]);
    // The loser finds its source gone (404) or its target gone (400 on `into`), depending on when it read them.
    const [won, lost] = [ab.statusCode, ba.statusCode].sort();
    expect(won).toBe(200);
    expect([400, 404]).toContain(lost);
    const detail = (await api('GET', `quizzes/personal-info/detail/${quiz.id}/`, student)).json();
    expect([a, b]).toContain(detail.data.school);
  });

  it('deletes a school nobody named, and refuses one with students (offering a merge)', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS_SCHOOL }));
    const used = (await create({ ar: 'مدرسة مستخدمة' })).json().id as number;
    await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, { country: sa, city: riyadh, school: used });
    const refused = await api('DELETE', path(used), staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'school_in_use', detail: expect.stringContaining('merge it') });

    const unused = (await create({ ar: 'مدرسة للحذف', en: 'To Delete' })).json().id as number;
    expect(await picker(riyadh)).toContain('To Delete');
    expect((await api('DELETE', path(unused), staff)).statusCode).toBe(204);
    expect(await picker(riyadh)).not.toContain('To Delete');
    expect(await audits('delete', unused)).toHaveLength(1);
    expect((await api('DELETE', path(unused), staff)).statusCode).toBe(404);
  });

  it("drops every process's cached lists when told on the lookups channel", async () => {
    await picker(jeddah);
    await t.app.db.insert(schools).values({ cityId: jeddah, nameAr: 'مدرسة من عملية أخرى', nameEn: 'From Another Process' });
    expect(await picker(jeddah)).not.toContain('From Another Process');
    await t.app.database.notifications.notify(LOOKUPS_CHANNEL, 'schools');
    expect(await picker(jeddah)).toContain('From Another Process');
  });
});

/** Two API processes on one PostgreSQL database: each its own pool, cache and LISTEN connection. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('admin/schools across processes (PostgreSQL)', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDatabase: Database;
  beforeAll(async () => {
    t = await createTestApp();
    await seedLookups(t.app.db);
    otherDatabase = await openDatabase({ databaseUrl: await testDatabaseUrl(t.database), poolSize: 2 });
    other = await buildApp(testConfig(), { database: otherDatabase });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await otherDatabase.close();
    await t.close();
  });

  it("a write in one process answers after its own cached lists are dropped, and reaches the other process's within moments", async () => {
    const staff = await createTestUser(t.app, { role: 'staff' });
    const api = apiClient(t.app);
    const elsewhere = apiClient(other);
    const cities = (await api('GET', apiPaths.admin.schoolCities, staff)).json() as { id: number; name: { en: string } }[];
    const abha = cities.find((c) => c.name.en === 'Abha')!.id;
    const namesFrom = (client: typeof api) => async () =>
      ((await client('GET', `countries/schools/?city=${abha}&pagination=false`, null)).json() as { name: string }[]).map((s) => s.name);
    const here = namesFrom(api);
    const there = namesFrom(elsewhere);
    // Both processes now hold the list in their caches.
    expect(await here()).not.toContain('Peaks School');
    expect(await there()).not.toContain('Peaks School');
    expect(
      (await api('POST', apiPaths.admin.schools, staff, { name: { ar: 'مدرسة القمم', en: 'Peaks School' }, city: abha })).statusCode,
    ).toBe(201);
    expect(await here()).toContain('Peaks School');
    // The other process hears the NOTIFY on its own connection, at about the same moment but not in lockstep
    // with the writer's answer (a CI run under load once read the old list first), so it is polled.
    await expect.poll(there, { timeout: 5000, interval: 20 }).toContain('Peaks School');
  });
});
