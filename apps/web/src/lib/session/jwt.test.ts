import { describe, expect, it } from 'vitest';
import { isTokenLive, jwtExpiry } from './jwt';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeJwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('jwt expiry', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const nowSec = now / 1000;

  it('reads the exp claim in seconds', () => {
    expect(jwtExpiry(fakeJwt({ exp: 1234567890, sub: 'ü' }))).toBe(1234567890);
  });

  it('treats malformed tokens and missing exp as unusable', () => {
    expect(jwtExpiry('not-a-jwt')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
    expect(jwtExpiry(fakeJwt({ sub: 1 }))).toBeNull();
    expect(isTokenLive(fakeJwt({ sub: 1 }), now)).toBe(false);
    expect(isTokenLive(null, now)).toBe(false);
  });

  it('is live only while exp is later than now, compared in seconds', () => {
    expect(isTokenLive(fakeJwt({ exp: nowSec + 1 }), now)).toBe(true);
    expect(isTokenLive(fakeJwt({ exp: nowSec }), now)).toBe(false);
    expect(isTokenLive(fakeJwt({ exp: nowSec }), now + 999)).toBe(false);
    expect(isTokenLive(fakeJwt({ exp: nowSec - 60 }), now)).toBe(false);
  });
});
