import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, count, eq, sql } from 'drizzle-orm';
import { apiPaths } from '@mizan/contract/api-paths';
import { QuizCategory, QuizCategoryInput, QuizCategoryListResponse, UpdateQuizCategoryRequest } from '@mizan/contract/admin/categories';
import { AdminIdParams } from '@mizan/contract/admin/common';
import type { Db } from '../../db/client.js';
import { categories, quizzes } from '../../db/schema/quizzes.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { plainText } from '../../lib/rich-text.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
/** Qualified by hand: in a single-table select drizzle writes columns unqualified, which the subquery would misread. */
const quizzesCount = sql<number>`(select count(*)::int from ${quizzes} z where z.category_id = ${categories}.id
  or (z.draft->>'category')::int = ${categories}.id)`;

type Row = typeof categories.$inferSelect & { quizzesCount: number };
const toCategory = (row: Row): QuizCategory => ({
  id: row.id,
  name: { ar: row.nameAr, en: row.nameEn },
  position: row.position,
  quizzes_count: row.quizzesCount,
});

/** admin/quiz-categories/…: the catalogue categories students filter quizzes by. */
export const quizCategoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const all = async (): Promise<Row[]> =>
    (await app.db.select({ c: categories, quizzesCount }).from(categories).orderBy(asc(categories.position), asc(categories.id))).map(
      (r) => ({
        ...r.c,
        quizzesCount: r.quizzesCount,
      }),
    );
  const one = async (id: number) => {
    const found = (await all()).find((c) => c.id === id);
    if (!found) throw notFound();
    return toCategory(found);
  };
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));

  app.get(route(apiPaths.admin.quizCategories), { schema: { tags, security, response: { 200: QuizCategoryListResponse } } }, async () =>
    (await all()).map(toCategory),
  );

  app.post(
    route(apiPaths.admin.quizCategories),
    { schema: { tags, security, body: QuizCategoryInput, response: { 201: QuizCategory } } },
    async (request, reply) => {
      const { name, position } = request.body;
      const id = await write(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ nameAr: plainText(name.ar), nameEn: plainText(name.en), position })
          .returning({ id: categories.id });
        await recordAudit(tx, actorOf(request), {
          action: 'create',
          entity: 'quiz_category',
          entityId: row?.id ?? null,
          after: { name, position },
        });
        return row?.id as number;
      });
      return reply.code(201).send(await one(id));
    },
  );

  app.patch(
    route(apiPaths.admin.quizCategory),
    { schema: { tags, security, params: AdminIdParams, body: UpdateQuizCategoryRequest, response: { 200: QuizCategory } } },
    async (request) => {
      const { id } = request.params;
      const { name, position } = request.body;
      await write(async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) throw notFound();
        const after = {
          nameAr: name ? plainText(name.ar) : before.nameAr,
          nameEn: name ? plainText(name.en) : before.nameEn,
          position: position ?? before.position,
        };
        await tx.update(categories).set(after).where(eq(categories.id, id));
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: 'quiz_category',
          entityId: id,
          before,
          after: { ...before, ...after },
        });
      });
      return one(id);
    },
  );

  app.delete(route(apiPaths.admin.quizCategory), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const { id } = request.params;
    await write(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound();
      const [used] = await tx
        .select({ n: count() })
        .from(quizzes)
        .where(sql`${quizzes.categoryId} = ${id} or (${quizzes.draft}->>'category')::int = ${id}`);
      if ((used?.n ?? 0) > 0) throw new AppError(409, 'conflict', 'admin-errors:quiz.category_in_use');
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, actorOf(request), { action: 'delete', entity: 'quiz_category', entityId: id, before });
    });
    return reply.code(204).send();
  });
};
