import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { BankCategory, BankCategoryInput, BankCategoryListResponse, UpdateBankCategoryRequest } from '@mizan/contract/admin/categories';
import { AdminIdParams } from '@mizan/contract/admin/common';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { bankCategoriesRepo, subtreeIds, treeOrder } from './categories-repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
const inUse = () => new AppError(409, 'conflict', 'admin-errors:bank.category_in_use');

/** admin/categories/…: the question bank's category tree. */
export const bankCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = bankCategoriesRepo(app.db);

  const list = async (lang: Language): Promise<BankCategory[]> =>
    treeOrder(await repo.all()).map(({ row, depth, ancestors }) => ({
      id: row.id,
      parent: row.parentId,
      name: { ar: row.nameAr, en: row.nameEn },
      path: [...ancestors, row].map((c) => localized(lang, c.nameAr, c.nameEn)).join(' / '),
      depth,
      questions_count: row.questionsCount,
    }));
  const one = async (id: number, lang: Language) => {
    const found = (await list(lang)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  };
  const assertParent = async (id: number | null | undefined, self?: number) => {
    if (id == null) return;
    if (!(await repo.get(id))) throw new AppError(400, 'validation_error', 'admin-errors:bank.unknown_category', { field: 'parent' });
    // A category can't move under itself or one of its descendants.
    if (self != null && subtreeIds(await repo.all(), self).includes(id)) {
      throw new AppError(400, 'validation_error', 'admin-errors:bank.category_cycle', { field: 'parent' });
    }
  };

  app.get(route(apiPaths.admin.categories), { schema: { tags, security, response: { 200: BankCategoryListResponse } } }, async (request) =>
    list(request.lang),
  );

  app.post(
    route(apiPaths.admin.categories),
    { schema: { tags, security, body: BankCategoryInput, response: { 201: BankCategory } } },
    async (request, reply) => {
      const { name, parent } = request.body;
      await assertParent(parent);
      const id = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await bankCategoriesRepo(tx).insert({ nameAr: plainText(name.ar), nameEn: plainText(name.en), parentId: parent });
        await recordAudit(tx, actorOf(request), {
          action: 'create',
          entity: 'question_category',
          entityId: row.id,
          after: { name, parent },
        });
        return row.id;
      });
      return reply.code(201).send(await one(id, request.lang));
    },
  );

  app.patch(
    route(apiPaths.admin.category),
    { schema: { tags, security, params: AdminIdParams, body: UpdateBankCategoryRequest, response: { 200: BankCategory } } },
    async (request) => {
      const { id } = request.params;
      const { name, parent } = request.body;
      await assertParent(parent, id);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await bankCategoriesRepo(tx).get(id);
        if (!before) throw notFound();
        await bankCategoriesRepo(tx).update(id, {
          ...(name ? { nameAr: plainText(name.ar), nameEn: plainText(name.en) } : {}),
          ...(parent !== undefined ? { parentId: parent } : {}),
        });
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: 'question_category',
          entityId: id,
          before: { name: { ar: before.nameAr, en: before.nameEn }, parent: before.parentId },
          after: { name: name ?? { ar: before.nameAr, en: before.nameEn }, parent: parent === undefined ? before.parentId : parent },
        });
      });
      return one(id, request.lang);
    },
  );

  app.delete(route(apiPaths.admin.category), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const { id } = request.params;
    const before = await repo.get(id);
    if (!before) throw notFound();
    const usage = await repo.usage(id);
    if (usage.questions || usage.children) throw inUse();
    await app.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await bankCategoriesRepo(tx).delete(id);
      await recordAudit(tx, actorOf(request), {
        action: 'delete',
        entity: 'question_category',
        entityId: id,
        before: { name: { ar: before.nameAr, en: before.nameEn } },
      });
    });
    return reply.code(204).send();
  });
};
