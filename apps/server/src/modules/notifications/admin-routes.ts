import { and, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  Announcement,
  AnnouncementInput,
  AnnouncementList,
  AnnouncementListQuery,
  type AnnouncementAudience,
} from '@mizan/contract/admin/announcements';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { groups } from '../../db/schema/groups.js';
import { announcements } from '../../db/schema/notifications.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { fieldError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { localized } from '../../lib/localized.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { groupInScope, studentScope, type StudentScope } from '../groups/scope.js';
import { audienceRecipients } from './audience.js';
import { notify } from './notify.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

type Row = typeof announcements.$inferSelect & {
  sender: string | null;
  quizAr: string | null;
  quizEn: string | null;
  groupAr: string | null;
  groupEn: string | null;
};
const audienceName = (row: Row, lang: Language) =>
  row.quizAr !== null ? localized(lang, row.quizAr, row.quizEn) : row.groupAr !== null ? localized(lang, row.groupAr, row.groupEn) : '';
const view = (row: Row, lang: Language): Announcement => ({
  id: row.id,
  audience: row.audience,
  audience_name: audienceName(row, lang),
  subject: { ar: row.subjectAr, en: row.subjectEn },
  body: { ar: row.bodyAr, en: row.bodyEn },
  recipients_count: row.recipientsCount,
  sent_by: row.sender,
  created_at: row.createdAt.toISOString(),
});

/** admin/announcements/: an operator's message to an audience, in the app (the mail icon) and by e-mail. */
export const announcementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A quiz the sender may manage, or a class they may reach (staff: one they teach). */
  const checkAudience = async (actor: Operator, scope: StudentScope, audience: AnnouncementAudience) => {
    if ('quiz' in audience) {
      if (!(await mayManageQuiz(app.db, actor, audience.quiz))) throw fieldError('audience', 'admin-errors:announcements.unknown_quiz');
      return;
    }
    const [group] = await app.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, audience.group), groupInScope(scope, sql`${groups.id}`)));
    if (!group) throw fieldError('audience', 'admin-errors:announcements.unknown_group');
  };
  const columns = {
    ...getTableColumns(announcements),
    sender: users.fullname,
    quizAr: quizzes.titleAr,
    quizEn: quizzes.titleEn,
    groupAr: groups.nameAr,
    groupEn: groups.nameEn,
  };
  const joined = (db: Db) =>
    db
      .select(columns)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.sentBy))
      .leftJoin(quizzes, eq(quizzes.id, sql`(${announcements.audience}->>'quiz')::int`))
      .leftJoin(groups, eq(groups.id, sql`(${announcements.audience}->>'group')::int`));

  app.get(
    route(apiPaths.admin.announcements),
    { schema: { tags, security, querystring: AnnouncementListQuery, response: { 200: AnnouncementList } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 100);
      const search = request.query.search ? containsPattern(request.query.search) : undefined;
      const actor = actorOf(request);
      // Admins read every announcement; staff the ones they sent.
      const where = and(
        search ? or(ilike(announcements.subjectAr, search), ilike(announcements.subjectEn, search)) : undefined,
        actor.role === 'admin' ? undefined : eq(announcements.sentBy, actor.userId),
      );
      const [rows, [total]] = await Promise.all([
        joined(app.db)
          .where(where)
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ n: count() }).from(announcements).where(where),
      ]);
      return pageOf(
        request,
        window,
        total?.n ?? 0,
        rows.map((row) => view(row, request.lang)),
      );
    },
  );

  app.post(
    route(apiPaths.admin.announcements),
    { schema: { tags, security, body: AnnouncementInput, response: { 201: Announcement } } },
    async (request, reply) => {
      const { audience, subject, body } = request.body;
      const actor = actorOf(request);
      const scope = await studentScope(app.db, actor);
      await checkAudience(actor, scope, audience);
      // The copies, their e-mail jobs and the audit row commit together: an announcement is sent whole or not at all.
      const id = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [created] = await tx
          .insert(announcements)
          .values({ audience, subjectAr: subject.ar, subjectEn: subject.en, bodyAr: body.ar, bodyEn: body.en, sentBy: actor.userId })
          .returning({ id: announcements.id });
        const announcementId = created!.id;
        const recipients = await notify(tx, {
          kind: 'announcement',
          key: `announcement:${announcementId}`,
          to: audienceRecipients(audience, scope),
          params: { subject, body },
        });
        await tx.update(announcements).set({ recipientsCount: recipients }).where(eq(announcements.id, announcementId));
        await recordAudit(tx, actor, {
          action: 'send',
          entity: 'announcement',
          entityId: announcementId,
          after: { audience, subject: subject.ar, recipients },
        });
        return announcementId;
      });
      const [row] = await joined(app.db).where(eq(announcements.id, id));
      return reply.code(201).send(view(row!, request.lang));
    },
  );
};
