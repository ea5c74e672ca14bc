import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trials } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from './test-sitting.js';

const HOST = 'exam.test';
const HOUR = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CLASS_KEY = 'c3'.repeat(32);

interface Call {
  user: TestUser;
  ip?: string;
  device?: string;
  headers?: Record<string, string>;
}

describe("an assignment's own access rules (#32) replace its quiz's for its sittings", () => {
  let t: TestApp;
  let admin: TestUser;
  let staffA: TestUser;
  let staffB: TestUser;
  let quizId: number;
  let questionId: number;
  let optionId: number;
  let assignmentA: number;
  let assignmentB: number;
  const codes: Record<'a' | 'b', string> = { a: '', b: '' };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, c: Call, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      remoteAddress: c.ip ?? '127.0.0.1',
      headers: {
        ...c.user.headers,
        host: HOST,
        'accept-language': 'en',
        ...(c.device ? { 'x-mizan-device': c.device } : {}),
        ...c.headers,
      },
      ...(payload ? { payload } : {}),
    });
  const none = { allowed_ip_ranges: [], one_device: false, seb_required: false, seb_config_keys: [], seb_browser_exam_keys: [] };
  const assignmentRules = (id: number, body: object, user = admin) =>
    call('PUT', `admin/assignments/${id}/access-rules/`, { user }, { ...none, ...body });
  const start = (c: Call, body: object = {}) => call('POST', `quizzes/quizzes/${quizId}/start/`, c, body);
  const submit = (trialId: string, c: Call) =>
    call('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, c, { selected_answer_id: optionId });
  const question = (trialId: string, c: Call) => call('GET', `quizzes/trial/${trialId}/questions/${questionId}/`, c);
  const studentOf = async (group: 'a' | 'b') => {
    const student = await createTestUser(t.app);
    const joined = await call('POST', 'groups/join/', { user: student }, { code: codes[group] });
    expect(joined.statusCode, joined.body).toBe(201);
    return student;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    staffA = await createTestUser(t.app, { role: 'staff' });
    staffB = await createTestUser(t.app, { role: 'staff' });
    ({ quizId, questionId, optionId } = await publishSitting(t.app, admin, { access: 'assigned' }));
    const now = Date.now();
    const assign = async (group: 'a' | 'b', staff: TestUser) => {
      const made = await call(
        'POST',
        'admin/groups/',
        { user: admin },
        { name: { ar: `صف ${group}`, en: `Class ${group}` }, code: group, staff: [staff.id] },
      );
      expect(made.statusCode, made.body).toBe(201);
      codes[group] = made.json().join_code;
      const window = { opens_at: new Date(now - HOUR).toISOString(), closes_at: new Date(now + HOUR).toISOString() };
      const assignment = await call('POST', 'admin/assignments/', { user: admin }, { quiz: quizId, groups: [made.json().id], ...window });
      expect(assignment.statusCode, assignment.body).toBe(201);
      return assignment.json().id as number;
    };
    assignmentA = await assign('a', staffA);
    assignmentB = await assign('b', staffB);
    const quizRules = await call(
      'PUT',
      `admin/quizzes/${quizId}/access-rules/`,
      { user: admin },
      { ...none, access_password: 'quiz-pass' },
    );
    expect(quizRules.statusCode, quizRules.body).toBe(200);
  });
  afterAll(() => t.close());

  it("shows the quiz's rules until the assignment has its own, then asks its students for the assignment's password", async () => {
    const before = await call('GET', `admin/assignments/${assignmentA}/access-rules/`, { user: admin });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ own_rules: false, quiz: quizId, access_password_set: true });

    const set = await assignmentRules(assignmentA, { access_password: 'class-a' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ own_rules: true, access_password_set: true });
    expect(set.json()).not.toHaveProperty('access_password');

    const student = await studentOf('a');
    const withQuizPassword = await start({ user: student }, { access_password: 'quiz-pass' });
    expect([withQuizPassword.statusCode, withQuizPassword.json().error_code]).toEqual([403, 'access_password_wrong']);
    const started = await start({ user: student }, { access_password: 'class-a' });
    expect(started.statusCode, started.body).toBe(201);
    const [row] = await t.app.db.select().from(trials).where(eq(trials.id, started.json().id));
    expect(row?.assignmentId).toBe(assignmentA);
    expect((await submit(started.json().id, { user: student })).statusCode).toBe(200);
  });

  it("keeps the quiz's rules for another class's assignment without its own", async () => {
    const student = await studentOf('b');
    const withClassPassword = await start({ user: student }, { access_password: 'class-a' });
    expect([withClassPassword.statusCode, withClassPassword.json().error_code]).toEqual([403, 'access_password_wrong']);
    expect((await start({ user: student }, { access_password: 'quiz-pass' })).statusCode).toBe(201);
  });

  it("holds the assignment's students, and only them, to its IP ranges, running trials included", async () => {
    const inA = await studentOf('a');
    const inB = await studentOf('b');
    const trialA = (await start({ user: inA, ip: '192.168.1.5' }, { access_password: 'class-a' })).json().id as string;
    const trialB = (await start({ user: inB, ip: '192.168.1.5' }, { access_password: 'quiz-pass' })).json().id as string;
    // An absent password keeps the assignment's.
    expect((await assignmentRules(assignmentA, { allowed_ip_ranges: ['10.20.0.0/16'] })).json().access_password_set).toBe(true);

    const outside = await submit(trialA, { user: inA, ip: '192.168.1.5' });
    expect([outside.statusCode, outside.json().error_code]).toEqual([403, 'ip_not_allowed']);
    expect((await question(trialA, { user: inA, ip: '192.168.1.5' })).statusCode).toBe(403);
    expect((await submit(trialA, { user: inA, ip: '10.20.3.4' })).statusCode).toBe(200);
    expect((await submit(trialB, { user: inB, ip: '192.168.1.5' })).statusCode).toBe(200);

    const late = await studentOf('a');
    expect((await start({ user: late, ip: '192.168.1.5' }, { access_password: 'class-a' })).json().error_code).toBe('ip_not_allowed');
    expect((await start({ user: late, ip: '10.20.0.9' }, { access_password: 'class-a' })).statusCode).toBe(201);
    await assignmentRules(assignmentA, {});
  });

  it("checks SEB against the assignment's keys, and binds and releases its one-device attempts", async () => {
    await assignmentRules(assignmentA, { seb_required: true, seb_config_keys: [CLASS_KEY], one_device: true });
    const startUrl = `http://${HOST}/api/v1/quizzes/quizzes/${quizId}/start/`;
    const seb = (url: string) => ({ 'x-safeexambrowser-configkeyhash': sha256(url + CLASS_KEY) });
    const student = await studentOf('a');
    const plain = await start({ user: student, device: 'laptop-a' }, { access_password: 'class-a' });
    expect([plain.statusCode, plain.json().error_code]).toEqual([403, 'seb_required']);
    const started = await start({ user: student, device: 'laptop-a', headers: seb(startUrl) }, { access_password: 'class-a' });
    expect(started.statusCode, started.body).toBe(201);
    const trial = started.json().id as string;
    const submitUrl = `http://${HOST}/api/v1/quizzes/trials/${trial}/question/${questionId}/submit-answer/`;
    expect((await submit(trial, { user: student, device: 'laptop-a' })).json().error_code).toBe('seb_required');
    expect((await submit(trial, { user: student, device: 'laptop-a', headers: seb(submitUrl) })).statusCode).toBe(200);
    const elsewhere = await submit(trial, { user: student, device: 'tablet-b', headers: seb(submitUrl) });
    expect(elsewhere.json().error_code).toBe('device_mismatch');

    expect((await call('POST', `admin/trials/${trial}/release-device/`, { user: admin })).statusCode).toBe(204);
    expect((await start({ user: student, device: 'tablet-b', headers: seb(startUrl) })).statusCode).toBe(200);
    expect((await submit(trial, { user: student, device: 'tablet-b', headers: seb(submitUrl) })).statusCode).toBe(200);
    expect((await submit(trial, { user: student, device: 'laptop-a', headers: seb(submitUrl) })).json().error_code).toBe('device_mismatch');

    // The assignment's .seb is its quiz's, whose key its rules accept unasked.
    const file = await call('GET', `admin/assignments/${assignmentA}/seb-config/`, { user: admin });
    expect(file.headers['content-type']).toContain('application/seb');
    expect(file.body).toContain(`/quizzes/${quizId}/instructions`);

    // Without its own rules the assignment's sittings follow the quiz's again (no SEB, its password); an attempt
    // already bound keeps answering its device only.
    expect((await call('DELETE', `admin/assignments/${assignmentA}/access-rules/`, { user: admin })).statusCode).toBe(204);
    expect((await submit(trial, { user: student, device: 'tablet-b' })).statusCode).toBe(200);
    const back = await call('GET', `admin/assignments/${assignmentA}/access-rules/`, { user: admin });
    expect(back.json()).toMatchObject({ own_rules: false, access_password_set: true, seb_required: false });
    const next = await studentOf('a');
    expect((await start({ user: next }, { access_password: 'class-a' })).json().error_code).toBe('access_password_wrong');
    expect((await start({ user: next }, { access_password: 'quiz-pass' })).statusCode).toBe(201);
  });

  it("follows the assignment's quiz when it changes: the new quiz's generated .seb is the one accepted", async () => {
    const groups = (await call('GET', `admin/assignments/${assignmentB}/`, { user: admin })).json().groups as { id: number }[];
    const window = { opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: new Date(Date.now() + HOUR).toISOString() };
    const made = await call('POST', 'admin/assignments/', { user: admin }, { quiz: quizId, groups: groups.map((g) => g.id), ...window });
    const id = made.json().id as number;
    const first = await assignmentRules(id, { seb_required: true, seb_config_keys: [CLASS_KEY] });
    expect(first.json().seb_config_keys).toEqual([CLASS_KEY]);

    const other = await publishSitting(t.app, admin, { access: 'assigned' });
    expect((await call('PATCH', `admin/assignments/${id}/`, { user: admin }, { quiz: other.quizId })).statusCode).toBe(200);
    const after = (await call('GET', `admin/assignments/${id}/access-rules/`, { user: admin })).json();
    expect(after).toMatchObject({ quiz: other.quizId, own_rules: true, seb_config_keys: [CLASS_KEY] });
    expect(after.seb_generated_config_key).not.toBe(first.json().seb_generated_config_key);

    const student = await studentOf('b');
    const startUrl = `http://${HOST}/api/v1/quizzes/quizzes/${other.quizId}/start/`;
    const seb = (key: string) => ({ 'x-safeexambrowser-configkeyhash': sha256(startUrl + key) });
    const begin = (key: string) => call('POST', `quizzes/quizzes/${other.quizId}/start/`, { user: student, headers: seb(key) }, {});
    expect((await begin(first.json().seb_generated_config_key)).json().error_code).toBe('seb_required');
    expect((await begin(after.seb_generated_config_key)).statusCode).toBe(201);
  });

  it("lets staff manage only their classes' assignments' rules, audited, and refuses malformed bodies", async () => {
    const mine = await assignmentRules(assignmentA, { access_password: 'staff-set' }, staffA);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await call('GET', `admin/assignments/${assignmentA}/access-rules/`, { user: staffA })).statusCode).toBe(200);
    expect((await call('GET', `admin/assignments/${assignmentA}/access-rules/`, { user: staffB })).statusCode).toBe(404);
    expect((await assignmentRules(assignmentA, { access_password: 'takeover' }, staffB)).statusCode).toBe(404);
    expect((await call('DELETE', `admin/assignments/${assignmentA}/access-rules/`, { user: staffB })).statusCode).toBe(404);
    expect((await call('GET', `admin/assignments/${assignmentA}/seb-config/`, { user: staffB })).statusCode).toBe(404);
    expect((await call('GET', `admin/assignments/${assignmentB}/access-rules/`, { user: staffA })).statusCode).toBe(404);
    const student = await studentOf('a');
    expect((await call('GET', `admin/assignments/${assignmentA}/access-rules/`, { user: student })).statusCode).toBe(403);
    expect((await call('GET', `admin/assignments/999999/access-rules/`, { user: admin })).statusCode).toBe(404);

    expect((await assignmentRules(assignmentA, { password: 'x' })).statusCode).toBe(400);
    expect((await assignmentRules(assignmentA, { allowed_ip_ranges: ['10.0.0.0/33'] })).statusCode).toBe(400);

    const audit = await call('GET', 'admin/audit/?entity=assignment_access_rules&page_size=50', { user: admin });
    expect(audit.statusCode, audit.body).toBe(200);
    const rows = audit.json().results as { action: string; entity_id: string; actor: { id: string } | null }[];
    const actions = rows.filter((r) => r.entity_id === String(assignmentA)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'download']));
    // The staff member's write (after the last test's delete: a new set of rules), named; never the password.
    expect(rows[0]).toMatchObject({ action: 'create', actor: { id: staffA.id } });
    expect(audit.body).not.toContain('staff-set');
  });
});
