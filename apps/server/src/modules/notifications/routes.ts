import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  boxOf,
  DEFAULT_PREFERENCE,
  MarkReadRequest,
  MarkReadResponse,
  NOTIFICATION_KINDS,
  NotificationListQuery,
  NotificationListResponse,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@mizan/contract/notifications';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { renderNotification } from './render.js';
import { notificationRepo } from './repo.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const paths = apiPaths.notifications;

/** The signed-in user's notification centre (the bell and the mail icon) and what they choose to receive. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = notificationRepo(app.db);

  const preferences = async (userId: string): Promise<NotificationPreferences> => {
    const chosen = await repo.preferences(userId);
    return {
      preferences: NOTIFICATION_KINDS.map((kind) => {
        const own = chosen.get(kind);
        return own ? { kind, in_app: own.inApp, email: own.email } : { kind, ...DEFAULT_PREFERENCE };
      }),
    };
  };

  app.get(
    `/${paths.list}`,
    { schema: { tags, security, querystring: NotificationListQuery, response: { 200: NotificationListResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const window = pageWindow(request.query, 10, 100);
      const locale = { lang: request.lang, digits: request.digits };
      const [{ rows, count }, unread] = await Promise.all([
        repo.page(userId, request.query.box, window.limit, window.offset),
        repo.unread(userId),
      ]);
      const results = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        box: boxOf(row.kind),
        ...renderNotification(app.translate, locale, row.kind, row.params),
        link: row.link,
        read: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
      }));
      const box = request.query.box;
      return {
        ...pageOf(request, window, count, results),
        unread_count: box ? unread[box] : unread.alerts + unread.messages,
        unread,
      };
    },
  );

  app.post(
    `/${paths.read}`,
    { schema: { tags, security, body: MarkReadRequest, response: { 200: MarkReadResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const body = request.body;
      const marked = await repo.markRead(userId, 'ids' in body ? { ids: body.ids } : { box: body.box });
      return { marked, unread: await repo.unread(userId) };
    },
  );

  app.get(`/${paths.preferences}`, { schema: { tags, security, response: { 200: NotificationPreferences } } }, async (request) =>
    preferences((await app.requireAuth(request)).userId),
  );

  app.patch(
    `/${paths.preferences}`,
    { schema: { tags, security, body: UpdateNotificationPreferences, response: { 200: NotificationPreferences } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      await repo.setPreferences(
        userId,
        request.body.preferences.map((p) => ({ kind: p.kind, inApp: p.in_app, email: p.email })),
      );
      return preferences(userId);
    },
  );
};
