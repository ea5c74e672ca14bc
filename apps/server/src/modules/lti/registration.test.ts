import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { LtiPlatformSimulator } from './testing/platform-simulator.js';
import { startToolServer, type ToolServer } from './testing/tool-server.js';

describe('LTI Dynamic Registration against a platform simulator', () => {
  let tool: ToolServer;
  let sim: LtiPlatformSimulator;
  let admin: TestUser;
  let registration: string;

  beforeAll(async () => {
    [tool, sim] = await Promise.all([startToolServer(), LtiPlatformSimulator.start()]);
    admin = await createTestUser(tool.app, { role: 'admin' });
    const urls = await tool.app.inject({ method: 'GET', url: '/api/v1/admin/lti/tool/', headers: admin.headers });
    registration = urls.json().registration as string;
  });
  afterAll(async () => {
    await tool?.close();
    await sim?.close();
  });

  const open = (url: string, lang = 'en') => fetch(url, { headers: { 'accept-language': lang } });
  const withPlatform = (base: string, token = 'reg-token-1') =>
    `${base}&openid_configuration=${encodeURIComponent(`${sim.issuer}/.well-known/openid-configuration`)}&registration_token=${token}`;

  it('refuses a registration URL that Mizan did not sign', async () => {
    const forged = `${tool.baseUrl}/api/v1/lti/register/?t=not-a-token`;
    const res = await open(withPlatform(forged));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('registration link is not valid');
    expect(sim.registration).toBeNull();
  });

  it('answers a page, not an error, for a configuration URL that is not one', async () => {
    const res = await open(`${registration}&openid_configuration=not%20a%20url&registration_token=x`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('incomplete LTI request');
  });

  it('says so when the platform refuses the registration token', async () => {
    const res = await open(withPlatform(registration, 'wrong'), 'ar');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('dir="rtl"');
  });

  it('registers with the pasted URL: the platform gets our URLs and keys, Mizan stores its client id and deployment', async () => {
    expect(registration).toMatch(new RegExp(`^${tool.baseUrl}/api/v1/lti/register/\\?t=`));
    const res = await open(withPlatform(registration));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }, '*')");
    // The page's one inline script is allowed by its hash, nothing else.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(sim.registration).toMatchObject({
      initiate_login_uri: `${tool.baseUrl}/api/v1/lti/login/`,
      redirect_uris: [`${tool.baseUrl}/api/v1/lti/launch/`],
      jwks_uri: `${tool.baseUrl}/api/v1/lti/jwks/`,
      token_endpoint_auth_method: 'private_key_jwt',
    });
    const platforms = await tool.app.inject({ method: 'GET', url: '/api/v1/admin/lti/platforms/', headers: admin.headers });
    expect(platforms.json()).toEqual([
      // What dynamic registration stored is what an admin would have typed by hand.
      expect.objectContaining(sim.manualRegistration),
    ]);
    const audit = await tool.database.rows<{ action: string }>(sql`select action from audit_log where entity = 'lti_platform'`);
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it("round trip: the registered platform launches a learner, who sits the quiz; the score reaches the platform's line item", async () => {
    const quiz = await insertQuiz(tool.app.db, gradedQuiz());
    const res = await sim.launch({ user: { sub: 'u-1', name: 'Sara', email: 'sara@lms.example', roles: 'learner' }, quizId: quiz.id });
    expect(res.status, res.body).toBe(303);
    expect(res.location).toMatch(/\/lti\/start#code=/);
    const api = (method: 'GET' | 'POST', url: string, payload?: object, access?: string) =>
      tool.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: access ? { authorization: `Bearer ${access}` } : {},
        ...(payload ? { payload } : {}),
      });
    const code = new URL(res.location!).hash.replace('#code=', '');
    const { access } = (await api('POST', 'lti/exchange/', { code })).json() as { access: string };
    const trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, {}, access)).json().id as string;
    for (const q of quiz.questions)
      await api('POST', `quizzes/trials/${trialId}/question/${q.id}/submit-answer/`, { selected_answer_id: q.answers[0]!.id }, access);
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, {}, access)).statusCode).toBe(200);
    await tool.settleJobs();
    expect(sim.scores).toEqual([
      expect.objectContaining({
        score: expect.objectContaining({ userId: 'u-1', activityProgress: 'Completed', gradingProgress: 'FullyGraded' }),
      }),
    ]);
  });
});
