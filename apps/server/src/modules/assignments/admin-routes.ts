import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminAssignment,
  AdminAssignmentListQuery,
  AdminAssignmentListResponse,
  CreateAssignmentRequest,
  UpdateAssignmentRequest,
} from '@mizan/contract/admin/assignments';
import { AdminIdParams } from '@mizan/contract/admin/common';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { followQuiz } from '../exam-access/assignment-service.js';
import { studentScope, type StudentScope } from '../groups/scope.js';
import { scheduleAssignmentNotices } from '../notifications/assignment-notices.js';
import { assignmentRepo, type AssignmentRow, type AssignmentValues, type OverrideValues } from './repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

const statusOf = (row: Pick<AssignmentRow, 'opensAt' | 'closesAt'>, now: Date) =>
  now < row.opensAt ? 'upcoming' : now < row.closesAt ? 'open' : 'closed';

export const toAdminAssignment = (row: AssignmentRow, now: Date, lang: Language): AdminAssignment => ({
  id: row.id,
  quiz: { id: row.quizId, title: localized(lang, row.quizTitleAr, row.quizTitleEn), access: row.quizAccess },
  groups: row.groups.map((g) => ({ id: g.id, name: localized(lang, g.nameAr, g.nameEn) })),
  opens_at: row.opensAt.toISOString(),
  closes_at: row.closesAt.toISOString(),
  attempts: row.attempts,
  duration_minutes: row.durationMinutes,
  overrides: row.overrides.map((o) => ({
    user: { id: o.userId, fullname: o.fullname, email: o.email },
    opens_at: o.opensAt.toISOString(),
    closes_at: o.closesAt.toISOString(),
  })),
  status: statusOf(row, now),
  created_at: row.createdAt.toISOString(),
});

const audited = (row: AssignmentRow) => ({
  quiz: row.quizId,
  groups: row.groups.map((g) => g.id),
  opens_at: row.opensAt.toISOString(),
  closes_at: row.closesAt.toISOString(),
  attempts: row.attempts,
  duration_minutes: row.durationMinutes,
  overrides: row.overrides.map((o) => ({ user: o.userId, opens_at: o.opensAt.toISOString(), closes_at: o.closesAt.toISOString() })),
});

/**
 * admin/assignments/…: a published quiz given to classes inside a window. Staff who teach classes see and give
 * work to their own classes only; an assignment reaching another class is not theirs to read or change.
 */
export const assignmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = assignmentRepo(app.db);
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));
  const found = async (id: number, scope: StudentScope) => {
    const row = await repo.one(id, scope);
    if (!row) throw notFound();
    return row;
  };
  const checkQuiz = async (quiz: number | undefined) => {
    if (quiz !== undefined && !(await repo.publishedQuiz(quiz))) throw fieldError('quiz', 'admin-errors:assignments.unknown_quiz');
  };
  const checkGroups = async (ids: number[] | undefined, scope: StudentScope) => {
    if (!ids) return;
    const unique = [...new Set(ids)];
    if ((await repo.groupsInScope(unique, scope)).length !== unique.length)
      throw fieldError('groups', 'admin-errors:assignments.unknown_group');
  };
  const overridesOf = async (
    overrides: { user: string; opens_at: string; closes_at: string }[] | undefined,
    groupIds: number[],
  ): Promise<OverrideValues[] | undefined> => {
    if (!overrides) return undefined;
    const users = [...new Set(overrides.map((o) => o.user))];
    if (users.length !== overrides.length) throw fieldError('overrides', 'admin-errors:assignments.duplicate_override');
    if ((await repo.membersOf(groupIds, users)).length !== users.length)
      throw fieldError('overrides', 'admin-errors:assignments.not_member');
    return overrides.map((o) => ({ userId: o.user, opensAt: new Date(o.opens_at), closesAt: new Date(o.closes_at) }));
  };

  app.get(
    route(apiPaths.admin.assignments),
    { schema: { tags, security, querystring: AdminAssignmentListQuery, response: { 200: AdminAssignmentListResponse } } },
    async (request) => {
      const scope = await studentScope(app.db, actorOf(request));
      const window = pageWindow(request.query, 25, 500);
      const { rows, count } = await repo.page(scope, request.query, window.limit, window.offset);
      const now = new Date();
      return pageOf(
        request,
        window,
        count,
        rows.map((row) => toAdminAssignment(row, now, request.lang)),
      );
    },
  );

  app.post(
    route(apiPaths.admin.assignments),
    { schema: { tags, security, body: CreateAssignmentRequest, response: { 201: AdminAssignment } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const scope = await studentScope(app.db, actor);
      const body = request.body;
      await checkQuiz(body.quiz);
      await checkGroups(body.groups, scope);
      const groupIds = [...new Set(body.groups)];
      const overrides = await overridesOf(body.overrides, groupIds);
      const values: AssignmentValues = {
        quizId: body.quiz,
        opensAt: new Date(body.opens_at),
        closesAt: new Date(body.closes_at),
        attempts: body.attempts ?? null,
        durationMinutes: body.duration_minutes ?? null,
      };
      const id = await write(async (tx) => {
        const txRepo = assignmentRepo(tx);
        const created = await txRepo.insert(values, actor.userId);
        await txRepo.setGroups(created, groupIds);
        if (overrides) await txRepo.setOverrides(created, overrides);
        await scheduleAssignmentNotices(tx, created, [values, ...(overrides ?? [])]);
        await recordAudit(tx, actor, { action: 'create', entity: 'assignment', entityId: created, after: body });
        return created;
      });
      return reply.code(201).send(toAdminAssignment(await found(id, scope), new Date(), request.lang));
    },
  );

  app.get(
    route(apiPaths.admin.assignment),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminAssignment } } },
    async (request) =>
      toAdminAssignment(await found(request.params.id, await studentScope(app.db, actorOf(request))), new Date(), request.lang),
  );

  app.patch(
    route(apiPaths.admin.assignment),
    { schema: { tags, security, params: AdminIdParams, body: UpdateAssignmentRequest, response: { 200: AdminAssignment } } },
    async (request) => {
      const actor = actorOf(request);
      const scope = await studentScope(app.db, actor);
      const before = await found(request.params.id, scope);
      // A staff member may change an assignment only when every class it reaches is theirs.
      await checkGroups(
        before.groups.map((g) => g.id),
        scope,
      );
      const body = request.body;
      await checkQuiz(body.quiz);
      await checkGroups(body.groups, scope);
      const groupIds = body.groups ? [...new Set(body.groups)] : before.groups.map((g) => g.id);
      const overrides = await overridesOf(body.overrides, groupIds);
      const opensAt = body.opens_at ? new Date(body.opens_at) : before.opensAt;
      const closesAt = body.closes_at ? new Date(body.closes_at) : before.closesAt;
      if (closesAt <= opensAt) throw fieldError('closes_at', 'errors:validation.window_order');
      await write(async (tx) => {
        const txRepo = assignmentRepo(tx);
        await txRepo.update(
          before.id,
          {
            ...(body.quiz !== undefined ? { quizId: body.quiz } : {}),
            opensAt,
            closesAt,
            ...(body.attempts !== undefined ? { attempts: body.attempts } : {}),
            ...(body.duration_minutes !== undefined ? { durationMinutes: body.duration_minutes } : {}),
          },
          new Date(),
        );
        if (body.quiz !== undefined) await followQuiz(tx, app.config.publicUrl, before.id, before.quizId, body.quiz);
        if (body.groups) await txRepo.setGroups(before.id, groupIds);
        if (overrides) await txRepo.setOverrides(before.id, overrides);
        const after = (await assignmentRepo(tx).one(before.id, { all: true }))!;
        const reaches = ['quiz', 'groups', 'opens_at', 'closes_at', 'overrides'] as const;
        if (reaches.some((field) => body[field] !== undefined)) await scheduleAssignmentNotices(tx, before.id, [after, ...after.overrides]);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'assignment',
          entityId: before.id,
          before: audited(before),
          after: audited(after),
        });
      });
      return toAdminAssignment(await found(before.id, scope), new Date(), request.lang);
    },
  );

  app.delete(route(apiPaths.admin.assignment), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const scope = await studentScope(app.db, actor);
    const before = await found(request.params.id, scope);
    await checkGroups(
      before.groups.map((g) => g.id),
      scope,
    );
    // The students' trials stay (they hold no foreign key to the assignment).
    await write(async (tx) => {
      await assignmentRepo(tx).remove(before.id);
      await recordAudit(tx, actor, { action: 'delete', entity: 'assignment', entityId: before.id, before: audited(before) });
    });
    return reply.code(204).send();
  });
};
