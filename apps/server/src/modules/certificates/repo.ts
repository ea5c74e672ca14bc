import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifyCertificate } from '../notifications/events.js';
import { emitCertificateIssued } from '../webhooks/events.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { certificates } from '../../db/schema/certificates.js';
import { quizzes, trialAnswers, trials } from '../../db/schema/quizzes.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificateRow = typeof certificates.$inferInsert;

export function certificateRepo(db: Db) {
  return {
    /** A completed trial with what its certificate would say; undefined while in progress or unknown. */
    async completedTrial(trialId: string) {
      const [row] = await db
        .select({
          trial: { id: trials.id, userId: trials.userId, quizId: trials.quizId, score: trials.score, maxScore: trials.maxScore },
          percentage: trials.percentage,
          passed: trials.passed,
          profile: trials.profile,
          completedAt: trials.completedAt,
          preview: trials.preview,
          questionsCount: sql<number>`cardinality(${trials.questionOrder})`,
          answeredCount: sql<number>`(select count(*)::int from ${trialAnswers} where ${trialAnswers.trialId} = ${trials.id}
            and (${trialAnswers.selectedAnswerId} is not null or ${trialAnswers.response} is not null))`,
          quiz: {
            certificate: quizzes.certificate,
            certificateMinAnswered: quizzes.certificateMinAnswered,
            scoring: quizzes.scoring,
            titleAr: quizzes.titleAr,
            titleEn: quizzes.titleEn,
          },
          holderName: users.fullname,
        })
        .from(trials)
        .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
        .innerJoin(users, eq(users.id, trials.userId))
        .where(and(eq(trials.id, trialId), eq(trials.status, 'completed')));
      return row;
    },

    /** Idempotent: a second issue for the trial (or a code collision) inserts nothing. The holder is told in the same transaction. */
    async insert(row: NewCertificateRow): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [inserted] = await tx.insert(certificates).values(row).onConflictDoNothing().returning();
        if (inserted) {
          await notifyCertificate(tx, row);
          await emitCertificateIssued(tx, inserted);
        }
        return inserted !== undefined;
      });
    },

    async ofTrial(trialId: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.trialId, trialId));
      return row;
    },

    async byCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.verificationCode, code));
      return row;
    },

    /** Idempotent: the first revocation's time is kept. Undefined for an unknown code. */
    async revoke(code: string, reason: string | null): Promise<CertificateRow | undefined> {
      const [revoked] = await db
        .update(certificates)
        .set({ revokedAt: new Date(), revocationReason: reason })
        .where(and(eq(certificates.verificationCode, code), isNull(certificates.revokedAt)))
        .returning();
      if (revoked) return revoked;
      const [earlier] = await db.select().from(certificates).where(eq(certificates.verificationCode, code));
      return earlier;
    },

    /** Gives back a certificate revoked for one of these reasons; false when it was revoked for another. */
    async reinstate(trialId: string, reasons: readonly string[]): Promise<boolean> {
      const rows = await db
        .update(certificates)
        .set({ revokedAt: null, revocationReason: null })
        .where(and(eq(certificates.trialId, trialId), inArray(certificates.revocationReason, [...reasons])))
        .returning({ id: certificates.id });
      return rows.length > 0;
    },

    /**
     * Gives back a certificate revoked for one of these reasons with a new result and issue date, telling the holder
     * again in the same transaction; undefined when it was not so revoked (any more).
     */
    async reissue(
      existing: CertificateRow,
      reasons: readonly string[],
      resultSummary: CertificateRow['resultSummary'],
      issuedAt: Date | null,
    ): Promise<CertificateRow | undefined> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .update(certificates)
          .set({ revokedAt: null, revocationReason: null, resultSummary, ...(issuedAt ? { issuedAt } : {}) })
          .where(and(eq(certificates.id, existing.id), inArray(certificates.revocationReason, [...reasons])))
          .returning();
        if (row) await notifyCertificate(tx, row);
        return row;
      });
    },

    async ownedTrial(trialId: string, userId: string, quizId: number) {
      const [row] = await db
        .select({ id: trials.id })
        .from(trials)
        .where(and(eq(trials.id, trialId), eq(trials.userId, userId), eq(trials.quizId, quizId)));
      return row;
    },

    /** Returns the previous upload's path so its file can be removed. */
    async setUpload(trialId: string, userId: string, path: string): Promise<{ previous: string | null } | undefined> {
      const [row] = await db
        .select({ previous: certificates.uploadedImagePath })
        .from(certificates)
        .where(and(eq(certificates.trialId, trialId), eq(certificates.userId, userId), isNull(certificates.revokedAt)));
      if (!row) return undefined;
      await db.update(certificates).set({ uploadedImagePath: path }).where(eq(certificates.trialId, trialId));
      return row;
    },
  };
}

export type CertificateRepo = ReturnType<typeof certificateRepo>;
