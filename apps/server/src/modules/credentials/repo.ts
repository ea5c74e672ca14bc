import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates } from '../../db/schema/certificates.js';
import { certificateCredentials, credentialKeys, credentialStatusLists } from '../../db/schema/credentials.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type CredentialRow = typeof certificateCredentials.$inferSelect;

export function credentialRepo(db: Db) {
  return {
    async certificate(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.verificationCode, code));
      return row;
    },
    /** Every credential the certificate was issued as, newest first (a reissue with a new result adds one). */
    async credentialsOf(certificateId: string): Promise<CredentialRow[]> {
      return db
        .select()
        .from(certificateCredentials)
        .where(eq(certificateCredentials.certificateId, certificateId))
        .orderBy(desc(certificateCredentials.id));
    },
    /** False when the certificate already has one or the status slot is taken (the caller reads or retries). */
    async insertCredential(row: typeof certificateCredentials.$inferInsert): Promise<boolean> {
      return (await db.insert(certificateCredentials).values(row).onConflictDoNothing().returning()).length > 0;
    },

    keys: () => db.select().from(credentialKeys).orderBy(credentialKeys.createdAt),
    async key(id: string) {
      const [row] = await db.select().from(credentialKeys).where(eq(credentialKeys.id, id));
      return row;
    },
    async activeKey() {
      const [row] = await db
        .select()
        .from(credentialKeys)
        .where(isNull(credentialKeys.retiredAt))
        .orderBy(desc(credentialKeys.createdAt), desc(credentialKeys.id))
        .limit(1);
      return row;
    },
    /** The new key signs from now on; the others are retired (still published, still verifying). */
    async addKey(id: string, publicKeyMultibase: string, retireOthers: boolean) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(credentialKeys).values({ id, publicKeyMultibase }).returning();
        if (retireOthers)
          await tx
            .update(credentialKeys)
            .set({ retiredAt: sql`now()` })
            .where(and(ne(credentialKeys.id, id), isNull(credentialKeys.retiredAt)));
        return row!;
      });
    },

    /** The newest list and how many of its slots are taken. */
    async currentList() {
      const [row] = await db
        .select({
          id: credentialStatusLists.id,
          size: credentialStatusLists.size,
          used: sql<number>`(select count(*)::int from ${certificateCredentials} where ${certificateCredentials.statusListId} = ${credentialStatusLists.id})`,
        })
        .from(credentialStatusLists)
        .orderBy(desc(credentialStatusLists.id))
        .limit(1);
      return row;
    },
    async newList(size: number) {
      const [row] = await db.insert(credentialStatusLists).values({ size }).returning();
      return row!;
    },
    async list(id: number) {
      const [row] = await db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, id));
      return row;
    },
    /**
     * Slots of the list that read revoked: the certificate is revoked, or was given back with a new result since this
     * credential was signed (JavaScript dates hold milliseconds, the database microseconds). The database is the truth.
     */
    async revokedIndices(id: number): Promise<number[]> {
      const rows = await db
        .select({ index: certificateCredentials.statusIndex })
        .from(certificateCredentials)
        .innerJoin(certificates, eq(certificates.id, certificateCredentials.certificateId))
        .where(
          and(
            eq(certificateCredentials.statusListId, id),
            or(
              isNotNull(certificates.revokedAt),
              sql`date_trunc('milliseconds', ${certificates.issuedAt}) <> ${certificateCredentials.issuedAt}`,
            ),
          ),
        )
        .orderBy(certificateCredentials.statusIndex);
      return rows.map((r) => r.index);
    },
    async saveList(id: number, credential: Record<string, unknown>, signedRevoked: string) {
      await db
        .update(credentialStatusLists)
        .set({ credential, signedRevoked, updatedAt: sql`now()` })
        .where(eq(credentialStatusLists.id, id));
    },
  };
}
export type CredentialRepo = ReturnType<typeof credentialRepo>;
