import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz, profileQuiz } from '../trials/test-quizzes.js';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizan-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>ميزان</title></head><body></body></html>');
  return dir;
}

describe('certificates', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: fakeWebBuild(), dataDir: mkdtempSync(path.join(os.tmpdir(), 'mizan-data-')) });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  /** Starts and completes a trial, answering correctly when `pass`. */
  async function take(user: TestUser, quiz: InsertedQuiz, pass: boolean) {
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user, {})).json();
    for (const q of quiz.questions) {
      const answer = q.answers.find((a) => a.correct === pass) ?? q.answers[0];
      await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, user, { selected_answer_id: answer?.id });
    }
    await api('POST', `quizzes/trials/${trial.id}/complete/`, user);
    return trial.id as string;
  }
  const issuedFor = async (trialId: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from certificates where trial_id = ${trialId}::uuid`))[0]?.n;

  it('issues one on completion only for eligible trials', async () => {
    const student = await createTestUser(t.app, { fullname: 'محمد O’Brien' });
    const certified = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const plain = await insertQuiz(t.app.db, gradedQuiz());
    const profile = await insertQuiz(t.app.db, profileQuiz({ certificate: true }));
    const passed = await take(student, certified, true);
    const failed = await take(student, certified, false);
    const uncertified = await take(student, plain, true);
    const completedProfile = await take(student, profile, true);
    expect([await issuedFor(passed), await issuedFor(failed), await issuedFor(uncertified), await issuedFor(completedProfile)]).toEqual([
      1, 0, 0, 1,
    ]);

    const res = await api('GET', `quizzes/results/${failed}/${certified.id}/certificate/`, student);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('certificate_not_eligible');

    const body = (await api('GET', `quizzes/results/${passed}/${certified.id}/certificate/`, student)).json();
    expect(body).toMatchObject({
      trial: passed,
      holder_name: 'محمد O’Brien',
      quiz_title: 'Test quiz',
      result_summary: { scoring: 'graded', percentage: 100, passed: true },
    });
    expect(body.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(body.verification_url).toBe(`${t.app.config.publicUrl}/certificate?code=${body.verification_code}`);
    expect(body.image).toContain(`/api/v1/certificates/${body.verification_code}/image.png`);
    // Asking again (or completing again) never issues a second one.
    expect((await api('GET', `quizzes/results/${passed}/${certified.id}/certificate/`, student)).json().id).toBe(body.id);
    expect(await issuedFor(passed)).toBe(1);
  });

  it('issues lazily when completion missed it', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const trial = await take(student, quiz, true);
    await t.database.rows(sql`delete from certificates where trial_id = ${trial}::uuid`);
    expect((await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, student)).statusCode).toBe(200);
    expect(await issuedFor(trial)).toBe(1);
  });

  it("hides another user's certificate while public verification shows only public fields", async () => {
    const owner = await createTestUser(t.app, { fullname: 'Sara Ahmed' });
    const other = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const trial = await take(owner, quiz, true);
    const mine = (await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, owner)).json();
    expect((await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, other)).statusCode).toBe(404);

    const verified = await api('GET', `certificates/verify/?code=${mine.verification_code.toLowerCase()}`, null);
    expect(verified.statusCode).toBe(200);
    expect(Object.keys(verified.json()).sort()).toEqual(['holder_name', 'image', 'issued_at', 'quiz_title', 'result_summary', 'status']);
    expect(verified.json()).toMatchObject({ status: 'valid', holder_name: 'Sara Ahmed' });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const form = multipart([
      { name: 'trial_id', value: trial },
      { name: 'image', filename: 'fake.png', type: 'image/png', data: png },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/results/certificate/upload/',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await t.app.inject({ url: new URL(uploaded.json().image).pathname });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await api('GET', `certificates/verify/?code=${mine.verification_code}`, null)).json()).toEqual(verified.json());

    const notImage = multipart([
      { name: 'trial_id', value: trial },
      { name: 'image', filename: 'x.png', type: 'image/png', data: Buffer.from('<svg></svg>') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/results/certificate/upload/',
      headers: { ...owner.headers, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(400);
    const strangers = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/results/certificate/upload/',
      headers: { ...other.headers, ...form.headers },
      payload: form.payload,
    });
    expect(strangers.statusCode).toBe(404);
  });

  it('reports unknown and revoked codes clearly', async () => {
    expect((await api('GET', 'certificates/verify/?code=0000000000', null)).statusCode).toBe(404);
    expect((await api('GET', 'certificates/verify/?code=..%2F..', null)).statusCode).toBe(404);
    expect((await api('GET', 'certificates/verify/', null)).statusCode).toBe(400);
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const trial = await take(student, quiz, true);
    const { verification_code: code } = (await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, student)).json();
    await t.database.rows(sql`update certificates set revoked_at = now() where trial_id = ${trial}::uuid`);
    const revoked = (await api('GET', `certificates/verify/?code=${code}`, null)).json();
    expect(Object.keys(revoked).sort()).toEqual(['quiz_title', 'revoked_at', 'status']);
    expect((await t.app.inject({ url: `/api/v1/certificates/${code}/image.png` })).statusCode).toBe(404);
  });

  it('lets an operator revoke a certificate, once, and verification then says revoked', async () => {
    const student = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const staff = await createTestUser(t.app, { role: 'staff' });
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const trial = await take(student, quiz, true);
    const { verification_code: code } = (await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, student)).json();
    const revoke = (user: TestUser | null, target = code, body?: object) => api('POST', `admin/certificates/${target}/revoke/`, user, body);

    expect((await revoke(null)).statusCode).toBe(401);
    expect((await revoke(student)).statusCode).toBe(403);
    expect((await revoke(staff)).statusCode).toBe(403);
    expect((await revoke(admin, '0000000000')).statusCode).toBe(404);
    expect((await revoke(admin, 'not-a-code')).statusCode).toBe(404);
    expect((await api('GET', `certificates/verify/?code=${code}`, null)).json().status).toBe('valid');

    const first = await revoke(admin, code.toLowerCase(), { reason: 'Issued by mistake' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ verification_code: code, status: 'revoked' });
    const again = await revoke(admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().revoked_at).toBe(first.json().revoked_at);

    const verified = (await api('GET', `certificates/verify/?code=${code}`, null)).json();
    expect(verified).toMatchObject({ status: 'revoked', revoked_at: first.json().revoked_at });
    const owners = await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, student);
    expect(owners.json().error_code).toBe('certificate_not_eligible');
    // The reason is stored with the certificate, and the admin sees it on the user's page.
    const detail = (await api('GET', `admin/users/${student.id}/`, admin)).json();
    expect(detail.certificates).toEqual([
      expect.objectContaining({ verification_code: code, revoked: true, revocation_reason: 'Issued by mistake' }),
    ]);
  });

  it('serves the PNG and PDF by code, and previews a shared link with Open Graph tags', async () => {
    const student = await createTestUser(t.app, { fullname: 'Layla Hassan' });
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const trial = await take(student, quiz, true);
    const { verification_code: code } = (await api('GET', `quizzes/results/${trial}/${quiz.id}/certificate/`, student)).json();
    const png = await t.app.inject({ url: `/api/v1/certificates/${code}/image.png?lang=en` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await t.app.inject({ url: `/api/v1/certificates/${code}/certificate.pdf?lang=en` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const page = await t.app.inject({ url: `/certificate?code=${code}`, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('<meta property="og:title" content="Layla Hassan — Test quiz" />');
    expect(page.body).toContain(
      `<meta property="og:image" content="${t.app.config.publicUrl}/api/v1/certificates/${code}/image.png?lang=en" />`,
    );
    expect((await t.app.inject({ url: '/certificate?code=0000000000' })).body).not.toContain('og:title');
  });
});
