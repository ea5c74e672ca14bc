import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { privacyPolicySections, privacyPolicyVersions } from '../../db/schema/content.js';

export type PrivacyPolicyRow = typeof privacyPolicySections.$inferSelect;
export type PolicyVersionRow = typeof privacyPolicyVersions.$inferSelect & { author: string | null; sectionsCount: number };
export interface PolicySectionValues {
  titleAr: string;
  titleEn: string;
  contentAr: string;
  contentEn: string;
}

/** Qualified by hand: drizzle writes a single table's columns unqualified, which the subquery would misread. */
const sectionsCount = sql<number>`(select count(*)::int from ${privacyPolicySections} s where s.version_id = ${privacyPolicyVersions}.id)`;

export function privacyPolicyRepo(db: Db) {
  /** The version students read at `now`: the latest whose effective date has come. */
  const currentId = (now: Date) =>
    db
      .select({ id: privacyPolicyVersions.id })
      .from(privacyPolicyVersions)
      .where(lte(privacyPolicyVersions.effectiveAt, now))
      .orderBy(desc(privacyPolicyVersions.effectiveAt), desc(privacyPolicyVersions.id))
      .limit(1);

  const versionColumns = { version: privacyPolicyVersions, author: users.fullname, sectionsCount };
  const toVersion = ({
    version,
    author,
    sectionsCount: n,
  }: {
    version: typeof privacyPolicyVersions.$inferSelect;
    author: string | null;
    sectionsCount: number;
  }) => ({
    ...version,
    author,
    sectionsCount: n,
  });

  return {
    /** The current version's sections, in order, with the date it took effect. */
    async page(limit: number, offset: number, now = new Date()) {
      const inCurrent = eq(privacyPolicySections.versionId, sql`(${currentId(now)})`);
      const [rows, [total]] = await Promise.all([
        db
          .select({ section: privacyPolicySections, effectiveAt: privacyPolicyVersions.effectiveAt })
          .from(privacyPolicySections)
          .innerJoin(privacyPolicyVersions, eq(privacyPolicyVersions.id, privacyPolicySections.versionId))
          .where(inCurrent)
          .orderBy(asc(privacyPolicySections.position), asc(privacyPolicySections.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(privacyPolicySections).where(inCurrent),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async isEmpty() {
      const [row] = await db.select({ n: count() }).from(privacyPolicyVersions);
      return (row?.n ?? 0) === 0;
    },

    async currentVersionId(now: Date): Promise<number | null> {
      return (await currentId(now))[0]?.id ?? null;
    },

    async versions(): Promise<PolicyVersionRow[]> {
      const rows = await db
        .select(versionColumns)
        .from(privacyPolicyVersions)
        .leftJoin(users, eq(users.id, privacyPolicyVersions.createdBy))
        .orderBy(desc(privacyPolicyVersions.effectiveAt), desc(privacyPolicyVersions.id));
      return rows.map(toVersion);
    },

    async version(id: number): Promise<(PolicyVersionRow & { sections: PrivacyPolicyRow[] }) | undefined> {
      const [row] = await db
        .select(versionColumns)
        .from(privacyPolicyVersions)
        .leftJoin(users, eq(users.id, privacyPolicyVersions.createdBy))
        .where(eq(privacyPolicyVersions.id, id));
      if (!row) return undefined;
      const sections = await db
        .select()
        .from(privacyPolicySections)
        .where(eq(privacyPolicySections.versionId, id))
        .orderBy(asc(privacyPolicySections.position));
      return { ...toVersion(row), sections };
    },

    /** A new version with its sections (call inside a transaction). */
    async insertVersion(effectiveAt: Date, createdBy: string | null, sections: PolicySectionValues[]): Promise<number> {
      const [version] = await db
        .insert(privacyPolicyVersions)
        .values({ effectiveAt, createdBy })
        .returning({ id: privacyPolicyVersions.id });
      const id = version!.id;
      await db
        .insert(privacyPolicySections)
        .values(sections.map((s, index) => ({ ...s, versionId: id, position: index + 1, updatedAt: effectiveAt })));
      return id;
    },

    /** Replaces a scheduled version's date and sections, only while it is still scheduled: false when it took effect. */
    async replaceScheduled(id: number, effectiveAt: Date, sections: PolicySectionValues[], now: Date): Promise<boolean> {
      const [updated] = await db
        .update(privacyPolicyVersions)
        .set({ effectiveAt })
        .where(and(eq(privacyPolicyVersions.id, id), sql`${privacyPolicyVersions.effectiveAt} > ${now.toISOString()}::timestamptz`))
        .returning({ id: privacyPolicyVersions.id });
      if (!updated) return false;
      await db.delete(privacyPolicySections).where(eq(privacyPolicySections.versionId, id));
      await db
        .insert(privacyPolicySections)
        .values(sections.map((s, index) => ({ ...s, versionId: id, position: index + 1, updatedAt: effectiveAt })));
      return true;
    },

    async deleteScheduled(id: number, now: Date): Promise<boolean> {
      const deleted = await db
        .delete(privacyPolicyVersions)
        .where(and(eq(privacyPolicyVersions.id, id), sql`${privacyPolicyVersions.effectiveAt} > ${now.toISOString()}::timestamptz`))
        .returning({ id: privacyPolicyVersions.id });
      return deleted.length > 0;
    },
  };
}
