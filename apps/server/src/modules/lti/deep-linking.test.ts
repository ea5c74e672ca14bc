import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { LtiPlatformSimulator, type SimUser } from './testing/platform-simulator.js';
import { startToolServer, type ToolServer } from './testing/tool-server.js';

describe('LTI Deep Linking: an instructor picks a Mizan quiz from inside the LMS', () => {
  let tool: ToolServer;
  let sim: LtiPlatformSimulator;
  let quiz: InsertedQuiz;
  const teacher: SimUser = { sub: 't-1', name: 'Omar', email: 'omar@lms.example', roles: 'instructor' };

  beforeAll(async () => {
    [tool, sim] = await Promise.all([startToolServer(), LtiPlatformSimulator.start()]);
    const admin = await createTestUser(tool.app, { role: 'admin' });
    const urls = (await tool.app.inject({ method: 'GET', url: '/api/v1/admin/lti/tool/', headers: admin.headers })).json();
    sim.configureTool(urls);
    const created = await tool.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lti/platforms/',
      headers: admin.headers,
      payload: {
        name: 'Moodle',
        ...sim.manualRegistration,
      },
    });
    expect(created.statusCode).toBe(201);
    quiz = await insertQuiz(tool.app.db, gradedQuiz({ titleEn: 'Forces and motion' }));
    await insertQuiz(tool.app.db, gradedQuiz({ titleEn: 'Unpublished draft', published: false }));
  });
  afterAll(async () => {
    await tool?.close();
    await sim?.close();
  });

  it('refuses a learner', async () => {
    const res = await sim.launch({ user: { ...teacher, sub: 'l-1', roles: 'learner' }, messageType: 'LtiDeepLinkingRequest' });
    expect(res.status).toBe(403);
    expect(res.body).toContain('instructors');
  });

  it('shows the picker, and returns a signed ltiResourceLink with a line item that the platform verifies', async () => {
    const picker = await sim.launch({ user: teacher, messageType: 'LtiDeepLinkingRequest' });
    expect(picker.status, picker.body).toBe(200);
    expect(picker.body).toContain('Forces and motion');
    expect(picker.body).not.toContain('Unpublished draft');
    const action = /<form method="post" action="([^"]+)"/.exec(picker.body)![1]!;
    const token = /name="token" value="([^"]+)"/.exec(picker.body)![1]!;
    expect(action).toBe(`${tool.baseUrl}/api/v1/lti/deep-linking/`);

    const forged = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: new URLSearchParams({ token: `${token}x`, quiz: String(quiz.id) }),
    });
    expect(forged.status).toBe(400);

    const picked = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: new URLSearchParams({ token, quiz: String(quiz.id) }),
    });
    expect(picked.status).toBe(200);
    const page = await picked.text();
    const returnUrl = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
    expect(returnUrl).toBe(`${sim.baseUrl}/deep-linking-return`);
    expect(picked.headers.get('content-security-policy')).toContain(`form-action 'self' ${sim.baseUrl}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page)![1]!;

    // The browser posts the form to the LMS, which verifies it against Mizan's JWKS over HTTP.
    const back = await fetch(returnUrl, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) });
    expect(back.status).toBe(200);
    expect(sim.deepLinks).toHaveLength(1);
    expect(sim.deepLinks[0]).toMatchObject({
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': sim.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-data',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        {
          type: 'ltiResourceLink',
          title: 'Forces and motion',
          url: `${tool.baseUrl}/api/v1/lti/launch/`,
          custom: { quiz_id: String(quiz.id) },
          lineItem: { scoreMaximum: 100, resourceId: `mizan-quiz-${quiz.id}` },
        },
      ],
    });
  });
});
