import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { multipart, type Part } from '../../test/multipart.js';

describe('profile', () => {
  let t: AccountsTestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a7' } })
      .png()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'someone' } })
      .toBuffer();
    expect(png.includes('secret-exif-marker')).toBe(true);
  });
  afterAll(() => t.close());

  const avatars = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'uploads', 'avatars'));
    } catch {
      return [];
    }
  };
  const put = (token: string, parts: Part[], lang = 'en') => {
    const { payload, headers: form } = multipart(parts);
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/me/update/',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': form['content-type'], 'accept-language': lang },
    });
  };
  const putJson = (token: string, body: object, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/me/update/',
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });

  it('reads and updates the own profile as JSON', async () => {
    const { access, email } = await t.signUp();
    expect((await t.get('profile/me/')).statusCode).toBe(401);
    const res = await putJson(access, { fullname: 'محمد  علي', phone: '0501234567', language: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, fullname: 'محمد  علي', phone: '+966501234567', language: 'ar' });
    const cleared = await putJson(access, { phone: null });
    expect(cleared.json().phone).toBeNull();
    expect((await t.get('profile/me/', { token: access })).json().fullname).toBe('محمد  علي');
  });

  it('refuses bad profile fields in Arabic and English and changes nothing', async () => {
    const { access } = await t.signUp();
    const en = await putJson(access, { fullname: 'x', phone: 'abc', language: 'fr' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      fullname: ['Must be at least 2 characters.'],
      phone: ['Enter a valid mobile number, such as 05XXXXXXXX or +9665XXXXXXXX.'],
      language: ['That choice is not available.'],
      error_code: 'validation_error',
    });
    const ar = await put(access, [{ name: 'fullname', value: '\u202Bname' }], 'ar');
    expect(ar.json()).toEqual({ fullname: ['أدخل اسمًا صحيحًا بحروف عربية أو لاتينية، دون رموز أو أرقام.'], error_code: 'validation_error' });
    expect((await t.get('profile/me/', { token: access })).json().fullname).toBe('Test User');
  });

  it('accepts a real PNG by multipart, re-encodes it to WebP without EXIF and serves it with nosniff', async () => {
    const { access } = await t.signUp();
    const res = await put(access, [
      { name: 'fullname', value: 'Layla Hassan' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(200);
    const { avatar, fullname } = res.json();
    expect(fullname).toBe('Layla Hassan');
    expect(avatar).toMatch(/^http:\/\/localhost:3000\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const file = await t.app.inject({ url: new URL(avatar).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('secret-exif-marker')).toBe(false);

    const replaced = await put(access, [{ name: 'avatar', filename: 'again.png', type: 'image/png', data: png }]);
    expect(replaced.json().avatar).not.toBe(avatar);
    expect((await t.app.inject({ url: new URL(avatar).pathname })).statusCode).toBe(404);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/me/delete-profile-pic/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(gone.statusCode).toBe(204);
    expect((await t.get('profile/me/', { token: access })).json().avatar).toBeNull();
    expect((await t.app.inject({ url: new URL(replaced.json().avatar).pathname })).statusCode).toBe(404);
  });

  it('refuses a non-image and an oversize file, and stores nothing', async () => {
    const { access } = await t.signUp();
    const before = avatars();
    const fake = await put(access, [
      { name: 'avatar', filename: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      avatar: ['The image could not be read. Upload a PNG, JPEG, WebP or GIF image of at most 2 MB.'],
      error_code: 'validation_error',
    });
    const svg = await put(access, [
      {
        name: 'avatar',
        filename: 'a.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
    ]);
    expect(svg.statusCode).toBe(400);

    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const big = await put(access, [{ name: 'avatar', filename: 'big.png', type: 'image/png', data: huge }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error_code).toBe('payload_too_large');

    const asJson = await putJson(access, { avatar: 'data:image/png;base64,AAAA' });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().avatar).toEqual(['Attach an image file.']);

    expect(avatars()).toEqual(before);
    expect((await t.get('profile/me/', { token: access })).json().avatar).toBeNull();
  });

  it('never shows or changes another user’s data', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await putJson(alice.access, { fullname: 'Alice Private' });
    const bobView = await t.get('profile/me/', { token: bob.access });
    expect(bobView.json().email).toBe(bob.email);
    expect(bobView.body).not.toContain('Alice');
    await putJson(bob.access, { fullname: 'Bob Changed' });
    expect((await t.get('profile/me/', { token: alice.access })).json().fullname).toBe('Alice Private');
    expect((await t.app.inject({ url: '/uploads/avatars/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
  });
});
