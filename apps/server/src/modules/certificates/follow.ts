import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import type { Translate } from '../../lib/messages.js';
import { issueCertificate } from './issue.js';
import { certificateRepo } from './repo.js';

/** What a regrade did to an attempt's certificate. */
export type CertificateFollow = 'issued' | 'reinstated' | 'revoked' | null;

const REASON = 'notifications:regrade.reason';

/**
 * A regrade flipped the attempt's pass: a new passer gets the certificate (issued, or given back when a regrade
 * had revoked it), a new failer's is revoked with the reason the student is told, in the operator's language. A
 * certificate revoked for any other reason stays revoked: a person decided that.
 */
export async function followCertificate(
  db: Db,
  trialId: string,
  passed: boolean,
  lang: Language,
  translate: Translate,
): Promise<CertificateFollow> {
  const repo = certificateRepo(db);
  const existing = await repo.ofTrial(trialId);
  if (!passed) {
    if (!existing || existing.revokedAt) return null;
    await repo.revoke(existing.verificationCode, translate(lang, REASON));
    return 'revoked';
  }
  if (!existing) return (await issueCertificate(repo, trialId)) ? 'issued' : null;
  const byRegrade = [translate('ar', REASON), translate('en', REASON)];
  return existing.revokedAt && (await repo.reinstate(trialId, byRegrade)) ? 'reinstated' : null;
}
