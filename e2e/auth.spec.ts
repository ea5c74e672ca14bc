import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { registerStudent, signInAs } from './support/accounts.js';
import { expect, mailsTo, test, useLanguage, waitForCode, type Lang } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

const newEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.com`;
const newPassword = () => `Mizan-${randomBytes(6).toString('hex')}`;

/** Types a code into the six boxes the way a user does: the focus moves on by itself. */
async function typeCode(page: Page, t: ReturnType<typeof textsFor>, code: string) {
  await page.getByLabel(t('auth:code.digit', { position: 1, length: 6 })).click();
  await page.keyboard.type(code);
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`auth journeys (${lang})`, () => {
    const t = textsFor(lang);
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('register, verify from the email, sign out, sign in with the password', async ({ page }) => {
      const email = newEmail();
      const password = newPassword();
      await page.goto('/auth/register');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByLabel(t('auth:fields.fullname')).fill(lang === 'ar' ? 'ليلى حسن' : 'Layla Hassan');
      await page.getByLabel(t('auth:fields.email')).fill(email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(password);
      await expect(page.getByText(t('auth:password.strength.strong'))).toBeVisible();
      await page.getByRole('button', { name: t('auth:register.submit') }).click();

      await expect(page).toHaveURL(/\/auth\/otp\?email=/);
      await typeCode(page, t, await waitForCode(email));
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh'))).toBeTruthy();

      await page.getByRole('button', { name: t('actions.signOut') }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
      expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([null, null]);

      await page.getByLabel(t('auth:fields.email')).fill(email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('wrong password shows the server message; client checks are translated', async ({ page, request }) => {
      const student = await registerStudent(request, lang);
      await page.goto('/auth/login');
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page.getByText(t('errors:validation.invalid_email'))).toBeVisible();
      await expect(page.getByText(t('errors:validation.required'))).toBeVisible();

      await page.getByLabel(t('auth:fields.email')).fill(student.email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t('errors:accounts.invalid_credentials'));
    });

    test('sign in with a one-time code', async ({ page, request }) => {
      const student = await registerStudent(request, lang);
      await page.goto('/auth/login');
      await page.getByRole('link', { name: t('auth:login.withCode') }).click();
      await expect(page).toHaveURL(/\/auth\/login-otp-code$/);
      const before = mailsTo(student.email).length;
      await page.getByLabel(t('auth:fields.email')).fill(student.email);
      await page.getByRole('button', { name: t('auth:loginOtp.send') }).click();
      await expect(page.getByRole('button', { name: t('auth:code.resendIn', { seconds: 60, count: 60 }) })).toBeDisabled();
      const code = await waitForCode(student.email, before);

      // A wrong code: the boxes empty and the focus goes back to the first one, ready for the next try.
      const box = (position: number) => page.getByLabel(t('auth:code.digit', { position, length: 6 }));
      await typeCode(page, t, code === '000000' ? '111111' : '000000');
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(box(1)).toBeFocused();
      await expect(box(6)).toHaveValue('');
      // The arrow keys move between the boxes (they read left to right in both languages).
      await page.keyboard.press('ArrowRight');
      await expect(box(2)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(box(1)).toBeFocused();

      await page.keyboard.type(code);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('forgot and reset the password, then sign in with the new one', async ({ page, request }) => {
      const student = await registerStudent(request, lang);
      const password = newPassword();
      await page.goto('/auth/login');
      await page.getByRole('link', { name: t('auth:login.forgot') }).click();
      // Until its code has loaded the login page stays on screen: filling before then would type into its email field.
      await expect(page.getByRole('heading', { level: 1, name: t('auth:forgot.title') })).toBeVisible();
      const before = mailsTo(student.email).length;
      await page.getByLabel(t('auth:fields.email')).fill(student.email);
      await page.getByRole('button', { name: t('auth:forgot.submit') }).click();
      await expect(page).toHaveURL(/\/auth\/reset-password\?email=/);

      await typeCode(page, t, await waitForCode(student.email, before));
      await page.getByLabel(t('auth:fields.newPassword'), { exact: true }).fill(password);
      await page.getByLabel(t('auth:fields.confirmPassword'), { exact: true }).fill(`${password}x`);
      await page.getByRole('button', { name: t('auth:reset.submit') }).click();
      await expect(page.getByText(t('auth:password.mismatch'))).toBeVisible();
      await page.getByLabel(t('auth:fields.confirmPassword'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth:reset.submit') }).click();

      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('status')).toHaveText(t('errors:accounts.password_reset'));
      await page.getByLabel(t('auth:fields.email')).fill(student.email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    // Within the code-mail cooldown (60 s per address) signing in mails no second code: the first one is still good.
    test('an unverified account is sent to the code page, where the mailed code works', async ({ page, request }) => {
      const email = newEmail();
      const password = newPassword();
      const registered = await request.post('/api/v1/auth/register/', { data: { email, password, fullname: 'Omar Ali' } });
      expect(registered.status()).toBe(201);
      const code = await waitForCode(email);
      await page.goto('/auth/login');
      await page.getByLabel(t('auth:fields.email')).fill(email);
      await page.getByLabel(t('auth:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/auth/otp\\?email=${encodeURIComponent(email)}`));
      await typeCode(page, t, code);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('an expired access token is refreshed silently while the user moves around', async ({ page, request }) => {
      const student = await registerStudent(request, lang);
      await signInAs(page, student);
      await page.goto('/profile');
      await expect(page.getByLabel(t('profile:details.fullname'))).toHaveValue(student.fullname);

      await page.evaluate(() => localStorage.setItem('access', 'expired.garbage.token'));
      await page.reload();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByLabel(t('profile:details.fullname'))).toHaveValue(student.fullname);
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      await nav.getByRole('link', { name: t('nav.dashboard') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page
        .getByRole('link', { name: t('topBar.myAccount') })
        .first()
        .click();
      await page.evaluate(() => localStorage.setItem('access', 'expired.garbage.token'));
      await page.getByLabel(t('profile:details.fullname')).fill(`${student.fullname} ${lang === 'ar' ? 'الثانية' : 'Second'}`);
      await page.getByRole('button', { name: t('profile:details.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:details.saved') })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe('expired.garbage.token');
    });
  });
}
