import { randomInt, randomUUID } from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { checkStatus, createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { VerificationCode, type CredentialVerification } from '@mizan/contract/certificates';
import { credentialPaths } from '@mizan/contract/credentials';
import { AppError } from '../../lib/app-error.js';
import { MULTIKEY_V1, OB_V3, SECURITY_V2, VC_V2, documentLoader } from './contexts.js';
import type { KeyFolder } from './keys.js';
import type { CertificateRow, CredentialRepo } from './repo.js';

/** The spec's minimum list length (herd privacy); slots are drawn at random, and a list takes new ones until half full. */
export const STATUS_LIST_SIZE = 131_072;
const FILL_LIMIT = STATUS_LIST_SIZE / 2;

type Json = Record<string, unknown>;
const unknownCode = () => new AppError(404, 'not_found', 'engagement-errors:certificate.unknown_code');
const seconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface CredentialOptions {
  repo: CredentialRepo;
  keys: KeyFolder;
  publicUrl: string;
  issuerName: string;
}

export function credentialService({ repo, keys, publicUrl, issuerName }: CredentialOptions) {
  const api = `${publicUrl}/api/v1/`;
  const issuerUrl = api + credentialPaths.issuer;
  const keyUrl = (id: string) => api + credentialPaths.key.replace(':keyId', id);
  const statusUrl = (id: number) => api + credentialPaths.statusList.replace(':listId', String(id));
  const credentialUrl = (code: string) => `${api}certificates/${code}/credential/`;
  const keyPattern = new RegExp(`^${escape(api)}credentials/keys/([\\w-]+)/$`);
  const listPattern = new RegExp(`^${escape(api)}credentials/status/(\\d+)/$`);

  async function profile(): Promise<Json> {
    const all = await repo.keys();
    return {
      '@context': [VC_V2, OB_V3, SECURITY_V2],
      id: issuerUrl,
      type: ['Profile'],
      name: issuerName,
      url: publicUrl,
      // Every key ever used: a verifier checks that the proof's key is one the issuer asserts with.
      assertionMethod: all.map((k) => keyUrl(k.id)),
    };
  }

  async function keyDocument(id: string): Promise<Json | undefined> {
    const row = await repo.key(id);
    if (!row) return undefined;
    return {
      '@context': MULTIKEY_V1,
      id: keyUrl(row.id),
      type: 'Multikey',
      controller: issuerUrl,
      publicKeyMultibase: row.publicKeyMultibase,
    };
  }

  /** Our own issuer documents, from the database: the local half of the document loader. */
  const loader = documentLoader(async (url) => {
    if (url === issuerUrl) return profile();
    const key = keyPattern.exec(url);
    if (key) return keyDocument(key[1]!);
    const list = listPattern.exec(url);
    if (list) return statusListCredential(Number(list[1]));
    return undefined;
  });

  async function signingKey() {
    let row = await repo.activeKey();
    if (!row) {
      const created = await keys.generate();
      row = await repo.addKey(created.id, created.publicKeyMultibase, false);
    }
    const secret = keys.read(row.id);
    if (!secret) throw new Error(`the secret of credential key ${row.id} is missing from DATA_DIR/credential-keys`);
    const pair = await Ed25519Multikey.from({
      '@context': MULTIKEY_V1,
      type: 'Multikey',
      id: keyUrl(row.id),
      controller: issuerUrl,
      publicKeyMultibase: secret.publicKeyMultibase,
      secretKeyMultibase: secret.secretKeyMultibase,
    });
    return { id: row.id, suite: new DataIntegrityProof({ signer: pair.signer(), cryptosuite }) };
  }

  async function sign(credential: Json) {
    const key = await signingKey();
    return { keyId: key.id, signed: await vc.issue({ credential, suite: key.suite, documentLoader: loader }) };
  }

  async function signList(id: number, size: number, revoked: number[]) {
    const list = await createList({ length: size });
    for (const index of revoked) list.setStatus(index, true);
    const credential = await createCredential({ id: statusUrl(id), list, statusPurpose: 'revocation' });
    return (await sign({ ...credential, issuer: issuerUrl, validFrom: seconds(new Date()) })).signed;
  }

  /**
   * The stored list credential while it shows what the database says; otherwise (a revocation or reissue by any path,
   * including a reopened attempt) it is signed again first.
   */
  async function statusListCredential(id: number): Promise<Json | undefined> {
    const row = await repo.list(id);
    if (!row) return undefined;
    const revoked = await repo.revokedIndices(id);
    if (row.credential && row.signedRevoked === revoked.join()) return row.credential;
    return resign(id, row.size, revoked);
  }

  /**
   * Signs the list as the database has it, then reads the truth again: a revocation that landed meanwhile (another
   * request signing an older picture) makes it sign again, so the last write always shows every revoked bit.
   */
  async function resign(id: number, size: number, first: number[]) {
    let revoked = first;
    for (let round = 0; ; round++) {
      const credential = await signList(id, size, revoked);
      await repo.saveList(id, credential, revoked.join());
      const now = await repo.revokedIndices(id);
      if (round >= 5 || now.join() === revoked.join()) return credential;
      revoked = now;
    }
  }

  function achievementOf(row: CertificateRow) {
    const en = row.quizTitleEn || row.quizTitleAr;
    const summary = row.resultSummary;
    const graded = summary.scoring === 'graded';
    const achievementId = `${publicUrl}/quizzes/${row.quizId}`;
    const resultId = `${achievementId}#result`;
    return {
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: en === row.quizTitleAr ? row.quizTitleAr : `${row.quizTitleAr} — ${en}`,
        description: `شهادة اختبار «${row.quizTitleAr}» على ميزان. A Mizan certificate for the quiz “${en}”.`,
        criteria: {
          narrative: graded
            ? `اجتاز الاختبار «${row.quizTitleAr}» بدرجة النجاح المطلوبة. Passed the quiz “${en}” with at least its pass mark.`
            : `أكمل اختبار الميول «${row.quizTitleAr}» مجيبًا عن الحصة المطلوبة من أسئلته. Completed the interest inventory “${en}”, answering the required share of its questions.`,
        },
        inLanguage: 'ar',
        resultDescription: [
          graded
            ? { id: resultId, type: ['ResultDescription'], name: 'Score (percent)', resultType: 'Percent', valueMin: '0', valueMax: '100' }
            : { id: resultId, type: ['ResultDescription'], name: 'Interest profile (Holland code)', resultType: 'Result' },
        ],
      },
      result: [
        {
          type: ['Result'],
          resultDescription: resultId,
          value: graded
            ? String(Math.round((summary.percentage ?? 0) * 100) / 100)
            : (summary.holland_code ?? summary.top_dimensions.join('')),
          ...(graded && summary.passed !== null ? { status: summary.passed ? 'Completed' : 'Failed' } : {}),
        },
      ],
    };
  }

  function unsigned(row: CertificateRow, listId: number, index: number): Json {
    const { achievement, result } = achievementOf(row);
    return {
      '@context': [VC_V2, OB_V3],
      // Its own id: a certificate given back with a new result is issued as a second credential (same public URL).
      id: `urn:uuid:${randomUUID()}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuerUrl, type: ['Profile'], name: issuerName, url: publicUrl },
      validFrom: seconds(row.issuedAt),
      name: achievement.name,
      credentialSubject: {
        type: ['AchievementSubject'],
        // The holder's name as printed on the certificate; Mizan does not put e-mail addresses in public documents.
        identifier: [{ type: ['IdentityObject'], identityType: 'name', hashed: false, identityHash: row.holderName }],
        achievement,
        result,
      },
      credentialStatus: {
        id: `${statusUrl(listId)}#${index}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(index),
        statusListCredential: statusUrl(listId),
      },
    };
  }

  async function listWithRoom() {
    const current = await repo.currentList();
    if (current && current.used < FILL_LIMIT) return current.id;
    return (await repo.newList(STATUS_LIST_SIZE)).id;
  }

  /** Issued on first request and stored: every later request gets the same bytes. */
  async function credentialFor(codeInput: string): Promise<Json> {
    const parsed = VerificationCode.safeParse(codeInput);
    const row = parsed.success ? await repo.certificate(parsed.data) : undefined;
    if (!row) throw unknownCode();
    const issued = await repo.credentialsOf(row.id);
    const current = issued.find((c) => c.issuedAt.getTime() === row.issuedAt.getTime());
    if (current) return current.credential;
    // Revoked: the last credential it had (its slot reads revoked); one revoked before anyone asked never gets one.
    if (row.revokedAt) {
      if (issued[0]) return issued[0].credential;
      throw unknownCode();
    }
    for (let attempt = 0; attempt < 20; attempt++) {
      const listId = await listWithRoom();
      const index = randomInt(STATUS_LIST_SIZE);
      const { keyId, signed } = await sign(unsigned(row, listId, index));
      const slot = { certificateId: row.id, issuedAt: row.issuedAt, statusListId: listId, statusIndex: index, keyId };
      if (await repo.insertCredential({ ...slot, credential: signed })) return signed;
      const winner = (await repo.credentialsOf(row.id)).find((c) => c.issuedAt.getTime() === row.issuedAt.getTime());
      if (winner) return winner.credential;
    }
    throw new Error('no free status list slot after 20 draws');
  }

  return {
    issuerUrl,
    profile,
    keyDocument,
    statusListCredential,
    credentialFor,

    /** After the console's revoke: the lists holding this certificate's bits are re-signed now, not on their next read. */
    async statusChanged(code: string) {
      const row = await repo.certificate(code);
      const lists = new Set((row ? await repo.credentialsOf(row.id) : []).map((c) => c.statusListId));
      for (const id of lists) await statusListCredential(id);
    },

    async listKeys() {
      const rows = await repo.keys();
      return {
        issuer: issuerUrl,
        keys: rows.reverse().map((k) => ({
          key_id: k.id,
          verification_method: keyUrl(k.id),
          created_at: k.createdAt.toISOString(),
          retired_at: k.retiredAt?.toISOString() ?? null,
        })),
      };
    },

    async rotateKey() {
      const created = await keys.generate();
      const row = await repo.addKey(created.id, created.publicKeyMultibase, true);
      return { key_id: row.id, verification_method: keyUrl(row.id), created_at: row.createdAt.toISOString() };
    },

    /** Our own check of the stored credential: the proof against the published key, then the status bit. */
    async verify(code: string): Promise<CredentialVerification> {
      const credential = await credentialFor(code);
      const proof = credential.proof as { verificationMethod?: string } | undefined;
      const result = await vc.verifyCredential({
        credential,
        suite: new DataIntegrityProof({ cryptosuite }),
        documentLoader: loader,
        checkStatus,
      });
      // A set bit leaves `verified` true (the status check itself succeeded): revocation is read from the bit.
      const bit = result.statusResult?.results?.[0]?.status;
      return {
        status: !result.verified ? 'invalid' : bit === true ? 'revoked' : 'valid',
        verification_method: proof?.verificationMethod ?? null,
        credential_url: credentialUrl(VerificationCode.parse(code)),
        checked_at: new Date().toISOString(),
      };
    },
  };
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type CredentialService = ReturnType<typeof credentialService>;
