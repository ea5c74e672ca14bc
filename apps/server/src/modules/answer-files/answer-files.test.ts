import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerFile } from '@mizan/contract/answer-files';
import type { MarkingResponse } from '@mizan/contract/admin/marking';
import type { Result } from '@mizan/contract/results';
import { quizAccessRules } from '../../db/schema/exam-access.js';
import { groupStaff, groups } from '../../db/schema/groups.js';
import { trials } from '../../db/schema/quizzes.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { localDiskStorage } from '../../lib/storage.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { apiClient } from '../trials/test-api.js';
import { discardUnsubmittedFiles } from './sweep.js';

const fileQuestion = (ar: string, key: { max_files: number; max_size_mb: number; kinds: ('pdf' | 'image')[] }) => ({
  ar,
  en: 'Upload your work',
  weight: 4,
  answers: [],
  key: { type: 'file_upload' as const, ...key, marker_info: { ar: 'صورة الحل كاملة', en: '' } },
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('file answers (file_upload)', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  let other: TestUser;
  let quiz: InsertedQuiz;
  let trialId: string;
  let png: Buffer;
  let jpeg: Buffer;
  const fileQ = (maxFiles: number) => quiz.questions.find((q) => q.key?.type === 'file_upload' && q.key.max_files === maxFiles)!;
  const work = () => fileQ(2);
  const photo = () => fileQ(1);
  const choice = () => quiz.questions.find((q) => q.type === 'single_choice')!;
  const filesUrl = (questionId: number, trial = trialId) => `quizzes/trials/${trial}/question/${questionId}/files/`;

  const upload = (questionId: number, user: TestUser, file: { name: string; type: string; data: Buffer }, lang = 'en', trial = trialId) => {
    const form = multipart([{ name: 'file', filename: file.name, type: file.type, data: file.data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${filesUrl(questionId, trial)}`,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers, 'accept-language': lang },
    });
  };

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app, { fullname: 'ليلى الرافعة' });
    other = await createTestUser(t.app);
    const base = gradedQuiz({}, 1);
    quiz = await insertQuiz(t.app.db, {
      ...base,
      questions: [
        ...base.questions,
        fileQuestion('ارفع حلّك', { max_files: 2, max_size_mb: 1, kinds: ['pdf', 'image'] }),
        fileQuestion('صورة فقط', { max_files: 1, max_size_mb: 5, kinds: ['image'] }),
      ],
    });
    trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    jpeg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('shows the limits in the player, never the marker notes', async () => {
    const res = await api('GET', `quizzes/trial/${trialId}/questions/${work().id}/`, student);
    expect(res.json()).toMatchObject({
      type: 'file_upload',
      file_upload: { max_files: 2, max_size_mb: 1, kinds: ['pdf', 'image'], files: [] },
    });
    expect(res.body).not.toContain('صورة الحل');
  });

  it('takes an image (re-encoded) and a PDF, and the reloaded question lists them', async () => {
    const image = await upload(work().id, student, { name: '../../صفحة ١.png', type: 'image/png', data: png });
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({ kind: 'image', name: 'صفحة ١.png' });
    const pdf = await upload(work().id, student, { name: 'answer.pdf', type: 'application/pdf', data: PDF });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ kind: 'pdf', name: 'answer.pdf', size: PDF.length });
    const res = await api('GET', `quizzes/trial/${trialId}/questions/${work().id}/`, student);
    expect((res.json().file_upload.files as AnswerFile[]).map((f) => f.kind)).toEqual(['image', 'pdf']);
  });

  it('refuses a text file named .png (in Arabic and English), a third file, an oversized one, and a PDF where only images go', async () => {
    const fake = { name: 'photo.png', type: 'image/png', data: Buffer.from('just some text, not an image at all') };
    const en = await upload(photo().id, student, fake);
    expect(en.statusCode).toBe(400);
    expect(en.json().file[0]).toMatch(/not an image/);
    const ar = await upload(photo().id, student, fake, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().file[0]).toMatch(/ليس صورة/);
    const third = await upload(work().id, student, { name: 'more.jpg', type: 'image/jpeg', data: jpeg });
    expect(third.statusCode).toBe(409);
    expect(third.json().file[0]).toContain('2');
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(photo().id, student, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(tooBig.statusCode).toBe(400);
    const pdfForImages = await upload(photo().id, student, { name: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(pdfForImages.statusCode).toBe(400);
    expect(pdfForImages.json().file[0]).toMatch(/image/);
    const rows = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from answer_files where trial_id = ${trialId}`);
    expect(rows[0]?.n).toBe(2);
  });

  it('answers a malformed upload with a 4xx, never a 500: no file, an extra field, JSON, two files', async () => {
    const send = (payload: Buffer | object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/${filesUrl(photo().id)}`, payload, headers: { ...student.headers, ...headers } });
    const onlyField = multipart([{ name: 'note', value: 'x' }]);
    const extra = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', data: png },
      { name: 'note', value: 'x' },
    ]);
    const two = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', data: png },
      { name: 'file', filename: 'b.png', type: 'image/png', data: png },
    ]);
    for (const res of [
      await send(onlyField.payload, onlyField.headers),
      await send(extra.payload, extra.headers),
      await send(two.payload, two.headers),
      await send({ file: 'x' }, {}),
    ]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('serves the bytes only as sniffed, privately, with nosniff', async () => {
    const files = (await api('GET', filesUrl(work().id), student)).json() as AnswerFile[];
    const image = await api('GET', `${filesUrl(work().id)}${files[0]!.id}/`, student);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''/);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    const pdf = await api('GET', `${filesUrl(work().id)}${files[1]!.id}/`, student);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="answer.pdf"/);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it("keeps another student out: 404 reading, listing, uploading or deleting in someone else's trial", async () => {
    const files = (await api('GET', filesUrl(work().id), student)).json() as AnswerFile[];
    expect((await api('GET', `${filesUrl(work().id)}${files[0]!.id}/`, other)).statusCode).toBe(404);
    expect((await api('GET', filesUrl(work().id), other)).statusCode).toBe(404);
    expect((await upload(work().id, other, { name: 'x.png', type: 'image/png', data: png })).statusCode).toBe(404);
    expect((await api('DELETE', `${filesUrl(work().id)}${files[0]!.id}/`, other)).statusCode).toBe(404);
    expect((await api('GET', `${filesUrl(work().id)}${files[0]!.id}/`, null)).statusCode).toBe(401);
  });

  it('refuses file ids of another question or unknown ones; a deleted file leaves the saved answer', async () => {
    const mine = (await api('GET', filesUrl(work().id), student)).json() as AnswerFile[];
    const image = await upload(photo().id, student, { name: 'ورقة.jpg', type: 'image/jpeg', data: jpeg });
    expect(image.statusCode, image.body).toBe(201);
    const submit = (questionId: number, ids: string[]) =>
      api('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, student, { response: { file_ids: ids } });
    const crossed = await submit(work().id, [mine[0]!.id, image.json().id]);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().response[0]).toMatch(/not uploaded to this question/);
    expect((await submit(work().id, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
    expect((await submit(work().id, [mine[0]!.id, mine[0]!.id])).statusCode).toBe(400);
    const extra = await api('POST', `quizzes/trials/${trialId}/question/${work().id}/submit-answer/`, student, {
      response: { file_ids: [mine[0]!.id], note: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    const ok = await submit(
      work().id,
      mine.map((f) => f.id),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().response).toEqual({ file_ids: mine.map((f) => f.id) });
    expect((await submit(photo().id, [image.json().id])).statusCode).toBe(200);

    expect((await api('DELETE', `${filesUrl(photo().id)}${image.json().id}/`, student)).statusCode).toBe(204);
    const after = (await api('GET', `quizzes/trial/${trialId}/questions/${photo().id}/`, student)).json();
    expect(after).toMatchObject({ response: { file_ids: [] }, file_upload: { files: [] } });
    const again = await upload(photo().id, student, { name: 'ورقة.jpg', type: 'image/jpeg', data: jpeg });
    expect((await submit(photo().id, [again.json().id])).statusCode).toBe(200);
  });

  it('completes awaiting marking; markers see and read the files, staff of another class get 404; marks release the result', async () => {
    await api('POST', `quizzes/trials/${trialId}/question/${choice().id}/submit-answer/`, student, {
      selected_answer_id: choice().answers.find((a) => a.correct)!.id,
    });
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    const results = (await api('GET', `quizzes/results/?trial__id=${trialId}`, student)).json().results as Result[];
    expect(results[0]).toMatchObject({ marking: 'pending', percentage: null });
    expect(results[0]?.review?.find((q) => q.id === work().id)).toMatchObject({ pending: true, response: { file_ids: expect.any(Array) } });

    // The trial is over: no more uploads.
    expect((await upload(work().id, student, { name: 'late.png', type: 'image/png', data: png })).statusCode).toBe(409);

    const queue = (await api('GET', `admin/marking/?quiz=${quiz.id}`, admin)).json() as MarkingResponse;
    expect(queue.results.map((r) => r.question).sort()).toEqual([work().id, photo().id].sort());
    const files = (await api('GET', filesUrl(work().id), admin)).json() as AnswerFile[];
    expect(files).toHaveLength(2);
    expect((await api('GET', `${filesUrl(work().id)}${files[0]!.id}/`, admin)).statusCode).toBe(200);

    const teacher = await createTestUser(t.app, { role: 'staff' });
    const [klass] = await t.app.db.insert(groups).values({ nameAr: 'صف آخر', joinCode: 'FILESCOP' }).returning({ id: groups.id });
    await t.app.db.insert(groupStaff).values({ groupId: klass!.id, userId: teacher.id });
    expect((await api('GET', `${filesUrl(work().id)}${files[0]!.id}/`, teacher)).statusCode).toBe(404);
    expect((await api('GET', filesUrl(work().id), teacher)).statusCode).toBe(404);

    await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: work().id, points: 3, comment: 'حل واضح' });
    const done = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: photo().id, points: 4 });
    expect(done.json()).toMatchObject({ marking: 'complete', score: 8, max_score: 9 });
    const released = ((await api('GET', `quizzes/results/?trial__id=${trialId}`, student)).json().results as Result[])[0];
    expect(released).toMatchObject({ marking: 'complete', score: 8 });
    expect(released?.review?.find((q) => q.id === work().id)).toMatchObject({ pending: false, mark: 3, comment: 'حل واضح' });
    // The student still reads their own files after the trial.
    expect((await api('GET', `${filesUrl(work().id)}${files[1]!.id}/`, student)).statusCode).toBe(200);
  });

  it("keeps a practice trial's checked file answer locked: no upload or removal after it", async () => {
    const practice = await insertQuiz(t.app.db, {
      ...gradedQuiz({ immediateFeedback: true }, 1),
      questions: [fileQuestion('تمرين', { max_files: 3, max_size_mb: 1, kinds: ['image'] })],
    });
    const question = practice.questions[0]!;
    const trial = (await api('POST', `quizzes/quizzes/${practice.id}/start/`, student, {})).json().id as string;
    const first = await upload(question.id, student, { name: 'a.png', type: 'image/png', data: png }, 'en', trial);
    expect(first.statusCode, first.body).toBe(201);
    const leftOut = await upload(question.id, student, { name: 'c.png', type: 'image/png', data: jpeg }, 'en', trial);
    expect(leftOut.statusCode, leftOut.body).toBe(201);
    const saved = await api('POST', `quizzes/trials/${trial}/question/${question.id}/submit-answer/`, student, {
      response: { file_ids: [first.json().id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().feedback).toMatchObject({ correct: 'pending' });
    expect((await upload(question.id, student, { name: 'b.png', type: 'image/png', data: png }, 'en', trial)).statusCode).toBe(409);
    expect((await api('DELETE', `${filesUrl(question.id, trial)}${first.json().id}/`, student)).statusCode).toBe(409);

    // Once the trial has ended, the sweep drops the file the answer left out, row and bytes; the submitted one stays.
    const stored = (id: string) => existsSync(path.join(t.dataDir, 'uploads', 'answer-files', `${id}.webp`));
    expect(await discardUnsubmittedFiles(t.app.db, localDiskStorage(path.join(t.dataDir, 'uploads')))).toBe(0);
    expect((await api('POST', `quizzes/trials/${trial}/complete/`, student, {})).statusCode).toBe(200);
    expect(stored(leftOut.json().id)).toBe(true);
    expect(await discardUnsubmittedFiles(t.app.db, localDiskStorage(path.join(t.dataDir, 'uploads')))).toBe(1);
    const kept = (await api('GET', filesUrl(question.id, trial), student)).json() as AnswerFile[];
    expect(kept.map((f) => f.id)).toEqual([first.json().id]);
    expect(stored(leftOut.json().id)).toBe(false);
    expect(stored(first.json().id)).toBe(true);

    // Deleting the trial (a preview, a deleted account) leaves the bytes to the sweep, which removes them.
    await t.app.db.delete(trials).where(eq(trials.id, trial));
    expect(await discardUnsubmittedFiles(t.app.db, localDiskStorage(path.join(t.dataDir, 'uploads')))).toBe(1);
    expect(stored(first.json().id)).toBe(false);
  });

  it("answers the sitting's access rules (#32): an upload from outside the exam room's network is refused", async () => {
    const ruled = await insertQuiz(t.app.db, {
      ...gradedQuiz({}, 1),
      questions: [fileQuestion('قاعة', { max_files: 1, max_size_mb: 1, kinds: ['image'] })],
    });
    const question = ruled.questions[0]!;
    const trial = (await api('POST', `quizzes/quizzes/${ruled.id}/start/`, student, {})).json().id as string;
    await t.app.db.insert(quizAccessRules).values({ quizId: ruled.id, allowedIpRanges: ['10.20.0.0/16'] });
    const refused = await upload(question.id, student, { name: 'a.png', type: 'image/png', data: png }, 'en', trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'ip_not_allowed' });
    expect((await api('GET', filesUrl(question.id, trial), student)).statusCode).toBe(403);
    await t.app.db.delete(quizAccessRules).where(eq(quizAccessRules.quizId, ruled.id));
    expect((await upload(question.id, student, { name: 'a.png', type: 'image/png', data: png }, 'en', trial)).statusCode).toBe(201);
  });
});
