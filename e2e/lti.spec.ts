import { randomInt } from 'node:crypto';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { findQuiz } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`LMS platforms console (${lang}): the tool's URLs to paste, a platform added by hand, edited and deleted`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const suffix = randomInt(1e6);
    const name = `Moodle ${suffix}`;
    const admin = await signInDemoAdmin(request);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.lti') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('lti.title') })).toBeVisible();
    // Every URL an LMS asks for, with its copy button.
    for (const key of ['registration', 'login', 'launch', 'redirect', 'jwks', 'deep_linking'])
      await expect(page.getByRole('button', { name: a('lti.copyOf', { name: a(`lti.urls.${key}`) }) })).toBeVisible();
    await expect(page.getByText(/\/api\/v1\/lti\/register\/\?t=/)).toBeVisible();
    await expect(page.getByText(a('lti.noFailures'))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: a('lti.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('lti.newTitle') });
    const field = (key: string) => dialog.getByLabel(a(`lti.fields.${key}`), { exact: true });
    await field('name').fill(name);
    await field('issuer').fill(`https://moodle${suffix}.example.org`);
    await field('client_id').fill(`client-${suffix}`);
    await field('auth_login_url').fill(`https://moodle${suffix}.example.org/mod/lti/auth.php`);
    await field('auth_token_url').fill(`https://moodle${suffix}.example.org/mod/lti/token.php`);
    await field('jwks_url').fill('not a url');
    await field('deployment_ids').fill('1, 2');
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    // The server names the bad field under it.
    await expect(field('jwks_url')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await field('jwks_url').fill(`https://moodle${suffix}.example.org/mod/lti/certs.php`);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`https://moodle${suffix}.example.org`);

    await row.getByRole('button', { name: a('lti.editOf', { name }) }).click();
    const edit = page.getByRole('dialog', { name: a('lti.editTitle') });
    await expect(edit.getByLabel(a('lti.fields.deployment_ids'), { exact: true })).toHaveValue('1, 2');
    await edit.getByLabel(a('lti.fields.name'), { exact: true }).fill(`${name} (school)`);
    await edit.getByRole('button', { name: a('actions.save') }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByRole('row').filter({ hasText: `${name} (school)` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: a('lti.deleteOf', { name: `${name} (school)` }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('actions.delete') })
      .click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
}

/** What this spec uses of the platform simulator (apps/server/src/modules/lti/testing/platform-simulator.ts). */
interface Simulator {
  clientId: string;
  baseUrl: string;
  manualRegistration: Record<string, unknown>;
  configureTool(urls: { login: string; launch: string; jwks: string }): void;
  close(): Promise<void>;
}

test('an LMS launch opens the quiz inside the course page (the platform simulator on another site)', async ({ page, request }) => {
  test.slow();
  // The simulator lives beside the server's tests (it imports nothing of Mizan); loaded as the seed is elsewhere.
  const { LtiPlatformSimulator } = (await import('../apps/server/src/modules/lti/testing/platform-simulator.js' as string)) as {
    LtiPlatformSimulator: { start(options: { host: 'localhost' }): Promise<Simulator> };
  };
  const sim = await LtiPlatformSimulator.start({ host: 'localhost' });
  try {
    const suffix = randomInt(1e6);
    const admin = await signInDemoAdmin(request);
    const headers = { authorization: `Bearer ${admin.access}` };
    sim.clientId = `e2e-${suffix}`;
    sim.configureTool(await (await request.get('/api/v1/admin/lti/tool/', { headers })).json());
    const created = await request.post('/api/v1/admin/lti/platforms/', {
      headers,
      data: {
        name: `Simulated Moodle ${suffix}`,
        ...sim.manualRegistration,
      },
    });
    expect(created.status()).toBe(201);
    const quiz = await findQuiz(request, admin, 'General knowledge', 'en');
    const launch = {
      user: { sub: `e2e-${suffix}`, name: 'Laila Hassan', email: `laila-${suffix}@lms.example`, roles: 'learner' },
      quizId: quiz.id,
      context: { id: `course-${suffix}`, title: 'Physics' },
    };
    await useLanguage(page, 'en');
    await page.goto(`${sim.baseUrl}/course?launch=${encodeURIComponent(JSON.stringify(launch))}`);
    const activity = page.frameLocator('iframe[title="Mizan activity"]');
    // Login, authorization and the form post happen inside the iframe; the SPA trades the code for a session.
    await expect(activity.getByText(quiz.title).first()).toBeVisible({ timeout: 30_000 });
    const frame = page.frames().find((f) => f.url().includes(`/quizzes/${quiz.id}`));
    expect(
      frame,
      page
        .frames()
        .map((f) => f.url())
        .join(' '),
    ).toBeTruthy();
    // Chromium without third-party cookies (the LMS's page is another site) changes nothing: the launch set none.
    const mizan = frame!.url();
    expect(await page.context().cookies(mizan)).toEqual([]);
    await request.delete(`/api/v1/admin/lti/platforms/${(await created.json()).id}/`, { headers });
  } finally {
    await sim.close();
  }
});
