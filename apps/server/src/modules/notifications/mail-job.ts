import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.js';
import { notifications } from '../../db/schema/notifications.js';
import { mail } from '../../lib/mail-layout.js';
import { NOTIFICATION_MAIL_JOB } from './notify.js';
import { renderNotification } from './render.js';

const Payload = z.object({ id: z.uuid() });

/**
 * E-mails a notification in its recipient's language. The job queue runs a job in one process at a time and
 * retries a failure; `emailed_at` makes a second run of the same job (a lease that ran out, a duplicate) send
 * nothing, and is set only once the mail server took the message, so a refused one is tried again.
 */
export function handleNotificationMails(app: FastifyInstance): void {
  app.jobs.handle(NOTIFICATION_MAIL_JOB, async (payload) => {
    const { id } = Payload.parse(payload);
    const [row] = await app.db
      .select({
        kind: notifications.kind,
        params: notifications.params,
        link: notifications.link,
        email: users.email,
        fullname: users.fullname,
        language: users.language,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, id), isNull(notifications.emailedAt), isNull(users.deactivatedAt)));
    if (!row) return;
    const lang = row.language;
    const t = (key: string, params: Record<string, string> = {}) => app.translate(lang, `notifications:email.${key}`, params);
    const { title, body } = renderNotification(app.translate, lang, row.kind, row.params);
    const base = app.config.publicUrl;
    await app.mailer.deliver(
      mail(lang, row.email, title, {
        before: [t('greeting', { name: row.fullname }), ...body.split(/\n+/).filter((line) => line.trim() !== '')],
        after: [...(row.link ? [t('open', { url: `${base}${row.link}` })] : []), t('preferences', { url: `${base}/settings` })],
      }),
    );
    await app.db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, id));
  });
}
