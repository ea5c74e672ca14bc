import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
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
    async credentialOf(certificateId: string): Promise<CredentialRow | undefined> {
      const [row] = await db.select().from(certificateCredentials).where(eq(certificateCredentials.certificateId, certificateId));
      return row;
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
     * Re-signs a list from the database's truth (which of its certificates are revoked), holding the list row so two
     * revocations at once cannot write an older picture over a newer one.
     */
    async resignList(id: number, sign: (size: number, revoked: number[]) => Promise<Record<string, unknown>>) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [list] = await tx.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, id)).for('update');
        if (!list) return undefined;
        const revoked = await tx
          .select({ index: certificateCredentials.statusIndex })
          .from(certificateCredentials)
          .innerJoin(certificates, eq(certificates.id, certificateCredentials.certificateId))
          .where(and(eq(certificateCredentials.statusListId, id), isNotNull(certificates.revokedAt)));
        const credential = await sign(list.size, revoked.map((r) => r.index));
        await tx.update(credentialStatusLists).set({ credential, updatedAt: sql`now()` }).where(eq(credentialStatusLists.id, id));
        return credential;
      });
    },
  };
}
export type CredentialRepo = ReturnType<typeof credentialRepo>;
