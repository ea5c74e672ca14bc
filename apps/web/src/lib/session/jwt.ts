/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when the token is malformed. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A session can be restored only while the refresh token's expiry is later than now, compared in seconds. */
export function isTokenLive(token: string | null, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const exp = jwtExpiry(token);
  return exp !== null && exp > Math.floor(nowMs / 1000);
}
