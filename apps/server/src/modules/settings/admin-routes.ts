import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminSettings, UpdateSettingsRequest } from '@mizan/contract/admin/settings';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { settingsRepo } from './repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

const toSettings = (row: Awaited<ReturnType<ReturnType<typeof settingsRepo>['read']>>): AdminSettings => ({
  staff_coupon_max_discount_percent: row.staffCouponMaxDiscountPercent,
});

/** admin/settings/: every operator reads them (staff see their limits); only admins change them. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`/${apiPaths.admin.settings}`, { schema: { tags, security, response: { 200: AdminSettings } } }, async () =>
    toSettings(await settingsRepo(app.db).read()),
  );

  app.patch(
    `/${apiPaths.admin.settings}`,
    { config: { adminOnly: true }, schema: { tags, security, body: UpdateSettingsRequest, response: { 200: AdminSettings } } },
    async (request) => {
      const before = toSettings(await settingsRepo(app.db).read());
      const after = { ...before, ...request.body };
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await settingsRepo(tx).write({ staffCouponMaxDiscountPercent: after.staff_coupon_max_discount_percent });
        await recordAudit(tx, actorOf(request), { action: 'update', entity: 'settings', entityId: null, before, after });
      });
      return after;
    },
  );
};
