import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import sharp from 'sharp';
import { multipart } from '../../test/multipart.js';
import { apiClient } from '../trials/test-api.js';

const bi = (ar: string, en = '') => ({ ar, en });
const option = (ar: string, correct = false) => ({ text: bi(ar, ar), correct });

describe('quiz authoring and versions', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin', fullname: 'مشرف الاختبارات' });
    student = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const createQuestion = async (text: string, category: number | null = null, extra: object = {}) => {
    const response = await api('POST', 'admin/questions/', admin, {
      text: bi(text, text),
      category,
      options: [option('صح', true), option('خطأ')],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; revision: number; options: { id: number; correct: boolean }[] };
  };
  const createQuiz = async (body: object) => {
    const response = await api('POST', 'admin/quizzes/', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; problems: { code: string }[] };
  };
  const fixed = (questions: number[]) => ({ kind: 'fixed', title: bi('القسم'), questions });

  it('creates, edits and publishes version 1; a running trial keeps its version through an edit and a republish', async () => {
    const q1 = await createQuestion('ما عاصمة المملكة؟');
    const q2 = await createQuestion('كم عدد أيام الأسبوع؟');
    const quiz = await createQuiz({ title: bi('اختبار النسخ', 'Versions quiz'), sections: [fixed([q1.id])] });
    const edited = await api('PATCH', `admin/quizzes/${quiz.id}/`, admin, { sections: [fixed([q1.id, q2.id])], duration_minutes: 20 });
    expect(edited.json()).toMatchObject({ status: 'draft', current_version: null, problems: [], supply: [{ available: 2, required: 2 }] });

    const published = await api('POST', `admin/quizzes/${quiz.id}/publish/`, admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      current_version: 1,
      has_unpublished_changes: false,
      versions: [{ number: 1 }],
    });

    const started = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student)).json();
    expect(started.first_question.id).toBe(q1.revision);

    // The operator rewrites question 1 (text and key) and republishes while the student is in the trial.
    const revised = await api('PATCH', `admin/questions/${q1.id}/`, admin, {
      text: bi('ما عاصمة المملكة العربية السعودية؟'),
      options: [option('جدة'), option('الرياض', true)],
    });
    expect(revised.json().id).toBe(q1.id);
    const newRevision = revised.json().revision as number;
    expect(newRevision).not.toBe(q1.revision);
    const detail = (await api('GET', `admin/quizzes/${quiz.id}/`, admin)).json();
    expect(detail.has_unpublished_changes).toBe(true);
    expect((await api('POST', `admin/quizzes/${quiz.id}/publish/`, admin)).json()).toMatchObject({ current_version: 2 });

    const seen = (await api('GET', `quizzes/trial/${started.id}/questions/${q1.revision}/`, student)).json();
    expect(seen.text).toBe('ما عاصمة المملكة؟');
    expect(
      (
        await api('POST', `quizzes/trials/${started.id}/question/${q1.revision}/submit-answer/`, student, {
          selected_answer_id: q1.options[0]?.id,
        })
      ).statusCode,
    ).toBe(200);
    const result = (await api('POST', `quizzes/trials/${started.id}/complete/`, student)).json();
    expect(result).toMatchObject({ correct_count: 1, questions_count: 2 });
    expect(result.review[0]).toMatchObject({ id: q1.revision, text: 'ما عاصمة المملكة؟', correct: true });

    const other = await createTestUser(t.app);
    const fresh = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, other)).json();
    expect(fresh.first_question.id).toBe(newRevision);
    expect((await api('GET', `quizzes/trial/${fresh.id}/questions/${newRevision}/`, other)).json().text).toBe(
      'ما عاصمة المملكة العربية السعودية؟',
    );

    const versions = (await api('GET', `admin/quizzes/${quiz.id}/`, admin)).json().versions;
    expect(versions).toMatchObject([
      { number: 2, trials_count: 1, created_by: 'مشرف الاختبارات' },
      { number: 1, trials_count: 1 },
    ]);
  });

  it('draws a fixed set per trial from the bank: right count, no repeats, within the pool, kept on resume', async () => {
    const root = (await api('POST', 'admin/categories/', admin, { name: bi('الرياضيات', 'Maths') })).json();
    const sub = (await api('POST', 'admin/categories/', admin, { name: bi('الجبر', 'Algebra'), parent: root.id })).json();
    expect(sub.path).toBe('Maths / Algebra');
    const pool = new Set<number>();
    for (let i = 0; i < 30; i++) pool.add((await createQuestion(`مسألة ${i}`, i < 20 ? root.id : sub.id)).revision);
    const fixedOne = await createQuestion('سؤال ثابت', root.id);
    const quiz = await createQuiz({
      title: bi('اختبار السحب'),
      sections: [
        fixed([fixedOne.id]),
        {
          kind: 'draw',
          title: bi('سحب'),
          count: 12,
          category: root.id,
          include_subcategories: true,
          tag: null,
          difficulty_min: 1,
          difficulty_max: 5,
        },
      ],
    });
    const draft = (await api('GET', `admin/quizzes/${quiz.id}/`, admin)).json();
    expect(draft.supply).toEqual([
      { available: 1, required: 1 },
      { available: 30, required: 12 },
    ]);
    expect((await api('POST', `admin/quizzes/${quiz.id}/publish/`, admin)).statusCode).toBe(200);

    const sets = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const user = await createTestUser(t.app);
      const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user)).json();
      const ids = (await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`, user))
        .json()
        .map((e: { id: number }) => e.id);
      expect(ids).toHaveLength(13);
      expect(ids[0]).toBe(fixedOne.revision);
      expect(new Set(ids).size).toBe(13);
      for (const id of ids.slice(1)) expect(pool.has(id)).toBe(true);
      sets.add(ids.join(','));
      if (i === 0) {
        const again = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user);
        expect(again.statusCode).toBe(200);
        expect(again.json().id).toBe(trial.id);
        const resumed = (await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`, user)).json();
        expect(resumed.map((e: { id: number }) => e.id)).toEqual(ids);
      }
    }
    expect(sets.size).toBeGreaterThan(190);
  });

  it('refuses to publish an invalid quiz and says why, in the request language', async () => {
    const noKey = (
      await api('POST', 'admin/questions/', admin, {
        text: bi('سؤال بلا إجابة'),
        category: null,
        options: [option('أ', true), option('ب')],
      })
    ).json();
    // The bank now refuses a question without a correct option (#33.2); one stored before that is caught at publish.
    await t.app.db.update(answers).set({ isCorrect: false }).where(eq(answers.questionId, noKey.revision));
    const quiz = await createQuiz({
      title: bi(''),
      sections: [
        fixed([noKey.id, 999_999]),
        {
          kind: 'draw',
          title: bi(''),
          count: 500,
          category: null,
          include_subcategories: true,
          tag: 'لا-يوجد',
          difficulty_min: 1,
          difficulty_max: 5,
        },
      ],
    });
    const refused = await api('POST', `admin/quizzes/${quiz.id}/publish/`, admin, undefined, 'ar');
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.error_code).toBe('quiz_not_publishable');
    expect(body.problems.map((p: { code: string }) => p.code)).toEqual([
      'missing_arabic_title',
      'no_correct_option',
      'unknown_question',
      'draw_exceeds_pool',
    ]);
    expect(body.problems[0].message).toBe('يحتاج الاختبار إلى عنوان بالعربية.');
    expect((await api('GET', `quizzes/quizzes/${quiz.id}/`, null)).statusCode).toBe(404);
  });

  it('sanitizes rich text on the server', async () => {
    const created = await api('POST', 'admin/questions/', admin, {
      text: bi('<p onclick="x()">سؤال <script>alert(1)</script><a href="javascript:alert(1)">رابط</a> <img src="https://x.sa/a.png"></p>'),
      category: null,
      options: [option('<b style="x">نعم</b><iframe src="https://e"></iframe>', true), option('لا')],
    });
    const body = created.json();
    expect(body.text.ar).toBe('<p>سؤال <a rel="noopener noreferrer" target="_blank">رابط</a> </p>');
    expect(body.options[0].text.ar).toBe('<b>نعم</b>');
    const quiz = await createQuiz({ title: bi('عنوان'), description: bi('<script>x</script><i>وصف</i>') });
    const draft = (await api('GET', `admin/quizzes/${quiz.id}/`, admin)).json().draft;
    expect(draft.description.ar).toBe('<i>وصف</i>');
    // A plain-text title refuses markup with a field error rather than keeping or silently stripping it (#27.10).
    const refused = await api('POST', 'admin/quizzes/', admin, { title: bi('<img src=x onerror=alert(1)>عنوان') });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(expect.arrayContaining(['title.ar', 'error_code']));
  });

  it('archives a quiz that has trials and deletes one that has none', async () => {
    const q = await createQuestion('سؤال الأرشفة');
    const used = await createQuiz({ title: bi('مستخدم'), sections: [fixed([q.id])] });
    await api('POST', `admin/quizzes/${used.id}/publish/`, admin);
    await api('POST', `quizzes/quizzes/${used.id}/start/`, student);
    expect((await api('DELETE', `admin/quizzes/${used.id}/`, admin)).json()).toEqual({ result: 'archived' });
    expect((await api('GET', `admin/quizzes/${used.id}/`, admin)).json().status).toBe('archived');
    expect((await api('GET', `quizzes/quizzes/${used.id}/`, null)).statusCode).toBe(404);

    const unused = await createQuiz({ title: bi('غير مستخدم') });
    expect((await api('DELETE', `admin/quizzes/${unused.id}/`, admin)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `admin/quizzes/${unused.id}/`, admin)).statusCode).toBe(404);
    // The question a published version used is archived, not deleted.
    expect((await api('DELETE', `admin/questions/${q.id}/`, admin)).json()).toEqual({ result: 'archived' });
  });

  it('previews the draft without counting it anywhere', async () => {
    const q = await createQuestion('سؤال المعاينة');
    const quiz = await createQuiz({
      title: bi('معاينة'),
      sections: [fixed([q.id])],
      certificate: { enabled: true, min_answered_percent: 80 },
    });
    const preview = await api('POST', `admin/quizzes/${quiz.id}/preview/`, admin);
    expect(preview.statusCode, preview.body).toBe(201);
    const trial = preview.json();
    await api('POST', `quizzes/trials/${trial.id}/question/${q.revision}/submit-answer/`, admin, { selected_answer_id: q.options[0]?.id });
    const result = await api('POST', `quizzes/trials/${trial.id}/complete/`, admin);
    expect(result.json()).toMatchObject({ passed: true, percentage: 100 });
    expect((await api('GET', `quizzes/results/?trial__id=${trial.id}`, admin)).json().count).toBe(1);
    expect((await api('GET', 'quizzes/results/', admin)).json().count).toBe(0);
    expect((await api('GET', `quizzes/results/${trial.id}/${quiz.id}/certificate/`, admin)).statusCode).toBe(404);
    expect((await api('GET', `admin/quizzes/${quiz.id}/`, admin)).json()).toMatchObject({ trials_count: 0, status: 'draft' });
  });

  it('counts the questions of each bank category and the quizzes of each catalogue category', async () => {
    const bank = (await api('POST', 'admin/categories/', admin, { name: bi('عدّ', 'Count') })).json();
    const counted = [];
    for (const n of [1, 2, 3]) counted.push(await createQuestion(`عدّ ${n}`, bank.id));
    await createQuiz({ title: bi('يستخدمها'), sections: [fixed([counted[0]!.id])] });
    const usage = (await api('GET', `admin/questions/?category=${bank.id}&ordering=id`, admin)).json().results;
    expect(usage.map((q: { used_in: number }) => q.used_in)).toEqual([1, 0, 0]);
    expect((await api('GET', `admin/questions/?category=${bank.id}&used=unused`, admin)).json().count).toBe(2);
    const listed = (await api('GET', 'admin/categories/', admin)).json();
    expect(listed.find((c: { id: number }) => c.id === bank.id).questions_count).toBe(3);
    const catalogue = (await api('POST', 'admin/quiz-categories/', admin, { name: bi('تصنيف') })).json();
    await createQuiz({ title: bi('في التصنيف'), category: catalogue.id });
    const categories = (await api('GET', 'admin/quiz-categories/', admin)).json();
    expect(categories.find((c: { id: number }) => c.id === catalogue.id).quizzes_count).toBe(1);
    expect(
      categories.filter((c: { id: number }) => c.id !== catalogue.id).every((c: { quizzes_count: number }) => c.quizzes_count === 0),
    ).toBe(true);
  });

  it('takes a cover image, re-encodes it and serves it; refuses what is not an image', async () => {
    const quiz = await createQuiz({ title: bi('غلاف') });
    const upload = (data: Buffer, type: string) => {
      const form = multipart([{ name: 'cover', filename: 'cover', type, data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/quizzes/${quiz.id}/cover/`,
        payload: form.payload,
        headers: { ...admin.headers, ...form.headers },
      });
    };
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const uploaded = await upload(png, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { draft, cover_image_url } = uploaded.json();
    expect(draft.cover_image).toMatch(/^covers\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url: cover_image_url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    const refused = await upload(Buffer.from('<svg onload="x"/>'), 'image/svg+xml');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('cover');
    const removed = await api('DELETE', `admin/quizzes/${quiz.id}/cover/`, admin);
    expect(removed.json().draft.cover_image).toBeNull();
  });

  it('records an audit row for each write, with the fields that changed', async () => {
    const quiz = await createQuiz({ title: bi('تدقيق') });
    await api('PATCH', `admin/quizzes/${quiz.id}/`, admin, { pass_mark: 70 });
    const audit = (await api('GET', `admin/audit/?entity=quiz&entity_id=${quiz.id}`, admin)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(audit.results[0]).toMatchObject({ actor: { id: admin.id }, changes: { pass_mark: [50, 70] } });
    expect(Object.keys(audit.results[0].changes)).toEqual(['pass_mark']);
  });
});
