import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz } from '../seed/quizzes/insert-quiz.js';
import { createAccountsTestApp } from '../test/accounts.js';
import { multipart } from '../test/multipart.js';
import { createTestUser } from '../test/users.js';
import { gradedQuiz } from '../modules/trials/test-quizzes.js';
import { s3Storage, type S3Settings } from './s3-storage.js';

/** A real S3-compatible server (s3rver, SigV4 checked with its fixed S3RVER keys) on a free local port. */
describe('S3-compatible file storage', () => {
  let server: S3rver;
  let directory: string;
  let settings: S3Settings;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'mizan-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'mizan-files', configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'mizan-files',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    };
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, reads, removes, and reads a missing key as null', async () => {
    const storage = s3Storage(settings);
    await storage.put('answer-files/0b8f6a52-5f3e-4c55-a6a1-3d5e2c1f9a10.pdf', Buffer.from('%PDF-1.4 ملف'));
    const read = await storage.read('answer-files/0b8f6a52-5f3e-4c55-a6a1-3d5e2c1f9a10.pdf');
    expect(read?.size).toBe(Buffer.byteLength('%PDF-1.4 ملف'));
    expect(await text(read!.stream)).toBe('%PDF-1.4 ملف');
    await storage.remove('answer-files/0b8f6a52-5f3e-4c55-a6a1-3d5e2c1f9a10.pdf');
    expect(await storage.read('answer-files/0b8f6a52-5f3e-4c55-a6a1-3d5e2c1f9a10.pdf')).toBeNull();
    expect(await storage.read('avatars/missing.webp')).toBeNull();
    // Removing what is gone is fine; a key outside the server's shape never reaches the store.
    await storage.remove('avatars/missing.webp');
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('stores an upload streamed in (a background import) with its length, without holding it in memory', async () => {
    const storage = s3Storage(settings);
    const chunks = Array.from({ length: 200 }, (_, i) => Buffer.from(`type,text_ar\nsingle_choice,سؤال ${i}\n`));
    const size = await storage.putStream('imports/5d0c4c1e-9d1a-4a4b-8a39-0d3d8f7e6c21.upload', Readable.from(chunks));
    expect(size).toBe(Buffer.concat(chunks).length);
    const read = await storage.read('imports/5d0c4c1e-9d1a-4a4b-8a39-0d3d8f7e6c21.upload');
    expect(await text(read!.stream)).toBe(Buffer.concat(chunks).toString());
  });

  it('fails loudly, without the keys in the message, when the store refuses (unknown key id, missing bucket)', async () => {
    const stranger = s3Storage({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.put('avatars/x.webp', Buffer.from('x'))).rejects.toThrow(/^object store put failed with HTTP 403$/);
    const nowhere = s3Storage({ ...settings, bucket: 'no-such-bucket' });
    await expect(nowhere.put('avatars/x.webp', Buffer.from('x'))).rejects.toThrow(/HTTP 404/);
  });

  it('keeps an answer file and an avatar uploaded through the API in the store, not on the disk', async () => {
    const t = await createAccountsTestApp({ s3: settings });
    try {
      const student = await createTestUser(t.app);
      const base = gradedQuiz({}, 1);
      const quiz = await insertQuiz(t.app.db, {
        ...base,
        questions: [
          ...base.questions,
          {
            ar: 'ارفع صورة',
            en: 'Upload a photo',
            weight: 2,
            answers: [],
            key: { type: 'file_upload', max_files: 1, max_size_mb: 2, kinds: ['image'], marker_info: { ar: '', en: '' } },
          },
        ],
      });
      const question = quiz.questions.find((q) => q.type === 'file_upload')!;
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/v1/quizzes/quizzes/${quiz.id}/start/`,
        headers: student.headers,
        payload: {},
      });
      const trialId = start.json().id as string;
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#008800' } })
        .png()
        .toBuffer();
      const form = multipart([{ name: 'file', filename: 'صورة.png', type: 'image/png', data: png }]);
      const url = `/api/v1/quizzes/trials/${trialId}/question/${question.id}/files/`;
      const uploaded = await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...student.headers, ...form.headers } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const id = uploaded.json().id as string;

      const inStore = await s3Storage(settings).read(`answer-files/${id}.webp`);
      expect(inStore?.size).toBeGreaterThan(0);
      const served = await t.app.inject({ method: 'GET', url: `${url}${id}/`, headers: student.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.length).toBe(inStore!.size);

      const avatar = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', data: png }]);
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile/me/update/',
        payload: avatar.payload,
        headers: { ...student.headers, ...avatar.headers },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const pic = new URL(String(profile.json().avatar)).pathname;
      expect(await s3Storage(settings).read(pic.replace('/uploads/', ''))).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: pic })).statusCode).toBe(200);

      const deleted = await t.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers: student.headers });
      expect(deleted.statusCode).toBe(204);
      expect(await s3Storage(settings).read(`answer-files/${id}.webp`)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
