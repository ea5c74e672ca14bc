import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JoinGroupRequest, JoinGroupResponse, studentPaths } from '@mizan/contract/assignments';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { announceOpenAssignments } from '../notifications/assignment-notices.js';
import { normaliseJoinCode } from './join-code.js';
import { groupRepo } from './repo.js';

const tags = ['groups'];

/** groups/join/: a signed-in student joins a class with the code (or link) its teacher handed out. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = groupRepo(app.db);
  // Wrong codes only, per account: 31^8 codes make guessing hopeless at this pace, and a typo costs little.
  const failures = app.failureLimits([
    { name: 'join-code-fail-user', max: 10, windowSeconds: 15 * 60, key: (request) => request.auth?.userId ?? null },
  ]);

  app.post(
    `/${studentPaths.joinGroup}`,
    {
      preValidation: async (request) => {
        await app.requireAuth(request);
        await failures.guard(request);
      },
      schema: { tags, body: JoinGroupRequest, response: { 200: JoinGroupResponse, 201: JoinGroupResponse } },
    },
    async (request, reply) => {
      const { userId, role } = await app.requireAuth(request);
      const group = await repo.byJoinCode(normaliseJoinCode(request.body.code));
      // Operators teach classes rather than join them; to them a code says nothing either.
      if (!group || role !== 'student') {
        await failures.fail(request);
        throw fieldError('code', 'quizzes-errors:groups.unknown_code');
      }
      const joined = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const added = (await groupRepo(tx).addMembers(group.id, [userId])) > 0;
        if (added) await announceOpenAssignments(tx, group.id, [userId]);
        return added;
      });
      return reply
        .code(joined ? 201 : 200)
        .send({ group: { id: group.id, name: localized(request.lang, group.nameAr, group.nameEn) }, joined });
    },
  );
};
