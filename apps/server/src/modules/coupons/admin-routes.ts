import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminCoupon,
  AdminCouponExportQuery,
  AdminCouponListQuery,
  AdminCouponListResponse,
  CouponBatchRequest,
  CouponBatchResponse,
  CouponUsesResponse,
  UpdateCouponRequest,
} from '@mizan/contract/admin/coupons';
import { AdminIdParams } from '@mizan/contract/admin/common';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { sendTable } from '../../lib/table-export.js';
import { recordAudit } from '../audit/recorder.js';
import { studentScope, taughtStudents } from '../groups/scope.js';
import { couponAdminRepo } from './admin-repo.js';
import { checkCouponIssuer } from './issue-policy.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
/** An export holds at most this many codes (ten full batches). */
const EXPORT_LIMIT = 100_000;

/** `YYYY-MM-DD HH:mm` in a time zone: the day and time the operator chose, not UTC's. */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof couponAdminRepo>['one']>>>;
const toCoupon = ({ coupon, quizTitle }: Row): AdminCoupon => ({
  id: coupon.id,
  code: coupon.code,
  quiz: coupon.quizId === null ? null : { id: coupon.quizId, title: quizTitle ?? '' },
  discount_percent: coupon.discountPercent,
  max_uses: coupon.maxUses,
  uses_count: coupon.usesCount,
  expires_at: coupon.expiresAt?.toISOString() ?? null,
  active: coupon.active,
  created_at: coupon.createdAt.toISOString(),
});

/** admin/coupons/…: batches of codes, their uses, disabling, and the CSV an operator hands out. */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = couponAdminRepo(app.db);
  const found = async (id: number) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    route(apiPaths.admin.coupons),
    { schema: { tags, security, querystring: AdminCouponListQuery, response: { 200: AdminCouponListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 100);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toCoupon));
    },
  );

  app.post(
    route(apiPaths.admin.couponsBatch),
    { schema: { tags, security, body: CouponBatchRequest, response: { 201: CouponBatchResponse } } },
    async (request, reply) => {
      const { count, quiz = null, discount_percent, max_uses = null, expires_at = null } = request.body;
      if (quiz !== null && !(await repo.quizExists(quiz))) throw fieldError('quiz', 'admin-errors:coupons.unknown_quiz');
      await checkCouponIssuer(app.db, actorOf(request), quiz, discount_percent);
      const expiresAt = expires_at ? new Date(expires_at) : null;
      if (expiresAt && expiresAt <= new Date()) throw fieldError('expires_at', 'admin-errors:coupons.expires_in_past');
      // One instant for the whole batch: it is how the console lists and exports "the codes of this batch".
      const createdAt = new Date();
      const codes = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const created = await couponAdminRepo(tx).insertBatch(count, {
          quizId: quiz,
          discountPercent: discount_percent,
          maxUses: max_uses,
          expiresAt,
          createdAt,
        });
        await recordAudit(tx, actorOf(request), {
          action: 'create_batch',
          entity: 'coupon',
          entityId: null,
          after: { count, quiz, discount_percent, max_uses, expires_at, created_at: createdAt.toISOString() },
        });
        return created;
      });
      return reply.code(201).send({ count: codes.length, created_at: createdAt.toISOString(), codes });
    },
  );

  app.patch(
    route(apiPaths.admin.coupon),
    { schema: { tags, security, params: AdminIdParams, body: UpdateCouponRequest, response: { 200: AdminCoupon } } },
    async (request) => {
      const { id } = request.params;
      const before = await found(id);
      // Enabling a code issues it again; disabling one is always allowed.
      if (request.body.active) await checkCouponIssuer(app.db, actorOf(request), before.coupon.quizId, before.coupon.discountPercent);
      if (before.coupon.active !== request.body.active) {
        await app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await couponAdminRepo(tx).setActive(id, request.body.active);
          await recordAudit(tx, actorOf(request), {
            action: request.body.active ? 'enable' : 'disable',
            entity: 'coupon',
            entityId: id,
            before: { active: before.coupon.active },
            after: { active: request.body.active },
          });
        });
      }
      return toCoupon(await found(id));
    },
  );

  app.get(
    route(apiPaths.admin.couponUses),
    { schema: { tags, security, params: AdminIdParams, response: { 200: CouponUsesResponse } } },
    async (request) => {
      await found(request.params.id);
      // Staff who teach classes see their own students' uses only.
      const scope = await studentScope(app.db, actorOf(request));
      return (await repo.uses(request.params.id, scope.all ? undefined : taughtStudents(scope.staffId))).map(({ redemption, user }) => ({
        user,
        used_at: redemption.createdAt.toISOString(),
        trial: redemption.trialId,
        payment: redemption.paymentId,
      }));
    },
  );

  app.get(
    route(apiPaths.admin.couponsExport),
    { schema: { tags, security, querystring: AdminCouponExportQuery } },
    async (request, reply) => {
      const { format, tz = 'Asia/Riyadh', ...filter } = request.query;
      const { rows } = await repo.page(filter, EXPORT_LIMIT, 0);
      const coupons = rows.map(toCoupon);
      return sendTable(
        reply,
        {
          name: 'coupons',
          header: ['code', 'quiz_id', 'quiz', 'discount_percent', 'max_uses', 'uses', 'expires_at', 'active', 'created_at'],
          rows: coupons.map((c) => [
            c.code,
            c.quiz?.id,
            c.quiz?.title,
            c.discount_percent,
            c.max_uses,
            c.uses_count,
            c.expires_at && localDateTime(new Date(c.expires_at), tz),
            c.active ? 'yes' : 'no',
            c.created_at,
          ]),
          rtl: request.lang === 'ar',
        },
        format,
      );
    },
  );
};
