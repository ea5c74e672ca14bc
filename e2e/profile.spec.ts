import { deflateSync } from 'node:zlib';
import { registerStudent, signInAs } from './support/accounts.js';
import { expect, test, useLanguage, type Lang } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

/** A small valid PNG (8×8, one colour) built in memory. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const side = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(side * 3, 0x2a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`profile (${lang})`, () => {
    const t = textsFor(lang);

    test('edit the details, upload, replace and delete the picture, change the password', async ({ page, request }) => {
      const student = await registerStudent(request, lang);
      await useLanguage(page, lang);
      await signInAs(page, student);
      await page.goto('/profile');

      const newName = lang === 'ar' ? 'نورة العتيبي' : 'Noura Alotaibi';
      await page.getByLabel(t('profile:details.fullname')).fill(newName);
      await page.getByLabel(t('profile:details.phone')).fill('0551234567');
      await page.getByLabel(t('profile:details.language')).selectOption(lang === 'ar' ? 'en' : 'ar');
      await page.getByRole('button', { name: t('profile:details.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:details.saved') })).toBeVisible();
      // The profile was re-fetched: the top bar shows the new name, the phone comes back normalised.
      await expect(page.getByRole('banner').getByText(newName)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t('profile:details.phone'))).toHaveValue('+966551234567');

      await page.getByLabel(t('profile:details.phone')).fill('12');
      await page.getByRole('button', { name: t('profile:details.submit') }).click();
      await expect(page.getByText(t('errors:validation.invalid_phone'))).toBeVisible();
      await page.getByLabel(t('profile:details.phone')).fill('');

      await page.getByLabel(t('profile:avatar.upload')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
      await expect(page.getByRole('img', { name: t('profile:avatar.preview') })).toBeVisible();
      await page.getByRole('button', { name: t('profile:avatar.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:avatar.saved') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('profile:avatar.remove') })).toBeVisible();

      await page.getByLabel(t('profile:avatar.replace')).setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('button', { name: t('profile:avatar.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:avatar.saved') })).toBeVisible();

      await page.getByRole('button', { name: t('profile:avatar.remove') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:avatar.removed') })).toBeVisible();
      await expect(page.getByLabel(t('profile:avatar.upload'))).toBeAttached();

      const password = `${student.password}-new`;
      await page.getByLabel(t('profile:password.old'), { exact: true }).fill(student.password);
      await page.getByLabel(t('profile:password.new'), { exact: true }).fill(password);
      await page.getByLabel(t('profile:password.confirm'), { exact: true }).fill(password);
      const oldAccess = await page.evaluate(() => localStorage.getItem('access'));
      await page.getByRole('button', { name: t('profile:password.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('profile:password.changed') })).toBeVisible();
      // The old tokens were revoked; the fresh ones keep this tab signed in.
      expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe(oldAccess);
      await page.reload();
      await expect(page.getByLabel(t('profile:details.fullname'))).toHaveValue(newName);
    });
  });
}
