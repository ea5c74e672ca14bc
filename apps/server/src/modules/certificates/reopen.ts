import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import type { Translate } from '../../lib/messages.js';
import { certificateRepo } from './repo.js';

const REASON = 'notifications:reopen.reason';

/** The revocation reasons, in every language, of certificates withdrawn because their attempt was reopened. */
export const reopenReasons = (translate: Translate): readonly string[] => [translate('ar', REASON), translate('en', REASON)];

/**
 * An operator reopened the attempt: its certificate no longer stands for a result, so it is revoked (verifiers see
 * that) with the reason in the operator's language. Completing the attempt again gives it back with the new result
 * when that earns one (issueCertificate). True when a certificate was withdrawn.
 */
export async function withdrawForReopen(db: Db, trialId: string, lang: Language, translate: Translate): Promise<boolean> {
  const repo = certificateRepo(db);
  const existing = await repo.ofTrial(trialId);
  if (!existing || existing.revokedAt) return false;
  await repo.revoke(existing.verificationCode, translate(lang, REASON));
  return true;
}
