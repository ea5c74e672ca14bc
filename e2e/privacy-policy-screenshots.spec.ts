import { signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/privacy-policy-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('privacy policy console and page in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  await forEachLook(browser, admin, async (page, look) => {
    for (const [name, path] of Object.entries({
      versions: '/admin/privacy-policy',
      editor: '/admin/privacy-policy/new',
      page: '/privacy-policy',
    })) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/console/privacy-${name}-${look.name}.png`, fullPage: name !== 'editor' });
    }
  });
});
