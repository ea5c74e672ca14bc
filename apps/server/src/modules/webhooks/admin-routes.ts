import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminWebhook,
  AdminWebhookListResponse,
  CreatedWebhook,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookDeliveryParams,
  WebhookIdParams,
  type WebhookEventType,
} from '@mizan/contract/admin/webhooks';
import { AdminListQuery } from '@mizan/contract/admin/common';
import type { Db } from '../../db/client.js';
import { webhookDeliveries } from '../../db/schema/integrations.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { enqueueJob } from '../jobs/queue.js';
import { DELIVERY_JOB, DELIVERY_MAX_ATTEMPTS } from './events.js';
import { webhookRepo, type WebhookRow } from './repo.js';
import { WEBHOOKS_CHANNEL } from './subscribed-types.js';
import { newWebhookSecret } from './signing.js';
import { namesPrivateHost } from './url-check.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const adminOnly = { adminOnly: true };

const toAdminWebhook = (row: WebhookRow): AdminWebhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

// The secret never reaches the audit log.
const audited = (row: WebhookRow) => ({ url: row.url, description: row.description, events: row.events, active: row.active });

const toDelivery = ({ delivery, type }: { delivery: typeof webhookDeliveries.$inferSelect; type: string }): WebhookDelivery => ({
  id: delivery.id,
  event_id: delivery.eventId,
  event_type: type as WebhookEventType,
  status: delivery.status,
  attempts: delivery.attempts,
  response_code: delivery.responseCode,
  last_error: delivery.lastError,
  last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
  delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  created_at: delivery.createdAt.toISOString(),
});

/** admin/webhooks/…: subscriptions, their delivery log and "send again"; admins only, every write audited. */
export const webhookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = webhookRepo(app.db);
  /** A change in one transaction, then every process drops what it knew of the subscriptions (subscribedTypes). */
  const write = async <T>(fn: (tx: Db) => Promise<T>) => {
    const result = await app.db.transaction((t) => fn(t as unknown as Db));
    await app.database.notifications.notify(WEBHOOKS_CHANNEL, '');
    return result;
  };
  const checkUrl = (url: string | undefined) => {
    if (url && !app.config.webhooksAllowPrivateUrls && namesPrivateHost(url)) throw fieldError('url', 'admin-errors:webhooks.private_url');
  };
  const found = async (id: string) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    `/${apiPaths.admin.webhooks}`,
    { config: adminOnly, schema: { tags, security, querystring: AdminListQuery, response: { 200: AdminWebhookListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 200);
      const { rows, count } = await repo.page(request.query.search, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toAdminWebhook));
    },
  );

  app.post(
    `/${apiPaths.admin.webhooks}`,
    { config: adminOnly, schema: { tags, security, body: CreateWebhookRequest, response: { 201: CreatedWebhook } } },
    async (request, reply) => {
      const { url, description = '', events, active = true } = request.body;
      checkUrl(url);
      const secret = newWebhookSecret();
      const created = await write(async (tx) => {
        const row = await webhookRepo(tx).insert({ url, description, events: [...new Set(events)], active, secret });
        await recordAudit(tx, actorOf(request), { action: 'create', entity: 'webhook', entityId: row.id, after: audited(row) });
        return row;
      });
      return reply.code(201).send({ ...toAdminWebhook(created), secret });
    },
  );

  app.get(
    `/${apiPaths.admin.webhook}`,
    { config: adminOnly, schema: { tags, security, params: WebhookIdParams, response: { 200: AdminWebhook } } },
    async (request) => toAdminWebhook(await found(request.params.id)),
  );

  app.patch(
    `/${apiPaths.admin.webhook}`,
    { config: adminOnly, schema: { tags, security, params: WebhookIdParams, body: UpdateWebhookRequest, response: { 200: AdminWebhook } } },
    async (request) => {
      const before = await found(request.params.id);
      const { url, description, events, active } = request.body;
      checkUrl(url);
      const after = await write(async (tx) => {
        const row = await webhookRepo(tx).update(before.id, {
          ...(url !== undefined ? { url } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(events !== undefined ? { events: [...new Set(events)] } : {}),
          ...(active !== undefined ? { active } : {}),
        });
        if (!row) throw notFound();
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: 'webhook',
          entityId: before.id,
          before: audited(before),
          after: audited(row),
        });
        return row;
      });
      return toAdminWebhook(after);
    },
  );

  app.delete(
    `/${apiPaths.admin.webhook}`,
    { config: adminOnly, schema: { tags, security, params: WebhookIdParams } },
    async (request, reply) => {
      const before = await found(request.params.id);
      await write(async (tx) => {
        await webhookRepo(tx).remove(before.id);
        await recordAudit(tx, actorOf(request), { action: 'delete', entity: 'webhook', entityId: before.id, before: audited(before) });
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `/${apiPaths.admin.webhookDeliveries}`,
    {
      config: adminOnly,
      schema: { tags, security, params: WebhookIdParams, querystring: AdminListQuery, response: { 200: WebhookDeliveryListResponse } },
    },
    async (request) => {
      const hook = await found(request.params.id);
      const window = pageWindow(request.query, 25, 200);
      const { rows, count } = await repo.deliveries(hook.id, request.query.search, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toDelivery));
    },
  );

  app.post(
    `/${apiPaths.admin.webhookDeliveryResend}`,
    { config: adminOnly, schema: { tags, security, params: WebhookDeliveryParams, response: { 202: WebhookDelivery } } },
    async (request, reply) => {
      const hook = await found(request.params.id);
      const row = await repo.delivery(request.params.deliveryId);
      if (!row || row.delivery.subscriptionId !== hook.id) throw notFound();
      await write(async (tx) => {
        await tx.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, row.delivery.id));
        await enqueueJob(
          tx,
          DELIVERY_JOB,
          { deliveryId: row.delivery.id, since: new Date().toISOString(), resend: true },
          { maxAttempts: DELIVERY_MAX_ATTEMPTS },
        );
        await recordAudit(tx, actorOf(request), {
          action: 'resend',
          entity: 'webhook',
          entityId: hook.id,
          after: { delivery_id: row.delivery.id, event_id: row.delivery.eventId },
        });
      });
      return reply.code(202).send(toDelivery((await repo.delivery(row.delivery.id))!));
    },
  );
};
