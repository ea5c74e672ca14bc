import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { parsePlist, configKey } from './seb-config-key.js';

const bilingual = (en: string) => ({ ar: `${en} (ar)`, en });
const HOST = 'exam.test';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PASTED_KEY = 'a1'.repeat(32);
const BROWSER_EXAM_KEY = 'b2'.repeat(32);

interface Call {
  user: TestUser;
  ip?: string;
  device?: string;
  headers?: Record<string, string>;
  lang?: string;
}

describe('access rules (#32): password, IP ranges, one device, Safe Exam Browser', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let questionId: number;
  let optionId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, c: Call, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      remoteAddress: c.ip ?? '127.0.0.1',
      headers: {
        ...c.user.headers,
        host: HOST,
        'accept-language': c.lang ?? 'en',
        ...(c.device ? { 'x-mizan-device': c.device } : {}),
        ...c.headers,
      },
      ...(payload ? { payload } : {}),
    });
  const rules = (body: object) =>
    call(
      'PUT',
      `admin/quizzes/${quizId}/access-rules/`,
      { user: admin },
      {
        allowed_ip_ranges: [],
        one_device: false,
        seb_required: false,
        seb_config_keys: [],
        seb_browser_exam_keys: [],
        ...body,
      },
    );
  const start = (c: Call, body: object = {}) => call('POST', `quizzes/quizzes/${quizId}/start/`, c, body);
  const submit = (trialId: string, c: Call) =>
    call('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, c, { selected_answer_id: optionId });
  const question = (trialId: string, c: Call) => call('GET', `quizzes/trial/${trialId}/questions/${questionId}/`, c);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    const q = await call(
      'POST',
      'admin/questions/',
      { user: admin },
      {
        category: null,
        text: bilingual('Capital of France?'),
        options: [
          { text: bilingual('Paris'), correct: true },
          { text: bilingual('Lyon'), correct: false },
        ],
      },
    );
    questionId = q.json().id;
    optionId = q.json().options[0].id;
    const quiz = await call(
      'POST',
      'admin/quizzes/',
      { user: admin },
      {
        title: bilingual('Sitting'),
        sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [questionId] }],
      },
    );
    quizId = quiz.json().id;
    expect((await call('POST', `admin/quizzes/${quizId}/publish/`, { user: admin }, {})).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('asks for the sitting password, refuses a wrong one, and never reads it back', async () => {
    expect((await rules({ access_password: 'قاعة١٢' })).json().access_password_set).toBe(true);
    const student = await createTestUser(t.app);
    const missing = await start({ user: student, lang: 'ar' });

    expect(missing.statusCode).toBe(403);
    expect(missing.json().error_code).toBe('access_password_required');
    expect(missing.json().access_password[0]).toContain('كلمة مرور الجلسة');
    const wrong = await start({ user: student }, { access_password: 'قاعة13' });
    expect([wrong.statusCode, wrong.json().error_code]).toEqual([403, 'access_password_wrong']);
    // Arabic-Indic or ASCII digits, spaces around: the same password.
    const right = await start({ user: student }, { access_password: ' قاعة12 ' });
    expect(right.statusCode).toBe(201);
    // Coming back to the running attempt needs no password again.
    expect((await start({ user: student })).statusCode).toBe(200);

    const read = await call('GET', `admin/quizzes/${quizId}/access-rules/`, { user: admin });
    expect(read.json()).not.toHaveProperty('access_password');
    expect(JSON.stringify(read.json())).not.toMatch(/[0-9a-f]{64}.*password/);
    const audit = await call('GET', 'admin/audit/?entity=quiz_access_rules', { user: admin });
    expect(audit.body).not.toContain(sha256('قاعة12'));
    expect(audit.json().results[0]).toMatchObject({ action: 'update', entity: 'quiz_access_rules' });
    // Absent keeps it; null removes it.
    expect((await rules({})).json().access_password_set).toBe(true);
    expect((await rules({ access_password: null })).json().access_password_set).toBe(false);
  });

  it('lets trials start and answer only from the allowed IPv4 and IPv6 ranges, the rule reaching running trials', async () => {
    const student = await createTestUser(t.app);
    const trial = (await start({ user: student, ip: '192.168.1.5' })).json().id as string;
    expect((await rules({ allowed_ip_ranges: ['10.20.0.0/16', '2001:db8::/32'] })).statusCode).toBe(200);
    const outside = await submit(trial, { user: student, ip: '192.168.1.5' });
    expect([outside.statusCode, outside.json().error_code]).toEqual([403, 'ip_not_allowed']);
    expect(outside.json().detail).toContain('192.168.1.5');
    expect((await question(trial, { user: student, ip: '192.168.1.5' })).statusCode).toBe(403);
    expect((await submit(trial, { user: student, ip: '10.20.3.4' })).statusCode).toBe(200);
    expect((await question(trial, { user: student, ip: '::ffff:10.20.3.4' })).statusCode).toBe(200);

    const other = await createTestUser(t.app);
    expect((await start({ user: other, ip: '172.16.0.1' })).json().error_code).toBe('ip_not_allowed');
    expect((await start({ user: other, ip: '2001:db8::5' })).statusCode).toBe(201);
    await rules({});
  });

  it('binds an attempt to its device until an invigilator releases it', async () => {
    await rules({ one_device: true });
    const student = await createTestUser(t.app);
    const noDevice = await start({ user: student });
    expect([noDevice.statusCode, noDevice.json().error_code]).toEqual([403, 'device_required']);
    const trial = (await start({ user: student, device: 'laptop-a' })).json().id as string;
    expect((await submit(trial, { user: student, device: 'laptop-a' })).statusCode).toBe(200);
    const elsewhere = await question(trial, { user: student, device: 'tablet-b' });
    expect([elsewhere.statusCode, elsewhere.json().error_code]).toEqual([403, 'device_mismatch']);
    expect((await start({ user: student, device: 'tablet-b' })).json().error_code).toBe('device_mismatch');

    expect((await call('POST', `admin/trials/${trial}/release-device/`, { user: admin })).statusCode).toBe(204);
    expect((await call('POST', `admin/trials/${trial}/release-device/`, { user: admin })).statusCode).toBe(409);
    expect((await start({ user: student, device: 'tablet-b' })).statusCode).toBe(200);
    expect((await submit(trial, { user: student, device: 'tablet-b' })).statusCode).toBe(200);
    expect((await submit(trial, { user: student, device: 'laptop-a' })).json().error_code).toBe('device_mismatch');
    const audit = await call('GET', 'admin/audit/?entity=trial', { user: admin });
    expect(audit.json().results.some((r: { action: string }) => r.action === 'release_device')).toBe(true);
    await rules({});
  });

  it("checks SEB's hashes of each request's URL with a pasted Config Key, a Browser Exam Key or the generated configuration", async () => {
    await rules({ seb_required: true, seb_config_keys: [PASTED_KEY.toUpperCase()], seb_browser_exam_keys: [BROWSER_EXAM_KEY] });
    const startUrl = `http://${HOST}/api/v1/quizzes/quizzes/${quizId}/start/`;
    const seb = (url: string, key = PASTED_KEY) => ({ 'x-safeexambrowser-configkeyhash': sha256(url + key) });

    const student = await createTestUser(t.app);
    const plain = await start({ user: student, lang: 'ar' });
    expect([plain.statusCode, plain.json().error_code]).toEqual([403, 'seb_required']);
    expect(plain.json().detail).toContain('Safe Exam Browser');
    const trial = (await start({ user: student, headers: seb(startUrl) })).json().id as string;
    const submitUrl = `http://${HOST}/api/v1/quizzes/trials/${trial}/question/${questionId}/submit-answer/`;
    expect((await submit(trial, { user: student, headers: seb(submitUrl) })).statusCode).toBe(200);
    // A hash is bound to its URL: the start's does not open another request.
    expect((await submit(trial, { user: student, headers: seb(startUrl) })).json().error_code).toBe('seb_required');
    const bek = { 'x-safeexambrowser-requesthash': sha256(submitUrl + BROWSER_EXAM_KEY) };
    expect((await submit(trial, { user: student, headers: bek })).statusCode).toBe(200);

    // SEB 3 on macOS/iOS: the page's hash from the JavaScript API, with the page's URL (of this site only).
    const page = `http://${HOST}/quizzes/${quizId}/play`;
    const fromPage = { ...seb(page), 'x-safeexambrowser-url': page };
    expect((await submit(trial, { user: student, headers: fromPage })).statusCode).toBe(200);
    const foreign = 'http://elsewhere.test/page';
    const foreignPage = { ...seb(foreign), 'x-safeexambrowser-url': foreign };
    expect((await submit(trial, { user: student, headers: foreignPage })).statusCode).toBe(403);

    // The generated .seb: SEB computes its Config Key from the file, and the server accepts it unasked.
    const download = await call('GET', `admin/quizzes/${quizId}/seb-config/`, { user: admin });
    expect(download.headers['content-type']).toContain('application/seb');
    const generated = configKey(parsePlist(download.body));
    expect((await call('GET', `admin/quizzes/${quizId}/access-rules/`, { user: admin })).json()).toMatchObject({
      seb_generated_config_key: generated,
      seb_config_keys: [PASTED_KEY],
    });
    expect((await submit(trial, { user: student, headers: seb(submitUrl, generated) })).statusCode).toBe(200);
    await rules({});
  });

  it('refuses malformed rules with a field error and unknown fields', async () => {
    const bad = await rules({ allowed_ip_ranges: ['10.0.0.0/33'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('allowed_ip_ranges.0');
    expect((await rules({ seb_config_keys: ['abc'] })).statusCode).toBe(400);
    expect((await rules({ password: 'x' })).statusCode).toBe(400);
    const student = await createTestUser(t.app);
    expect((await call('GET', `admin/quizzes/${quizId}/access-rules/`, { user: student })).statusCode).toBe(403);
  });
});
