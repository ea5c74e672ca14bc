import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AccommodationInput,
  AccommodationParams,
  AdminAccommodationList,
  type AdminAccommodation,
} from '@mizan/contract/admin/accommodations';
import { AdminUserParams } from '@mizan/contract/admin/users';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { liveChanged } from '../live/live-state.js';
import { accommodationsRepo, type AccommodationRow } from './repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
// Accommodations are managed with the student's account, which only admins see.
const config = { adminOnly: true };
const route = (path: string) => `/${path}`;

export const toAdminAccommodation = (row: AccommodationRow, lang: Language): AdminAccommodation => ({
  id: row.id,
  quiz: row.quizId == null ? null : { id: row.quizId, title: localized(lang, row.quizTitleAr ?? '', row.quizTitleEn) },
  time_multiplier: row.timePercent / 100,
  extra_minutes: row.extraMinutes,
  note: row.note,
  updated_at: row.updatedAt.toISOString(),
});

const auditedFields = (row: AccommodationRow) => ({
  quiz: row.quizId,
  time_multiplier: row.timePercent / 100,
  extra_minutes: row.extraMinutes,
  note: row.note,
});

/** admin/users/{id}/accommodations/: a student's extra time. Every change also extends their running trials. */
export const accommodationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = accommodationsRepo(app.db);
  const userExists = async (id: string) => {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
  };
  const listed = async (userId: string, lang: Language) => (await repo.list(userId)).map((row) => toAdminAccommodation(row, lang));

  app.get(
    route(apiPaths.admin.userAccommodations),
    { config, schema: { tags, security, params: AdminUserParams, response: { 200: AdminAccommodationList } } },
    async (request) => {
      await userExists(request.params.id);
      return listed(request.params.id, request.lang);
    },
  );

  app.put(
    route(apiPaths.admin.userAccommodations),
    { config, schema: { tags, security, params: AdminUserParams, body: AccommodationInput, response: { 200: AdminAccommodationList } } },
    async (request) => {
      const { id: userId } = request.params;
      const input = request.body;
      await userExists(userId);
      if (input.quiz != null) {
        const [quiz] = await app.db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, input.quiz)).limit(1);
        if (!quiz) throw new AppError(400, 'validation_error', 'errors:validation.invalid_choice', { field: 'quiz' });
      }
      const values = {
        quizId: input.quiz,
        timePercent: Math.round(input.time_multiplier * 100),
        extraMinutes: input.extra_minutes,
        note: input.note,
      };
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const txRepo = accommodationsRepo(tx);
        const before = (await txRepo.list(userId)).find((row) => row.quizId === values.quizId);
        const id = await txRepo.put(userId, values, new Date());
        const extended = await txRepo.extendRunningTrials(userId);
        await recordAudit(tx, actorOf(request), {
          action: before ? 'update' : 'create',
          entity: 'accommodation',
          entityId: id,
          before: before ? auditedFields(before) : null,
          after: {
            user: userId,
            quiz: values.quizId,
            time_multiplier: input.time_multiplier,
            extra_minutes: values.extraMinutes,
            note: values.note,
            running_trials_extended: extended,
          },
        });
      });
      // The student's running trials may have more time now: the player's live poll reads it at once.
      await liveChanged(app.database, `user:${userId}`);
      return listed(userId, request.lang);
    },
  );

  app.delete(
    route(apiPaths.admin.userAccommodation),
    { config, schema: { tags, security, params: AccommodationParams, response: { 200: AdminAccommodationList } } },
    async (request) => {
      const { id: userId, accommodationId } = request.params;
      const row = await repo.one(userId, accommodationId);
      if (!row) throw notFound();
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await accommodationsRepo(tx).remove(userId, accommodationId);
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          entity: 'accommodation',
          entityId: accommodationId,
          before: { user: userId, ...auditedFields(row) },
        });
      });
      return listed(userId, request.lang);
    },
  );
};
