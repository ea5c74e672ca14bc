import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import {
  categories,
  instructionSteps,
  profileDimensions,
  quizVersionQuestions,
  quizVersions,
  quizzes,
  trials,
  type VersionSnapshot,
} from '../../db/schema/quizzes.js';
import type { QuizDraft, QuizStatus } from '@mizan/contract/admin/quizzes';
import { containsPattern } from '../../lib/like-pattern.js';

export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuizRow = typeof quizzes.$inferInsert;

const trialsCount = sql<number>`(select count(*)::int from ${trials} where ${trials.quizId} = ${quizzes.id} and not ${trials.preview})`;
const currentNumber = sql<
  number | null
>`(select ${quizVersions.number} from ${quizVersions} where ${quizVersions.id} = ${quizzes.currentVersionId})`;
/** Edited since the current version was made (a cheap signal for lists; the editor compares content). */
const changedSincePublish = sql<boolean>`coalesce(${quizzes.updatedAt} > (select ${quizVersions.createdAt} from ${quizVersions}
  where ${quizVersions.id} = ${quizzes.currentVersionId}), true)`;

const ORDERINGS: Record<string, AnyPgColumn | SQL> = {
  id: quizzes.id,
  title: quizzes.titleAr,
  updated_at: quizzes.updatedAt,
  trials: trialsCount,
};

export interface QuizListFilter {
  status?: QuizStatus | undefined;
  categoryId?: number | undefined;
  search?: string | undefined;
}

export function authoringRepo(db: Db) {
  const statusWhere = (status: QuizStatus | undefined): SQL | undefined => {
    if (status === 'archived') return isNotNull(quizzes.archivedAt);
    if (status === 'published') return and(isNull(quizzes.archivedAt), eq(quizzes.published, true));
    if (status === 'draft') return and(isNull(quizzes.archivedAt), eq(quizzes.published, false));
    return isNull(quizzes.archivedAt);
  };

  return {
    async page(filter: QuizListFilter, ordering: string | undefined, limit: number, offset: number) {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const where = and(
        statusWhere(filter.status),
        filter.categoryId ? eq(quizzes.categoryId, filter.categoryId) : undefined,
        pattern
          ? or(
              ilike(sql`${quizzes.draft}->'title'->>'ar'`, pattern),
              ilike(sql`${quizzes.draft}->'title'->>'en'`, pattern),
              ilike(quizzes.titleAr, pattern),
            )
          : undefined,
      );
      const column = ORDERINGS[ordering?.replace(/^-/, '') ?? 'id'] ?? quizzes.id;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            quiz: quizzes,
            category: { id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn },
            trialsCount,
            currentNumber,
            changedSincePublish,
          })
          .from(quizzes)
          .leftJoin(categories, eq(categories.id, sql`(${quizzes.draft}->>'category')::int`))
          .where(where)
          .orderBy(ordering?.startsWith('-') ? desc(column) : asc(column), desc(quizzes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(quizzes).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async get(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          quiz: quizzes,
          category: { id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn },
          trialsCount,
          currentNumber,
          changedSincePublish,
        })
        .from(quizzes)
        .leftJoin(categories, eq(categories.id, sql`(${quizzes.draft}->>'category')::int`))
        .where(eq(quizzes.id, id));
      return row;
    },

    /** The quiz row locked for a write (publishing twice at once makes one version after the other). */
    async lock(tx: Db, id: number): Promise<QuizRow | undefined> {
      const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, id)).for('update');
      return row;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return !!row;
    },

    async insert(tx: Db, values: NewQuizRow): Promise<QuizRow> {
      const [row] = await tx.insert(quizzes).values(values).returning();
      if (!row) throw new Error('quiz not inserted');
      return row;
    },

    async update(tx: Db, id: number, values: Partial<NewQuizRow>): Promise<void> {
      await tx.update(quizzes).set(values).where(eq(quizzes.id, id));
    },

    async delete(tx: Db, id: number): Promise<void> {
      await tx.delete(quizzes).where(eq(quizzes.id, id));
    },

    async versions(quizId: number) {
      return db
        .select({
          id: quizVersions.id,
          number: quizVersions.number,
          createdAt: quizVersions.createdAt,
          createdBy: users.fullname,
          snapshot: quizVersions.snapshot,
          trialsCount: sql<number>`(select count(*)::int from ${trials} where ${trials.versionId} = ${quizVersions.id} and not ${trials.preview})`,
        })
        .from(quizVersions)
        .leftJoin(users, eq(users.id, quizVersions.createdBy))
        .where(and(eq(quizVersions.quizId, quizId), sql`${quizVersions.number} > 0`))
        .orderBy(desc(quizVersions.number));
    },

    async snapshot(versionId: number): Promise<VersionSnapshot | undefined> {
      const [row] = await db.select({ snapshot: quizVersions.snapshot }).from(quizVersions).where(eq(quizVersions.id, versionId));
      return row?.snapshot;
    },

    /** Writes version `number` (0 for a preview) with the revisions it may show. */
    async insertVersion(tx: Db, quizId: number, number: number, snapshot: VersionSnapshot, createdBy: string | null): Promise<number> {
      const [row] = await tx.insert(quizVersions).values({ quizId, number, snapshot, createdBy }).returning({ id: quizVersions.id });
      if (!row) throw new Error('version not inserted');
      const ids = [...new Set(snapshot.sections.flatMap((s) => s.questionIds))];
      if (ids.length) await tx.insert(quizVersionQuestions).values(ids.map((questionId) => ({ versionId: row.id, questionId })));
      return row.id;
    },

    async nextVersionNumber(tx: Db, quizId: number): Promise<number> {
      const [row] = await tx
        .select({ n: max(quizVersions.number) })
        .from(quizVersions)
        .where(eq(quizVersions.quizId, quizId));
      return (row?.n ?? 0) + 1;
    },

    /** An operator's earlier preview snapshots of the quiz (their trials are gone first). */
    async dropPreviewVersions(tx: Db, quizId: number, userId: string): Promise<void> {
      await tx
        .delete(quizVersions)
        .where(and(eq(quizVersions.quizId, quizId), eq(quizVersions.number, 0), eq(quizVersions.createdBy, userId)));
    },

    /** The instructions and dimensions students see, as the published draft says. */
    async replaceStepsAndDimensions(tx: Db, quizId: number, draft: QuizDraft): Promise<void> {
      await tx.delete(instructionSteps).where(eq(instructionSteps.quizId, quizId));
      await tx.delete(profileDimensions).where(eq(profileDimensions.quizId, quizId));
      if (draft.instructions.length) {
        await tx.insert(instructionSteps).values(
          draft.instructions.map((s, i) => ({
            quizId,
            position: i + 1,
            titleAr: s.title.ar,
            titleEn: s.title.en,
            textAr: s.text.ar,
            textEn: s.text.en,
          })),
        );
      }
      if (draft.dimensions.length) {
        await tx.insert(profileDimensions).values(
          draft.dimensions.map((d, i) => ({
            quizId,
            code: d.code,
            position: i + 1,
            titleAr: d.title.ar,
            titleEn: d.title.en,
            descriptionAr: d.description.ar,
            descriptionEn: d.description.en,
          })),
        );
      }
    },
  };
}

export type AuthoringRepo = ReturnType<typeof authoringRepo>;
