import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { essayQuiz, gradedQuiz } from '../trials/test-quizzes.js';
import { LtiPlatformSimulator, type SimUser } from './testing/platform-simulator.js';
import { startToolServer, type ToolServer } from './testing/tool-server.js';

describe('LTI 1.3 launch and grade passback against a platform simulator', () => {
  let tool: ToolServer;
  let sim: LtiPlatformSimulator;
  let admin: TestUser;
  let staff: TestUser;
  let quiz: InsertedQuiz;
  let platformId: number;
  const learner: SimUser = { sub: 'moodle-user-7', name: 'ليلى حسن', email: 'laila@school.example', roles: 'learner' };
  const teacher: SimUser = { sub: 'moodle-user-2', name: 'Omar Teacher', email: 'omar@school.example', roles: 'instructor' };

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user: { headers: Record<string, string> } | null,
    payload?: unknown,
  ) =>
    tool.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': 'en' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const bearer = (access: string) => ({ headers: { authorization: `Bearer ${access}` } });
  /** A launch's redirect carries the exchange code in its fragment; the SPA trades it for a session. */
  const exchange = async (location: string | null) => {
    expect(location).toMatch(/\/lti\/start#code=/);
    const code = new URL(location!).hash.replace('#code=', '');
    const res = await api('POST', 'lti/exchange/', null, { code });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      access: string;
      refresh: string;
      user: { id: string; role: string; email: string; fullname: string };
      next: string;
    };
  };
  const runJobs = () => tool.settleJobs();

  beforeAll(async () => {
    [tool, sim] = await Promise.all([startToolServer(), LtiPlatformSimulator.start()]);
    admin = await createTestUser(tool.app, { role: 'admin' });
    staff = await createTestUser(tool.app, { role: 'staff' });
    quiz = await insertQuiz(tool.app.db, gradedQuiz({ passMark: 50 }));
  });
  afterAll(async () => {
    await tool?.close();
    await sim?.close();
  });

  it('lets an admin (only) connect a platform by hand, audited, and shows the URLs to paste', async () => {
    const urls = await api('GET', 'admin/lti/tool/', admin);
    expect(urls.json()).toMatchObject({ login: `${tool.baseUrl}/api/v1/lti/login/`, jwks: `${tool.baseUrl}/api/v1/lti/jwks/` });
    sim.configureTool(urls.json());
    const body = {
      name: 'Moodle',
      ...sim.manualRegistration,
    };
    expect((await api('POST', 'admin/lti/platforms/', staff, body)).statusCode).toBe(403);
    expect((await api('POST', 'admin/lti/platforms/', null, body)).statusCode).toBe(401);
    const unknown = await api('POST', 'admin/lti/platforms/', admin, { ...body, secret: 'x' });
    expect(unknown.statusCode).toBe(400);
    const bad = await api('POST', 'admin/lti/platforms/', admin, { ...body, jwks_url: 'ftp://example.com/keys' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('jwks_url');
    const created = await api('POST', 'admin/lti/platforms/', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    platformId = created.json().id;
    const again = await api('POST', 'admin/lti/platforms/', admin, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('client_id');
    const renamed = await api('PATCH', `admin/lti/platforms/${platformId}/`, admin, { name: 'Moodle (school)' });
    expect(renamed.json()).toMatchObject({ name: 'Moodle (school)', deployment_ids: [sim.deploymentId] });
    const audit = await tool.database.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'lti_platform' and entity_id = ${String(platformId)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((await api('GET', 'admin/lti/platforms/', admin)).json()).toHaveLength(1);
  });

  it('publishes our JWKS, and rotation keeps the old key published', async () => {
    const first = (await (await fetch(`${tool.baseUrl}/api/v1/lti/jwks/`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).not.toHaveProperty('d');
    const rotated = await api('POST', 'admin/lti/keys/rotate/', admin);
    expect(rotated.statusCode).toBe(200);
    const after = (await (await fetch(`${tool.baseUrl}/api/v1/lti/jwks/`)).json()) as { keys: { kid: string }[] };
    expect(after.keys.map((k) => k.kid)).toEqual([rotated.json().kid, first.keys[0]!.kid]);
  });

  let learnerSession: Awaited<ReturnType<typeof exchange>>;

  it('launches a learner into the quiz: an account from the LMS, the course as a class, a single-use code', async () => {
    const launch = await sim.launch({ user: learner, quizId: quiz.id });
    expect(launch.status, launch.body).toBe(303);
    // Nothing rides on a cookie set during the launch (third-party cookies are gone in the LMS iframe).
    learnerSession = await exchange(launch.location);
    expect(learnerSession.next).toBe(`/quizzes/${quiz.id}`);
    expect(learnerSession.user).toMatchObject({ role: 'student', email: learner.email, fullname: learner.name });
    // The code is single-use.
    const code = new URL(launch.location!).hash.replace('#code=', '');
    expect((await api('POST', 'lti/exchange/', null, { code })).statusCode).toBe(400);
    const classes = await tool.database.rows<{ name_ar: string; members: number }>(
      sql`select g.name_ar, (select count(*)::int from group_members m where m.group_id = g.id) as members from groups g`,
    );
    expect(classes).toEqual([{ name_ar: 'Physics 101', members: 1 }]);
    // A second launch is the same account.
    const second = await exchange((await sim.launch({ user: learner, quizId: quiz.id })).location);
    expect(second.user.id).toBe(learnerSession.user.id);
  });

  it('maps an LMS instructor to staff of the course class', async () => {
    const session = await exchange((await sim.launch({ user: teacher, quizId: quiz.id })).location);
    expect(session.user.role).toBe('staff');
    expect(session.next).toBe(`/admin/quizzes/${quiz.id}`);
    const rows = await tool.database.rows<{ n: number }>(
      sql`select count(*)::int as n from group_staff where user_id = ${session.user.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it.each([
    ['a forged signature', { forge: true }, 401, 'signed by the LMS'],
    ['an expired id_token', { expiresIn: -120 }, 401, 'expired'],
    ['another audience', { claims: { aud: 'someone-else' } }, 401, 'another tool'],
    ['an unknown deployment', { claims: { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'rogue' } }, 403, 'deployment'],
  ])('refuses %s with a clear page', async (_name, options, status, words) => {
    const res = await sim.launch({ user: learner, quizId: quiz.id, ...options });
    expect(res.status).toBe(status);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain(words);
    expect(res.location).toBeNull();
  });

  it('refuses a replayed id_token (its nonce was used)', async () => {
    const first = await sim.launch({ user: learner, quizId: quiz.id });
    expect(first.status).toBe(303);
    const replay = await sim.post(first.form);
    expect(replay.status).toBe(401);
    expect(replay.body).toContain('already used');
  });

  it('refuses a login from an unknown platform', async () => {
    const res = await fetch(`${tool.baseUrl}/api/v1/lti/login/?iss=https://evil.example&login_hint=x&target_link_uri=x`, {
      redirect: 'manual',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('dir="rtl"');
    // The page shows inside the connected LMS's iframe, and no one else's.
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${sim.issuer}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('sends the score to the line item when the learner completes the trial, signed with our key', async () => {
    const user = bearer(learnerSession.access);
    const start = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user, {});
    expect(start.statusCode, start.body).toBe(201);
    const trialId = start.json().id as string;
    for (const q of quiz.questions.slice(0, 3))
      await api('POST', `quizzes/trials/${trialId}/question/${q.id}/submit-answer/`, user, { selected_answer_id: q.answers[0]!.id });
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, user)).statusCode).toBe(200);
    await runJobs();
    expect(sim.scores).toHaveLength(1);
    expect(sim.scores[0]).toMatchObject({
      lineItem: 'link-1',
      score: { userId: learner.sub, scoreGiven: 6, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
    });
    const list = await api('GET', 'admin/lti/passbacks/', admin);
    expect(list.json()).toEqual([expect.objectContaining({ trial: trialId, status: 'sent', score: 6, attempts: 1 })]);
  });

  it('retries a failing passback, lists it as failed, and sends it again on request', async () => {
    const retry = await insertQuiz(tool.app.db, gradedQuiz({}, 2));
    const session = await exchange((await sim.launch({ user: learner, quizId: retry.id, resourceLinkId: 'link-2' })).location);
    const user = bearer(session.access);
    const trialId = (await api('POST', `quizzes/quizzes/${retry.id}/start/`, user, {})).json().id as string;
    sim.failScores = 1;
    const before = sim.scores.length;
    await api('POST', `quizzes/trials/${trialId}/complete/`, user);
    await runJobs();
    expect(sim.scores).toHaveLength(before);
    const failed = await api('GET', 'admin/lti/passbacks/?status=failed', admin);
    expect(failed.json()).toEqual([
      expect.objectContaining({ trial: trialId, status: 'failed', last_error: 'score endpoint answered 503' }),
    ]);
    // The job waits for its backoff; the operator's "send again" sends now.
    const jobs = await tool.database.rows<{ attempts: number }>(sql`select attempts from jobs where kind = 'lti_score'`);
    expect(jobs).toEqual([{ attempts: 1 }]);
    expect((await api('POST', `admin/lti/passbacks/${trialId}/resend/`, staff)).statusCode).toBe(403);
    expect((await api('POST', `admin/lti/passbacks/${trialId}/resend/`, admin)).statusCode).toBe(202);
    await runJobs();
    expect(sim.scores.at(-1)).toMatchObject({ lineItem: 'link-2', score: { userId: learner.sub, scoreGiven: 0, scoreMaximum: 3 } });
    const sent = await api('GET', 'admin/lti/passbacks/?status=sent', admin);
    expect(sent.json().map((p: { trial: string }) => p.trial)).toContain(trialId);
    expect(await tool.database.rows(sql`select 1 from jobs where kind = 'lti_score'`)).toHaveLength(0);
  });

  it('sends PendingManual while an essay awaits marking, then the final score when it is marked', async () => {
    const essay = await insertQuiz(tool.app.db, essayQuiz());
    const session = await exchange((await sim.launch({ user: learner, quizId: essay.id, resourceLinkId: 'link-3' })).location);
    const user = bearer(session.access);
    const trialId = (await api('POST', `quizzes/quizzes/${essay.id}/start/`, user, {})).json().id as string;
    const [choice, written] = essay.questions;
    await api('POST', `quizzes/trials/${trialId}/question/${choice!.id}/submit-answer/`, user, {
      selected_answer_id: choice!.answers[0]!.id,
    });
    await api('POST', `quizzes/trials/${trialId}/question/${written!.id}/submit-answer/`, user, {
      response: { text: '<p>الماء سر الحياة</p>' },
    });
    await api('POST', `quizzes/trials/${trialId}/complete/`, user);
    await runJobs();
    const pending = sim.scores.at(-1)!;
    expect(pending).toMatchObject({ lineItem: 'link-3', score: { gradingProgress: 'PendingManual', activityProgress: 'Completed' } });
    expect(pending.score).not.toHaveProperty('scoreGiven');
    const marked = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: written!.id, points: 3 });
    expect(marked.statusCode, marked.body).toBe(200);
    await runJobs();
    expect(sim.scores.at(-1)).toMatchObject({
      lineItem: 'link-3',
      score: { gradingProgress: 'FullyGraded', scoreGiven: 4, scoreMaximum: 5 },
    });
    // A changed mark sends the new score.
    await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: written!.id, points: 1, reason: 'Recount' });
    await runJobs();
    expect(sim.scores.at(-1)).toMatchObject({ lineItem: 'link-3', score: { scoreGiven: 2, scoreMaximum: 5 } });
  });

  it('deletes a platform (audited); its launches are then refused', async () => {
    expect((await api('DELETE', `admin/lti/platforms/${platformId}/`, admin)).statusCode).toBe(204);
    const res = await sim.launch({ user: learner, quizId: quiz.id });
    expect(res.status).toBe(404);
    expect(res.body).toContain('not connected');
  });
});
