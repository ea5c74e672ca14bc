import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  AdminGroup,
  AdminGroupListResponse,
  CreateGroupRequest,
  GroupMemberListQuery,
  GroupMemberListResponse,
  GroupMembersRequest,
  GroupMembersResponse,
  UpdateGroupRequest,
} from '@mizan/contract/admin/groups';
import { AdminListQuery } from '@mizan/contract/admin/common';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../accounts/users-repo.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { announceOpenAssignments } from '../notifications/assignment-notices.js';
import { newJoinCode } from './join-code.js';
import { groupRepo, type GroupRow } from './repo.js';
import { studentScope } from './scope.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;
// Making classes, choosing who teaches them and enrolling students reads and changes accounts: admins only.
// Staff read the classes they teach (and their members) through the scoped GETs.
const adminOnly = { adminOnly: true };

export const toAdminGroup = (row: GroupRow): AdminGroup => ({
  id: row.id,
  name: { ar: row.nameAr, en: row.nameEn },
  code: row.code,
  join_code: row.joinCode,
  staff: row.staff,
  members_count: row.membersCount,
  created_at: row.createdAt.toISOString(),
});

const audited = (row: Pick<GroupRow, 'nameAr' | 'nameEn' | 'code'> & { staff: { id: string }[] }) => ({
  name: { ar: row.nameAr, en: row.nameEn },
  code: row.code,
  staff: row.staff.map((s) => s.id),
});

/** admin/groups/…: classes, who teaches them and their members. */
export const groupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = groupRepo(app.db);
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));
  const all = { all: true } as const;
  const found = async (id: number, scope: Parameters<typeof repo.one>[1] = all) => {
    const row = await repo.one(id, scope);
    if (!row) throw notFound();
    return row;
  };
  const checkStaff = async (staff: string[] | undefined) => {
    if (!staff) return;
    const unique = [...new Set(staff)];
    if ((await repo.operators(unique)).length !== unique.length) throw fieldError('staff', 'admin-errors:groups.not_staff');
  };
  const checkCode = async (code: string | null | undefined, id?: number) => {
    if (code && (await repo.codeTaken(code, id))) throw fieldError('code', 'admin-errors:groups.code_taken');
  };
  // A second class got the same code between the check and the write.
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('code', 'admin-errors:groups.code_taken');
      throw err;
    }
  };

  app.get(
    route(apiPaths.admin.groups),
    { schema: { tags, security, querystring: AdminListQuery, response: { 200: AdminGroupListResponse } } },
    async (request) => {
      const scope = await studentScope(app.db, actorOf(request));
      const window = pageWindow(request.query, 25, 500);
      const { rows, count } = await repo.page(scope, request.query.search, request.query.ordering, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toAdminGroup));
    },
  );

  app.post(
    route(apiPaths.admin.groups),
    { config: adminOnly, schema: { tags, security, body: CreateGroupRequest, response: { 201: AdminGroup } } },
    async (request, reply) => {
      const { name, code = null, staff } = request.body;
      await checkStaff(staff);
      await checkCode(code);
      const id = await unique(() =>
        write(async (tx) => {
          const txRepo = groupRepo(tx);
          const created = await txRepo.insert({ nameAr: name.ar, nameEn: name.en, code }, newJoinCode());
          await txRepo.setStaff(created, [...new Set(staff)]);
          await recordAudit(tx, actorOf(request), { action: 'create', entity: 'group', entityId: created, after: request.body });
          return created;
        }),
      );
      return reply.code(201).send(toAdminGroup(await found(id)));
    },
  );

  app.get(
    route(apiPaths.admin.group),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminGroup } } },
    async (request) => toAdminGroup(await found(request.params.id, await studentScope(app.db, actorOf(request)))),
  );

  app.patch(
    route(apiPaths.admin.group),
    { config: adminOnly, schema: { tags, security, params: AdminIdParams, body: UpdateGroupRequest, response: { 200: AdminGroup } } },
    async (request) => {
      const { id } = request.params;
      const { name, code, staff, regenerate_join_code } = request.body;
      const before = await found(id);
      await checkStaff(staff);
      await checkCode(code, id);
      await unique(() =>
        write(async (tx) => {
          const txRepo = groupRepo(tx);
          await txRepo.update(
            id,
            {
              ...(name ? { nameAr: name.ar, nameEn: name.en } : {}),
              ...(code !== undefined ? { code } : {}),
              ...(regenerate_join_code ? { joinCode: newJoinCode() } : {}),
            },
            new Date(),
          );
          if (staff) await txRepo.setStaff(id, [...new Set(staff)]);
          const after = (await groupRepo(tx).one(id, all))!;
          await recordAudit(tx, actorOf(request), {
            action: 'update',
            entity: 'group',
            entityId: id,
            // The join code itself is a credential of sorts: the audit says it changed, not what it is.
            before: { ...audited(before), ...(regenerate_join_code ? { join_code: 'previous' } : {}) },
            after: { ...audited(after), ...(regenerate_join_code ? { join_code: 'regenerated' } : {}) },
          });
        }),
      );
      return toAdminGroup(await found(id));
    },
  );

  app.delete(
    route(apiPaths.admin.group),
    { config: adminOnly, schema: { tags, security, params: AdminIdParams } },
    async (request, reply) => {
      const before = await found(request.params.id);
      await write(async (tx) => {
        await groupRepo(tx).remove(before.id);
        await recordAudit(tx, actorOf(request), { action: 'delete', entity: 'group', entityId: before.id, before: audited(before) });
      });
      return reply.code(204).send();
    },
  );

  app.get(
    route(apiPaths.admin.groupMembers),
    { schema: { tags, security, params: AdminIdParams, querystring: GroupMemberListQuery, response: { 200: GroupMemberListResponse } } },
    async (request) => {
      const group = await found(request.params.id, await studentScope(app.db, actorOf(request)));
      const window = pageWindow(request.query, 25, 1000);
      const { rows, count } = await repo.members(group.id, request.query.search, window.limit, window.offset);
      const results = rows.map((r) => ({ id: r.id, fullname: r.fullname, email: r.email, joined_at: r.joinedAt.toISOString() }));
      return pageOf(request, window, count, results);
    },
  );

  const changeMembers = (action: 'add_members' | 'remove_members') =>
    async function (request: { params: { id: number }; body: GroupMembersRequest }, actor: ReturnType<typeof actorOf>) {
      const group = await found(request.params.id);
      const ids = [...new Set(request.body.user_ids)];
      if (action === 'add_members' && (await repo.students(ids)).length !== ids.length)
        throw fieldError('user_ids', 'admin-errors:groups.not_students');
      return write(async (tx) => {
        const txRepo = groupRepo(tx);
        const changed = action === 'add_members' ? await txRepo.addMembers(group.id, ids) : await txRepo.removeMembers(group.id, ids);
        if (action === 'add_members') await announceOpenAssignments(tx, group.id, ids);
        await recordAudit(tx, actor, { action, entity: 'group', entityId: group.id, after: { user_ids: ids, changed } });
        return { changed, members_count: await txRepo.membersCount(group.id) };
      });
    };
  const add = changeMembers('add_members');
  const remove = changeMembers('remove_members');
  const membersSchema = { tags, security, params: AdminIdParams, body: GroupMembersRequest, response: { 200: GroupMembersResponse } };

  app.post(route(apiPaths.admin.groupMembers), { config: adminOnly, schema: membersSchema }, async (request) =>
    add(request, actorOf(request)),
  );
  app.delete(route(apiPaths.admin.groupMembers), { config: adminOnly, schema: membersSchema }, async (request) =>
    remove(request, actorOf(request)),
  );
};
