import { randomUUID } from 'node:crypto';
import { and, desc, gt, isNull, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/client.js';
import { ltiKeys } from '../../db/schema/lti.js';

export const LTI_ALG = 'RS256';
/** A retired key stays published this long: what it signed (client assertions, deep-linking answers) still verifies. */
const RETIRED_KEPT_MS = 24 * 3600_000;

async function newKey(db: Db) {
  const { publicKey, privateKey } = await generateKeyPair(LTI_ALG, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: LTI_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: LTI_ALG };
  // Two processes creating the first key at once: both keys are valid and published; the newest signs.
  await db.insert(ltiKeys).values({ kid, publicJwk, privateJwk });
  return { kid, privateJwk };
}

/** The key that signs now (created on first use). */
export async function signingKey(db: Db) {
  const [row] = await db.select().from(ltiKeys).where(isNull(ltiKeys.retiredAt)).orderBy(desc(ltiKeys.createdAt)).limit(1);
  const { kid, privateJwk } = row ?? (await newKey(db));
  return { kid, key: await importJWK(privateJwk as JWK, LTI_ALG) };
}

/** Our JWKS: active keys and the recently retired ones. */
export async function publicJwks(db: Db): Promise<{ keys: Record<string, unknown>[] }> {
  let rows = await db
    .select({ jwk: ltiKeys.publicJwk })
    .from(ltiKeys)
    .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, new Date(Date.now() - RETIRED_KEPT_MS))))
    .orderBy(desc(ltiKeys.createdAt));
  if (rows.length === 0) {
    await signingKey(db);
    rows = await db.select({ jwk: ltiKeys.publicJwk }).from(ltiKeys);
  }
  return { keys: rows.map((r) => r.jwk) };
}

/** A new signing key; the previous ones are retired (still published for a day). Answers the new kid. */
export async function rotateKeys(db: Db): Promise<string> {
  await db
    .update(ltiKeys)
    .set({ retiredAt: sql`now()` })
    .where(and(isNull(ltiKeys.retiredAt)));
  return (await newKey(db)).kid;
}
