import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams, ExportQuery } from '@mizan/contract/admin/common';
import { LeaderboardQuery } from '@mizan/contract/competitions';
import {
  AdminCompetition,
  AdminCompetitionListQuery,
  AdminCompetitionListResponse,
  AdminParticipantListQuery,
  AdminParticipantListResponse,
  AdminRankingResponse,
  CompetitionInput,
  UpdateCompetitionRequest,
} from '@mizan/contract/admin/competitions';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { sendTable } from '../../lib/table-export.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { scheduleCompetitionReminder } from '../notifications/competition-reminders.js';
import { studentScope, taughtStudents } from '../groups/scope.js';
import { competitionAdminRepo } from './admin-repo.js';
import { checkEdit, checkNew, columnsOf, toAdminCompetition, toAdminParticipant, toRankingEntry } from './admin-rules.js';
import { competitionRepo } from './repo.js';
import { statusOf } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
/** A ranking export holds at most this many rows. */
const EXPORT_LIMIT = 100_000;

/**
 * admin/competitions/…: windows on a published quiz, their participants and the live ranking. The ranking is the
 * students' leaderboard query (competitionRepo.leaderboard): score, then whole seconds taken, completed trials only.
 * Closing early ends the window now, like the natural end: nobody joins or starts any more; a trial already
 * running keeps its own deadline and, once completed, counts, as a trial begun a minute before the end does.
 */
export const competitionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = competitionAdminRepo(app.db);
  const board = competitionRepo(app.database);
  const found = async (id: number) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return row;
  };
  // Staff who teach classes see their own students among the participants and in the ranking.
  const scopedStudents = async (request: FastifyRequest) => {
    const scope = await studentScope(app.db, actorOf(request));
    return scope.all ? undefined : taughtStudents(scope.staffId);
  };
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));
  const requirePublished = async (quiz: number | undefined) => {
    if (quiz !== undefined && !(await repo.publishedQuiz(quiz))) throw fieldError('quiz', 'admin-errors:competitions.unknown_quiz');
  };

  app.get(
    route(apiPaths.admin.competitions),
    { schema: { tags, security, querystring: AdminCompetitionListQuery, response: { 200: AdminCompetitionListResponse } } },
    async (request) => {
      const now = new Date();
      const window = pageWindow(request.query, 25, 100);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset, now);
      return pageOf(
        request,
        window,
        count,
        rows.map((row) => toAdminCompetition(row, now, request.lang)),
      );
    },
  );

  app.post(
    route(apiPaths.admin.competitions),
    { schema: { tags, security, body: CompetitionInput, response: { 201: AdminCompetition } } },
    async (request, reply) => {
      const now = new Date();
      const values = columnsOf(request.body);
      checkNew(values, now);
      await requirePublished(request.body.quiz);
      const id = await write(async (tx) => {
        const created = await competitionAdminRepo(tx).insert({ titleAr: '', quizId: 0, startsAt: now, endsAt: now, ...values });
        await scheduleCompetitionReminder(tx, created, values.startsAt ?? now);
        await recordAudit(tx, actorOf(request), { action: 'create', entity: 'competition', entityId: created, after: request.body });
        return created;
      });
      return reply.code(201).send(toAdminCompetition(await found(id), new Date(), request.lang));
    },
  );

  app.get(
    route(apiPaths.admin.competition),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminCompetition } } },
    async (request) => toAdminCompetition(await found(request.params.id), new Date(), request.lang),
  );

  app.patch(
    route(apiPaths.admin.competition),
    { schema: { tags, security, params: AdminIdParams, body: UpdateCompetitionRequest, response: { 200: AdminCompetition } } },
    async (request) => {
      const { id } = request.params;
      const before = await found(id);
      const changes = columnsOf(request.body);
      if (changes.quizId !== undefined && changes.quizId !== before.competition.quizId) await requirePublished(changes.quizId);
      if (Object.keys(changes).length) {
        await write(async (tx) => {
          const admin = competitionAdminRepo(tx);
          checkEdit(before.competition, changes, await admin.lockedParticipants(id), new Date());
          await admin.update(id, changes);
          if (changes.startsAt && changes.startsAt.getTime() !== before.competition.startsAt.getTime()) {
            await scheduleCompetitionReminder(tx, id, changes.startsAt);
          }
          const shown = toAdminCompetition(before, new Date(), request.lang);
          await recordAudit(tx, actorOf(request), {
            action: 'update',
            entity: 'competition',
            entityId: id,
            before: shown,
            after: { ...shown, ...request.body },
          });
        });
      }
      return toAdminCompetition(await found(id), new Date(), request.lang);
    },
  );

  app.post(
    route(apiPaths.admin.competitionClose),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminCompetition } } },
    async (request) => {
      const { id } = request.params;
      const before = await found(id);
      const now = new Date();
      await write(async (tx) => {
        if (!(await competitionAdminRepo(tx).close(id, now))) {
          const upcoming = statusOf(before.competition, now) === 'upcoming';
          throw new AppError(
            409,
            upcoming ? 'competition_not_started' : 'competition_ended',
            `admin-errors:competitions.${upcoming ? 'close_upcoming' : 'already_ended'}`,
          );
        }
        await recordAudit(tx, actorOf(request), {
          action: 'close',
          entity: 'competition',
          entityId: id,
          before: { ends_at: before.competition.endsAt.toISOString() },
          after: { ends_at: now.toISOString() },
        });
      });
      return toAdminCompetition(await found(id), new Date(), request.lang);
    },
  );

  app.get(
    route(apiPaths.admin.competitionParticipants),
    {
      schema: {
        tags,
        security,
        params: AdminIdParams,
        querystring: AdminParticipantListQuery,
        response: { 200: AdminParticipantListResponse },
      },
    },
    async (request) => {
      await found(request.params.id);
      const window = pageWindow(request.query, 25, 100);
      const students = await scopedStudents(request);
      const { rows, count } = await repo.participants(request.params.id, request.query, window.limit, window.offset, students);
      return pageOf(request, window, count, rows.map(toAdminParticipant));
    },
  );

  app.get(
    route(apiPaths.admin.competitionRanking),
    { schema: { tags, security, params: AdminIdParams, querystring: LeaderboardQuery, response: { 200: AdminRankingResponse } } },
    async (request) => {
      const { competition } = await found(request.params.id);
      const window = pageWindow(request.query, 25, 100);
      const ranking = await board.leaderboard(competition.id, window.limit, window.offset, null, await scopedStudents(request));
      return {
        ...pageOf(request, window, ranking.count, ranking.page.map(toRankingEntry)),
        status: statusOf(competition, new Date()),
      };
    },
  );

  app.get(
    route(apiPaths.admin.competitionRankingExport),
    { schema: { tags, security, params: AdminIdParams, querystring: ExportQuery } },
    async (request, reply) => {
      const { competition } = await found(request.params.id);
      const ranking = await board.leaderboard(competition.id, EXPORT_LIMIT, 0, null, await scopedStudents(request));
      const table = {
        name: `competition-${competition.id}-ranking`,
        header: ['rank', 'name', 'email', 'score', 'percentage', 'time_seconds'],
        rows: ranking.page.map((row) => [row.rank, row.fullname, row.email, row.score, row.percentage, row.seconds]),
        rtl: request.lang === 'ar',
      };
      return sendTable(reply, table, request.query.format);
    },
  );
};
