import { randomInt } from 'node:crypto';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`API keys and webhooks (${lang}): an admin creates a key (shown once), uses it, revokes it, and creates a webhook with its delivery log`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const keyName = `${lang === 'ar' ? 'مزامنة' : 'Sync'} ${randomInt(1e6)}`;
    const admin = await signInDemoAdmin(request);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    // A key: name and one scope; the token comes back once, with a warning and a copy button.
    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.apiKeys') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('apiKeys.title') })).toBeVisible();
    await page.getByRole('button', { name: a('apiKeys.create') }).click();
    const dialog = page.getByRole('dialog', { name: a('apiKeys.create') });
    await dialog.getByLabel(a('apiKeys.name')).fill(keyName);
    await dialog.getByRole('checkbox', { name: a('apiKeys.scope.users_read') }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    const shown = page.getByRole('dialog', { name: a('apiKeys.createdTitle') });
    await expect(shown.getByText(a('apiKeys.createdWarning'))).toBeVisible();
    await expect(shown.getByRole('button', { name: a('apiKeys.copy') })).toBeVisible();
    const token = await shown.getByLabel(keyName).inputValue();
    expect(token).toMatch(/^mzn_[0-9a-f]{32}_[\w-]{43}$/);
    await expectAccessible(page);
    await shown.getByRole('button', { name: a('apiKeys.done') }).click();
    await expect(shown).toBeHidden();

    // The key works on what its scope allows, and nowhere else.
    const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
    expect((await request.get('/api/v1/admin/users/', { headers })).status()).toBe(200);
    expect((await request.get('/api/v1/admin/quizzes/', { headers })).status()).toBe(403);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: keyName });
    await expect(row.getByText(a('apiKeys.active'))).toBeVisible();
    await expect(row.getByText(a('apiKeys.neverUsed'))).toBeHidden();

    // Revoked: the list says so and the key answers 401.
    await row.getByRole('button', { name: `${a('apiKeys.revoke')}: ${keyName}` }).click();
    const confirm = page.getByRole('dialog', { name: a('apiKeys.revoke') });
    await confirm.getByRole('button', { name: a('apiKeys.revoke') }).click();
    await expect(row.getByText(a('apiKeys.revoked'))).toBeVisible();
    expect((await request.get('/api/v1/admin/users/', { headers })).status()).toBe(401);

    // A webhook: address, one event; its signing secret is shown once; its (empty) delivery log opens from the list.
    const url = `https://hooks.example.com/mizan/${randomInt(1e6)}`;
    await page
      .getByRole('link', { name: a('nav.webhooks') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('webhooks.title') })).toBeVisible();
    await page.getByRole('button', { name: a('webhooks.create') }).click();
    const hookDialog = page.getByRole('dialog', { name: a('webhooks.create') });
    await hookDialog.getByLabel(a('webhooks.url')).fill(url);
    await hookDialog.getByRole('checkbox', { name: a('webhooks.eventType.user_created') }).check();
    await expectAccessible(page);
    await hookDialog.getByRole('button', { name: a('actions.save') }).click();
    const secret = page.getByRole('dialog', { name: a('webhooks.secretTitle') });
    expect(await secret.getByLabel(url).inputValue()).toMatch(/^whsec_[\w-]{43}$/);
    await secret.getByRole('button', { name: a('webhooks.done') }).click();
    await expect(secret).toBeHidden();
    await page.getByRole('link', { name: `${a('webhooks.deliveries')}: ${url}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('webhooks.deliveriesTitle', { url }) })).toBeVisible();
    await expect(page.getByText(a('webhooks.noDeliveries'))).toBeVisible();
    await expectAccessible(page);
  });
}
