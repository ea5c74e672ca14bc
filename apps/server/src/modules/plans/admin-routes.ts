import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { AdminPlan, AdminPlanListResponse, PlanInput, UpdatePlanRequest } from '@mizan/contract/admin/plans';
import type { Db } from '../../db/client.js';
import { payments, plans } from '../../db/schema/payments.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { plainText } from '../../lib/rich-text.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { riyals } from './view.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
/** Prices are money: admins only (staff neither read nor change plans here). */
const config = { adminOnly: true };
/** Qualified by hand: in a single-table select drizzle writes columns unqualified, which the subquery would misread. */
const paymentsCount = sql<number>`(select count(*)::int from ${payments} p where p.plan_id = ${plans}.id)`;
const halalas = (price: string) => Math.round(Number(price) * 100);

type Row = typeof plans.$inferSelect & { paymentsCount: number };
const toAdminPlan = (row: Row): AdminPlan => ({
  id: row.id,
  name: { ar: row.nameAr, en: row.nameEn },
  description: { ar: row.descriptionAr, en: row.descriptionEn },
  price: riyals(row.priceHalalas),
  number_of_quizzes: row.numberOfQuizzes,
  quizzes: row.quizIds,
  valid_days: row.validDays,
  position: row.position,
  active: row.active,
  payments_count: row.paymentsCount,
});

/** The plan columns an input sets; texts are plain (tags stripped). */
const columnsOf = (input: z.output<typeof UpdatePlanRequest>) => ({
  ...(input.name && { nameAr: plainText(input.name.ar), nameEn: plainText(input.name.en) }),
  ...(input.description && { descriptionAr: plainText(input.description.ar), descriptionEn: plainText(input.description.en) }),
  ...(input.price !== undefined && { priceHalalas: halalas(input.price) }),
  ...(input.number_of_quizzes !== undefined && { numberOfQuizzes: input.number_of_quizzes }),
  ...(input.quizzes !== undefined && { quizIds: input.quizzes && [...new Set(input.quizzes)].sort((a, b) => a - b) }),
  ...(input.valid_days !== undefined && { validDays: input.valid_days }),
  ...(input.position !== undefined && { position: input.position }),
  ...(input.active !== undefined && { active: input.active }),
});

/** admin/plans/…: what students can buy. Plans are retired (active false), never deleted: payments point at them. */
export const planAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const select = (db: Db) => db.select({ plan: plans, paymentsCount }).from(plans);
  const all = async () =>
    (await select(app.db).orderBy(asc(plans.position), asc(plans.id))).map((r) => ({ ...r.plan, paymentsCount: r.paymentsCount }));
  const one = async (id: number) => {
    const [row] = await select(app.db).where(eq(plans.id, id));
    if (!row) throw notFound();
    return toAdminPlan({ ...row.plan, paymentsCount: row.paymentsCount });
  };
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));
  /** A plan's quiz set names quizzes that exist (archived ones too: a plan may keep covering them). */
  const checkQuizzes = async (ids: number[] | null | undefined) => {
    if (!ids?.length) return;
    const found = await app.db.select({ id: quizzes.id }).from(quizzes).where(inArray(quizzes.id, ids));
    if (found.length !== new Set(ids).size) throw fieldError('quizzes', 'errors:validation.invalid_choice');
  };

  app.get(route(apiPaths.admin.plans), { config, schema: { tags, security, response: { 200: AdminPlanListResponse } } }, async () =>
    (await all()).map(toAdminPlan),
  );

  app.post(
    route(apiPaths.admin.plans),
    { config, schema: { tags, security, body: PlanInput, response: { 201: AdminPlan } } },
    async (request, reply) => {
      const input = request.body;
      await checkQuizzes(input.quizzes);
      const id = await write(async (tx) => {
        const [row] = await tx
          .insert(plans)
          .values({ nameAr: '', priceHalalas: 1, numberOfQuizzes: 1, ...columnsOf(input) })
          .returning({ id: plans.id });
        await recordAudit(tx, actorOf(request), { action: 'create', entity: 'plan', entityId: row!.id, after: input });
        return row!.id;
      });
      return reply.code(201).send(await one(id));
    },
  );

  app.patch(
    route(apiPaths.admin.plan),
    { config, schema: { tags, security, params: AdminIdParams, body: UpdatePlanRequest, response: { 200: AdminPlan } } },
    async (request) => {
      const { id } = request.params;
      const before = await one(id);
      await checkQuizzes(request.body.quizzes);
      const changes = columnsOf(request.body);
      if (Object.keys(changes).length) {
        await write(async (tx) => {
          await tx.update(plans).set(changes).where(eq(plans.id, id));
          await recordAudit(tx, actorOf(request), {
            action: request.body.active === false && before.active ? 'retire' : 'update',
            entity: 'plan',
            entityId: id,
            before,
            after: { ...before, ...request.body },
          });
        });
      }
      return one(id);
    },
  );
};
