import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  AdminLtiPassbackListResponse,
  AdminLtiPlatform,
  AdminLtiPlatformListResponse,
  CreateLtiPlatformRequest,
  LtiPassbackParams,
  LtiPassbackQuery,
  LtiToolUrls,
  UpdateLtiPlatformRequest,
} from '@mizan/contract/admin/lti';
import type { Db } from '../../db/client.js';
import { ltiPlatforms } from '../../db/schema/lti.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { isUniqueViolation } from '../accounts/users-repo.js';
import { forgetFrameOrigins } from './framing.js';
import { rotateKeys } from './keys.js';
import { passbackList, sendAgain } from './passback.js';
import { registrationUrl } from './register.js';
import { toolUrls } from './routes.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
/** Connecting an LMS trusts its identities and creates accounts: admins only. */
const config = { adminOnly: true };

type Row = typeof ltiPlatforms.$inferSelect;
const toAdmin = (row: Row): AdminLtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  client_id: row.clientId,
  auth_login_url: row.authLoginUrl,
  auth_token_url: row.authTokenUrl,
  auth_token_audience: row.authTokenAudience,
  jwks_url: row.jwksUrl,
  deployment_ids: row.deploymentIds,
  created_at: row.createdAt.toISOString(),
});

const columnsOf = (input: z.output<typeof UpdateLtiPlatformRequest>) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.issuer !== undefined && { issuer: input.issuer }),
  ...(input.client_id !== undefined && { clientId: input.client_id }),
  ...(input.auth_login_url !== undefined && { authLoginUrl: input.auth_login_url }),
  ...(input.auth_token_url !== undefined && { authTokenUrl: input.auth_token_url }),
  ...(input.auth_token_audience !== undefined && { authTokenAudience: input.auth_token_audience || null }),
  ...(input.jwks_url !== undefined && { jwksUrl: input.jwks_url }),
  ...(input.deployment_ids !== undefined && { deploymentIds: [...new Set(input.deployment_ids)] }),
});

/** admin/lti/…: the LMSs that launch Mizan, the tool's URLs to give them, our key rotation and grade passbacks. */
export const ltiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));
  const one = async (id: number) => {
    const [row] = await app.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
    if (!row) throw notFound();
    return row;
  };
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('client_id', 'admin-errors:lti.platform_taken');
      throw err;
    }
  };

  app.get(route(apiPaths.admin.ltiToolUrls), { config, schema: { tags, security, response: { 200: LtiToolUrls } } }, async () => {
    const urls = toolUrls(app.config.publicUrl);
    return { ...urls, registration: await registrationUrl(urls.registration, app.config.jwtSecret) };
  });

  app.get(
    route(apiPaths.admin.ltiPlatforms),
    { config, schema: { tags, security, response: { 200: AdminLtiPlatformListResponse } } },
    async () => (await app.db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.id))).map(toAdmin),
  );

  app.post(
    route(apiPaths.admin.ltiPlatforms),
    { config, schema: { tags, security, body: CreateLtiPlatformRequest, response: { 201: AdminLtiPlatform } } },
    async (request, reply) => {
      const input = request.body;
      const row = await unique(() =>
        write(async (tx) => {
          const [created] = await tx
            .insert(ltiPlatforms)
            .values({
              name: input.name,
              issuer: input.issuer,
              clientId: input.client_id,
              authLoginUrl: input.auth_login_url,
              authTokenUrl: input.auth_token_url,
              authTokenAudience: input.auth_token_audience || null,
              jwksUrl: input.jwks_url,
              deploymentIds: [...new Set(input.deployment_ids)],
            })
            .returning();
          await recordAudit(tx, actorOf(request), { action: 'create', entity: 'lti_platform', entityId: created!.id, after: input });
          return created!;
        }),
      );
      forgetFrameOrigins();
      return reply.code(201).send(toAdmin(row));
    },
  );

  app.get(
    route(apiPaths.admin.ltiPlatform),
    { config, schema: { tags, security, params: AdminIdParams, response: { 200: AdminLtiPlatform } } },
    async (request) => toAdmin(await one(request.params.id)),
  );

  app.patch(
    route(apiPaths.admin.ltiPlatform),
    { config, schema: { tags, security, params: AdminIdParams, body: UpdateLtiPlatformRequest, response: { 200: AdminLtiPlatform } } },
    async (request) => {
      const { id } = request.params;
      const before = toAdmin(await one(id));
      const changes = columnsOf(request.body);
      if (Object.keys(changes).length) {
        await unique(() =>
          write(async (tx) => {
            await tx
              .update(ltiPlatforms)
              .set({ ...changes, updatedAt: new Date() })
              .where(eq(ltiPlatforms.id, id));
            await recordAudit(tx, actorOf(request), {
              action: 'update',
              entity: 'lti_platform',
              entityId: id,
              before,
              after: { ...before, ...request.body },
            });
          }),
        );
      }
      forgetFrameOrigins();
      return toAdmin(await one(id));
    },
  );

  app.delete(route(apiPaths.admin.ltiPlatform), { config, schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const before = toAdmin(await one(request.params.id));
    await write(async (tx) => {
      await tx.delete(ltiPlatforms).where(eq(ltiPlatforms.id, before.id));
      await recordAudit(tx, actorOf(request), { action: 'delete', entity: 'lti_platform', entityId: before.id, before });
    });
    forgetFrameOrigins();
    return reply.code(204).send();
  });

  app.post(
    route(apiPaths.admin.ltiKeysRotate),
    { config, schema: { tags, security, response: { 200: z.object({ kid: z.string() }) } } },
    async (request) =>
      write(async (tx) => {
        const kid = await rotateKeys(tx);
        await recordAudit(tx, actorOf(request), { action: 'rotate', entity: 'lti_key', entityId: kid, after: { kid } });
        return { kid };
      }),
  );

  app.get(
    route(apiPaths.admin.ltiPassbacks),
    { config, schema: { tags, security, querystring: LtiPassbackQuery, response: { 200: AdminLtiPassbackListResponse } } },
    async (request) => passbackList(app.db, request.query.status, request.lang),
  );

  app.post(
    route(apiPaths.admin.ltiPassbackResend),
    { config, schema: { tags, security, params: LtiPassbackParams } },
    async (request, reply) => {
      const found = await write(async (tx) => {
        const ok = await sendAgain(tx, request.params.trialId);
        if (ok) await recordAudit(tx, actorOf(request), { action: 'resend', entity: 'lti_passback', entityId: request.params.trialId });
        return ok;
      });
      if (!found) throw notFound();
      return reply.code(202).send();
    },
  );
};
