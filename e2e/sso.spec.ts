import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { text } from './support/texts.js';

/** apps/server/src/test/oidc-provider.ts: a real OpenID provider (oidc-provider) on a local port. */
interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, { email?: string; email_verified?: boolean; name?: string }>;
  close(): Promise<void>;
}

// The shared web server has no providers (as the demo `npm start`): this spec starts a server of its own, configured
// with two providers at a local oidc-provider, so no other spec's sign-in page changes.
const ssoPort = 25000 + Math.floor(Math.random() * 2000);
const idpPort = ssoPort + 2000;
const origin = `http://127.0.0.1:${ssoPort}`;
const callback = (id: string) => `${origin}/api/v1/auth/sso/${id}/callback/`;
const LABELS = { ar: 'مزوّد الاختبار', en: 'Test provider' };

let idp: TestOidcProvider;
let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const module = (await import('../apps/server/src/test/oidc-provider.js' as string)) as {
    startTestOidcProvider(redirectUris: string[], options: { port: number }): Promise<TestOidcProvider>;
  };
  idp = await module.startTestOidcProvider([callback('test'), callback('uni')], { port: idpPort });
  dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-e2e-sso-'));
  const provider = (id: string) => ({
    [`SSO_${id}_ISSUER`]: idp.issuer,
    [`SSO_${id}_CLIENT_ID`]: idp.clientId,
    [`SSO_${id}_CLIENT_SECRET`]: idp.clientSecret,
    [`SSO_${id}_LABEL_AR`]: id === 'TEST' ? LABELS.ar : 'جامعتي',
    [`SSO_${id}_LABEL_EN`]: id === 'TEST' ? LABELS.en : 'My university',
  });
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ssoPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SSO_PROVIDERS: 'test,uni',
      ...provider('TEST'),
      ...provider('UNI'),
      SSO_UNI_ALLOWED_DOMAINS: 'uni.example',
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/ready`).catch(() => null))?.status, { timeout: 90_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  await idp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Someone the provider knows; returns their login there. */
const person = (identity: { email: string; email_verified: boolean; name: string }) => {
  const login = `person-${randomBytes(4).toString('hex')}`;
  idp.accounts.set(login, identity);
  return login;
};

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`single sign-on (${lang})`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('the demo server has no providers: no button on the sign-in page', async ({ page }) => {
      const providers = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/sso/providers/'));
      await page.goto('/auth/login');
      expect(await (await providers).json()).toEqual([]);
      await expect(page.getByRole('button', { name: t('auth:login.submit'), exact: true })).toBeVisible();
      await expect(page.getByText(t('auth:sso.or'), { exact: true })).toHaveCount(0);
    });

    test('signs a new person in through the provider and lands where they were heading', async ({ page }) => {
      const email = `sso-${randomBytes(4).toString('hex')}@example.com`;
      const login = person({ email, email_verified: true, name: lang === 'ar' ? 'ليلى حسن' : 'Layla Hassan' });
      await page.goto(`${origin}/auth/login?redirect=%2Fprofile`);
      const button = page.getByRole('link', { name: t('auth:sso.continueWith', { provider: LABELS[lang] }) });
      await expect(button).toBeVisible();
      await expect(
        page.getByRole('link', { name: t('auth:sso.continueWith', { provider: lang === 'ar' ? 'جامعتي' : 'My university' }) }),
      ).toBeVisible();
      await expectAccessible(page);
      await button.click();

      // The provider's own sign-in form.
      await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('any');
      await page.locator('button[type="submit"]').click();

      await expect(page).toHaveURL(`${origin}/profile`);
      // The single-use code never stays in the address bar.
      expect(new URL(page.url()).hash).toBe('');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh'))).toBeTruthy();
      const me = await page.evaluate(() =>
        fetch('/api/v1/profile/me/', { headers: { authorization: `Bearer ${localStorage.getItem('access')}` } }).then((r) => r.json()),
      );
      expect(me).toMatchObject({ email, is_verified: true });
      await expectAccessible(page);
    });

    test('the registration page offers the providers too', async ({ page }) => {
      await page.goto(`${origin}/auth/register`);
      await expect(page.getByRole('link', { name: t('auth:sso.continueWith', { provider: LABELS[lang] }) })).toBeVisible();
      await expectAccessible(page);
    });

    test('a refused domain is explained on the sign-in page', async ({ page }) => {
      const login = person({ email: `outsider-${randomBytes(4).toString('hex')}@example.com`, email_verified: true, name: 'Outsider' });
      await page.goto(`${origin}/auth/login`);
      await page.getByRole('link', { name: t('auth:sso.continueWith', { provider: lang === 'ar' ? 'جامعتي' : 'My university' }) }).click();
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill('any');
      await page.locator('button[type="submit"]').click();

      await expect(page).toHaveURL(/\/auth\/login\?sso_error=domain_refused$/);
      await expect(page.getByRole('alert')).toHaveText(t('auth:sso.errors.domain_refused'));
      expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();
      await expectAccessible(page);
    });

    test('a used or made-up landing code says so, with the way back', async ({ page }) => {
      await page.goto(`${origin}/auth/sso#code=made-up`);
      await expect(page.getByRole('alert')).toHaveText(t('errors:sso.code_invalid'));
      await expect(page.getByRole('link', { name: t('auth:common.backToLogin') })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
