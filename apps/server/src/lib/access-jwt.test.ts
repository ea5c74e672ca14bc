import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyAccessJwt } from './access-jwt.js';
import { signAccessToken } from './tokens.js';

const secretText = 'a-test-secret-of-reasonable-length-0123456789';
const secret = Buffer.from(secretText, 'utf8');
const now = 1_800_000_000;
const sign = (header: { alg: string; typ?: string; crit?: string[] }, claims: Record<string, unknown>, key = secretText) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(new TextEncoder().encode(key));

describe('verifyAccessJwt', () => {
  it('accepts the access tokens the server signs', async () => {
    const token = await signAccessToken(secretText, { id: 'u1', role: 'student' }, now);
    expect(verifyAccessJwt(token, secret, now + 1)).toMatchObject({ sub: 'u1', role: 'student', iat: now });
  });

  it('refuses another key, a changed payload or signature, and a non-canonical signature', async () => {
    const token = await signAccessToken(secretText, { id: 'u1', role: 'student' }, now);
    expect(verifyAccessJwt(await signAccessToken('another-secret', { id: 'u1', role: 'student' }, now), secret, now)).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' })).toString(
      'base64url',
    );
    expect(verifyAccessJwt(`${h}.${admin}.${s}`, secret, now)).toBeNull();
    expect(verifyAccessJwt(`${h}.${p}.${s.slice(0, -2)}AA`, secret, now)).toBeNull();
    expect(verifyAccessJwt(`${h}.${p}.${s}=`, secret, now)).toBeNull();
    expect(verifyAccessJwt(`${h}.${p}`, secret, now)).toBeNull();
    expect(verifyAccessJwt('garbage', secret, now)).toBeNull();
  });

  it('refuses expired and not-yet-valid tokens, and tokens without an expiry', async () => {
    const token = await signAccessToken(secretText, { id: 'u1', role: 'student' }, now);
    expect(verifyAccessJwt(token, secret, now + 15 * 60)).toBeNull();
    expect(
      verifyAccessJwt(await sign({ alg: 'HS256', typ: 'access' }, { sub: 'u1', exp: now + 60, nbf: now + 30 }), secret, now),
    ).toBeNull();
    expect(verifyAccessJwt(await sign({ alg: 'HS256', typ: 'access' }, { sub: 'u1' }), secret, now)).toBeNull();
  });

  it('refuses other token types, algorithms and critical extensions', async () => {
    const claims = { sub: 'u1', exp: now + 60 };
    expect(verifyAccessJwt(await sign({ alg: 'HS256', typ: 'refresh' }, claims), secret, now)).toBeNull();
    expect(verifyAccessJwt(await sign({ alg: 'HS256' }, claims), secret, now)).toBeNull();
    expect(verifyAccessJwt(await sign({ alg: 'HS512', typ: 'access' }, claims), secret, now)).toBeNull();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'access' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(verifyAccessJwt(none, secret, now)).toBeNull();
  });
});
