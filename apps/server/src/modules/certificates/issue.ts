import { randomBytes, randomUUID } from 'node:crypto';
import type { ResultSummary } from '@mizan/contract/certificates';
import type { CertificateRepo, CertificateRow } from './repo.js';
import { hollandCode, topDimensions } from '../trials/scoring/profile.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten Crockford base32 characters from 50 random bits: unguessable, and easy to read aloud or type. */
export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
}

type CompletedTrial = NonNullable<Awaited<ReturnType<CertificateRepo['completedTrial']>>>;

/**
 * The quiz's certificate rule: it awards one, and a graded trial passed, or a profile trial answered at least
 * the quiz's share of its questions. An operator's preview never earns one.
 */
export function isEligible(
  found: Pick<CompletedTrial, 'preview' | 'passed' | 'questionsCount' | 'answeredCount'> & {
    quiz: Pick<CompletedTrial['quiz'], 'certificate' | 'scoring' | 'certificateMinAnswered'>;
  },
): boolean {
  if (found.preview || !found.quiz.certificate) return false;
  if (found.quiz.scoring === 'graded') return found.passed === true;
  return found.answeredCount * 100 >= found.quiz.certificateMinAnswered * found.questionsCount;
}

function summaryOf(found: CompletedTrial): ResultSummary {
  const profile = found.profile ?? [];
  return {
    scoring: found.quiz.scoring,
    score: found.trial.score,
    max_score: found.trial.maxScore,
    percentage: found.percentage,
    passed: found.passed,
    top_dimensions: topDimensions(profile).map((d) => d.code),
    holland_code: profile.length ? hollandCode(profile) : null,
  };
}

/**
 * Issues the trial's certificate when it is eligible; returns it (existing or new), or null when not eligible. A
 * certificate revoked for one of `reissuable` reasons (its attempt was reopened) is given back with the new result
 * when the attempt, completed again, earns one.
 */
export async function issueCertificate(
  repo: CertificateRepo,
  trialId: string,
  reissuable: readonly string[] = [],
): Promise<CertificateRow | null> {
  const existing = await repo.ofTrial(trialId);
  if (existing && !(existing.revokedAt && reissuable.includes(existing.revocationReason ?? ''))) return existing;
  const found = await repo.completedTrial(trialId);
  if (!found || !isEligible(found)) return existing ?? null;
  if (existing) return (await repo.reissue(existing, reissuable, summaryOf(found), found.completedAt)) ?? existing;
  for (let attempt = 0; attempt < 3; attempt++) {
    await repo.insert({
      id: randomUUID(),
      trialId,
      userId: found.trial.userId,
      quizId: found.trial.quizId,
      verificationCode: newVerificationCode(),
      holderName: found.holderName,
      quizTitleAr: found.quiz.titleAr,
      quizTitleEn: found.quiz.titleEn,
      resultSummary: summaryOf(found),
      ...(found.completedAt ? { issuedAt: found.completedAt } : {}),
    });
    // Either ours, a concurrent issue's, or nothing after a code collision (then try a new code).
    const issued = await repo.ofTrial(trialId);
    if (issued) return issued;
  }
  throw new Error(`certificate not issued for trial ${trialId}`);
}
