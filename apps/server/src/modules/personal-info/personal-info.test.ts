import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalInfoConfig } from '@mizan/contract/personal-info';
import { cities, countries, schools } from '../../db/schema/lookups.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const ASKS: PersonalInfoConfig = {
  fields: [
    { name: 'degree', required: true },
    { name: 'country', required: true },
    { name: 'city', required: true },
    { name: 'school', required: false },
  ],
};

describe('personal information', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let place: { sa: number; eg: number; riyadh: number; cairo: number; riyadhSchool: number; cairoSchool: number };
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const [sa, eg] = await t.app.db
      .insert(countries)
      .values([
        { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
        { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
      ])
      .returning();
    const [riyadh, cairo] = await t.app.db
      .insert(cities)
      .values([
        { countryId: sa!.id, nameAr: 'الرياض', nameEn: 'Riyadh' },
        { countryId: eg!.id, nameAr: 'القاهرة', nameEn: 'Cairo' },
      ])
      .returning();
    const [riyadhSchool, cairoSchool] = await t.app.db
      .insert(schools)
      .values([
        { cityId: riyadh!.id, nameAr: 'مدرسة الرياض', nameEn: 'Riyadh School' },
        { cityId: cairo!.id, nameAr: 'مدرسة القاهرة', nameEn: 'Cairo School' },
      ])
      .returning();
    place = { sa: sa!.id, eg: eg!.id, riyadh: riyadh!.id, cairo: cairo!.id, riyadhSchool: riyadhSchool!.id, cairoSchool: cairoSchool!.id };
  });
  afterAll(() => t.close());

  const put = (user: TestUser, quizId: number, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/quizzes/personal-info/update/${quizId}/`,
      headers: { ...user.headers, 'accept-language': lang },
      payload,
    });
  const valid = () => ({ degree: 'secondary_3', country: place.sa, city: place.riyadh, school: place.riyadhSchool });

  it('refuses to start until the required information is saved, then starts', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    const refused = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'Please fill in your personal information for this quiz before starting it.',
      error_code: 'personal_info_required',
    });
    const created = await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, valid());
    expect(created.statusCode).toBe(201);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).statusCode).toBe(201);
  });

  it('creates from a form, reads it back with names, updates it, and refuses a second create', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    const empty = (await api('GET', `quizzes/personal-info/detail/${quiz.id}/`, student)).json();
    expect(empty).toMatchObject({ quiz: quiz.id, required_fields: ['degree', 'country', 'city'], data: null, prefill: null });

    const form = multipart([
      { name: 'degree', value: 'secondary_3' },
      { name: 'country', value: String(place.sa) },
      { name: 'city', value: String(place.riyadh) },
      { name: 'school', value: '' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quizzes/personal-info/create/${quiz.id}/`,
      headers: { ...student.headers, ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      degree: 'secondary_3',
      degree_label: '3rd Secondary (Grade 12)',
      country_name: 'Saudi Arabia',
      city_name: 'Riyadh',
      school: null,
    });

    const again = await api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, valid());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('non_field_errors');

    const updated = await put(student, quiz.id, valid(), 'ar');
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ school: place.riyadhSchool, school_name: 'مدرسة الرياض', city_name: 'الرياض' });
  });

  it('offers the latest information from another quiz as a prefill', async () => {
    const student = await createTestUser(t.app);
    const first = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    const second = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    await api('POST', `quizzes/personal-info/create/${first.id}/`, student, valid());
    const detail = (await api('GET', `quizzes/personal-info/detail/${second.id}/`, student)).json();
    expect(detail.data).toBeNull();
    expect(detail.prefill).toMatchObject({ degree: 'secondary_3', country: place.sa, city: place.riyadh });
  });

  it('validates each field with a localized message', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    const create = (body: object, lang = 'en') => api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, body, lang);
    expect((await create({ ...valid(), city: undefined })).json()).toEqual({
      city: ['This field is required for this quiz.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), degree: 'grade_99' })).json()).toEqual({
      degree: ['Choose a school year or degree from the list.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), city: place.cairo })).json()).toEqual({
      city: ['This city is not in the chosen country.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), city: place.cairo }, 'ar')).json()).toEqual({
      city: ['هذه المدينة ليست في الدولة المختارة.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), school: place.cairoSchool }, 'ar')).json()).toEqual({
      school: ['هذه المدرسة ليست في المدينة المختارة.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), school: place.cairoSchool })).json()).toEqual({
      school: ['This school is not in the chosen city.'],
      error_code: 'validation_error',
    });
    expect((await create({ ...valid(), country: 'abc' })).statusCode).toBe(400);
  });

  it('checks birth dates when a quiz asks for them', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(
      t.app.db,
      gradedQuiz({
        personalInfo: {
          fields: [
            { name: 'birth_date', required: true },
            { name: 'gender', required: false },
          ],
        },
      }),
    );
    const create = (body: object) => api('POST', `quizzes/personal-info/create/${quiz.id}/`, student, body);
    expect((await create({ birth_date: '2024-01-01' })).json()).toHaveProperty('birth_date');
    expect((await create({ birth_date: '1900-01-01' })).json()).toHaveProperty('birth_date');
    expect((await create({ birth_date: '2010-02-30' })).statusCode).toBe(400);
    expect((await create({ birth_date: '2005-05-05', gender: 'female' })).statusCode).toBe(201);
  });

  it('answers unknown quizzes, bad ids and missing rows with 4xx, never 500', async () => {
    const student = await createTestUser(t.app);
    expect((await api('GET', 'quizzes/personal-info/detail/999999/', student)).statusCode).toBe(404);
    expect((await api('GET', 'quizzes/personal-info/detail/abc/', student)).statusCode).toBe(400);
    expect((await api('GET', 'quizzes/personal-info/detail/1/', null)).statusCode).toBe(401);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ personalInfo: ASKS }));
    expect((await put(student, quiz.id, valid())).statusCode).toBe(404);
    const plain = await insertQuiz(t.app.db, gradedQuiz());
    expect((await api('POST', `quizzes/personal-info/create/${plain.id}/`, student, valid())).statusCode).toBe(400);
  });
});
