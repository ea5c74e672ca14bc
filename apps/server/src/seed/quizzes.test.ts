import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';
import { seedLookups } from './lookups.js';
import { seedQuizzes } from './quizzes.js';

describe('demo quizzes', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app);
    expect(await seedQuizzes(t.app.db)).toBe(true);
    await seedLookups(t.app.db);
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'ar') =>
    t.app.inject({ url: `/api/v1/${url}`, headers: { ...student.headers, 'accept-language': lang } });

  it('seeds once: a second run changes nothing', async () => {
    expect(await seedQuizzes(t.app.db)).toBe(false);
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from quizzes`);
    expect(row?.n).toBe(11);
  });

  it('lists the two sidebar quizzes first and hides the draft', async () => {
    const list = (await get('quizzes/quizzes/?pagination=false')).json() as {
      title: string;
      questions_count: number;
      scoring: string;
      access: string;
      price: string;
    }[];
    expect(list).toHaveLength(10);
    expect(list.slice(0, 2).map((q) => q.title)).toEqual(['اختبار الميول المهنية', 'اختبار الذكاء']);
    expect(list[0]).toMatchObject({ scoring: 'profile', questions_count: 30 });
    expect(list[1]).toMatchObject({ scoring: 'graded', questions_count: 25, access: 'free' });
    expect(list.map((q) => q.access)).toEqual(expect.arrayContaining(['coupon', 'paid']));
    expect(list.find((q) => q.access === 'paid')?.price).toBe('49.00');
    expect(JSON.stringify(list)).not.toContain('مسودة');
    expect((await get('quizzes/categories/?limit=10&offset=0', 'en')).json().results.map((c: { name: string }) => c.name)).toEqual([
      'Interests & personality',
      'Aptitude',
      'Science',
      'Arabic language',
      'General knowledge',
    ]);
  });

  it('has exactly one correct answer for every graded question and five statements per RIASEC type', async () => {
    const wrong = await t.database.rows(sql`
      select q.id from questions q join quizzes z on z.id = q.quiz_id
      where z.scoring = 'graded' and (select count(*) from answers a where a.question_id = q.id and a.is_correct) <> 1`);
    expect(wrong).toEqual([]);
    const perType = await t.database.rows<{ code: string; n: number }>(sql`
      select p.key as code, count(*)::int as n from answers a join questions q on q.id = a.question_id,
        jsonb_each(a.points) p where a.position = 1 group by p.key order by p.key`);
    expect(perType).toEqual(['A', 'C', 'E', 'I', 'R', 'S'].map((code) => ({ code, n: 5 })));
  });

  it('scores a full career-interests trial into a Holland code', async () => {
    const career = (await get('quizzes/quizzes/?search=الميول')).json().results[0];
    const trial = (
      await t.app.inject({ method: 'POST', url: `/api/v1/quizzes/quizzes/${career.id}/start/`, headers: student.headers, payload: {} })
    ).json();
    const ids = (await get(`quizzes/quizzes/${career.id}/trials/${trial.id}/questions/ids/`)).json() as { id: number }[];
    for (const [i, { id }] of ids.entries()) {
      const q = (await get(`quizzes/trial/${trial.id}/questions/${id}/`)).json();
      // Like the Social, Artistic and Enterprising items (positions 4, 3, 5 in each round of six); neutral on the rest.
      const code = 'RIASEC'[i % 6] as string;
      const pick = { S: 0, A: 0, E: 0 }[code] ?? 1;
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/quizzes/trials/${trial.id}/question/${id}/submit-answer/`,
        headers: student.headers,
        payload: { selected_answer_id: q.answers[pick].id },
      });
    }
    const result = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/quizzes/trials/${trial.id}/complete/`,
        headers: { ...student.headers, 'accept-language': 'en' },
      })
    ).json();
    expect(result.holland_code).toBe('ASE');
    expect(result.profile).toEqual({ R: 5, I: 5, A: 10, S: 10, E: 10, C: 5 });
    expect(result.top_dimensions[0]).toMatchObject({ code: 'A', title: 'Artistic', percentage: 100 });
    expect(result.top_dimensions[0].description).toContain('creativity');
  });

  it('asks for degree, country and city (school optional) before the Arabic grammar quiz starts, and awards its certificate', async () => {
    const grammar = (await get('quizzes/quizzes/?search=grammar', 'en')).json().results[0];
    expect(grammar).toMatchObject({ title: 'Arabic grammar', certificate: true });
    const detail = (await get(`quizzes/personal-info/detail/${grammar.id}/`)).json();
    expect(detail.required_fields).toEqual(['degree', 'country', 'city']);
    expect(detail.fields).toContainEqual({ name: 'school', required: false });
    const start = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/quizzes/quizzes/${grammar.id}/start/`, headers: student.headers, payload: {} });
    expect((await start()).json()).toMatchObject({ error_code: 'personal_info_required' });

    const degree = Object.values((await get('quizzes/school-year-options/')).json() as Record<string, { value: string }[]>)[0]![0]!.value;
    const saudi = ((await get('countries/?pagination=false')).json() as { id: number; code: string }[]).find((c) => c.code === 'SA')!;
    const city = ((await get(`countries/countries/${saudi.id}/cities/?pagination=false`)).json() as { id: number }[])[0]!;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quizzes/personal-info/create/${grammar.id}/`,
      headers: student.headers,
      payload: { degree, country: saudi.id, city: city.id },
    });
    expect(saved.statusCode).toBe(201);
    expect((await start()).statusCode).toBe(201);
  });
});
