import { signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/integrations-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test("the integrations' console pages (LMS platforms, API keys, webhooks, credentials) in both languages, themes and sizes", async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const pages = { lti: '/admin/lti', 'api-keys': '/admin/api-keys', webhooks: '/admin/webhooks', credentials: '/admin/credentials' };
  await forEachLook(browser, admin, async (page, look) => {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/integrations/${name}-${look.name}.png`, fullPage: true });
    }
  });
});
