import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { AccessRules, AccessRulesUpdate, AssignmentAccessRules } from '@mizan/contract/admin/exam-access';
import { TrialIdParams } from '@mizan/contract/admin/marking';
import { liveChanged } from '../live/live-state.js';
import { actorOf } from '../../plugins/operator.js';
import { assignmentAccessService } from './assignment-service.js';
import { examAccessService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/**
 * A quiz's access rules (admin/quizzes/:id/access-rules/), its Safe Exam Browser configuration
 * (admin/quizzes/:id/seb-config/), an assignment's own rules and .seb (admin/assignments/:id/access-rules/ and
 * seb-config/), and releasing a one-device attempt (admin/trials/:id/release-device/). Scoped like managing the
 * quiz, the assignment, or reading the attempt; every write audited.
 */
/** A quiz's Safe Exam Browser configuration as the file SEB opens (an assignment's is its quiz's). */
const sendSeb = (reply: FastifyReply, xml: string, quizId: number) =>
  reply
    .header('content-type', 'application/seb')
    .header('content-disposition', `attachment; filename="quiz-${quizId}.seb"`)
    .header('cache-control', 'no-store')
    .send(xml);

export const examAccessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { db: app.db, secret: app.config.jwtSecret, publicUrl: app.config.publicUrl };
  const service = examAccessService(options);
  const assignments = assignmentAccessService(options);

  app.get(
    route(apiPaths.admin.quizAccessRules),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AccessRules } } },
    async (request) => service.read(actorOf(request), request.params.id),
  );

  app.put(
    route(apiPaths.admin.quizAccessRules),
    { schema: { tags, security, params: AdminIdParams, body: AccessRulesUpdate, response: { 200: AccessRules } } },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.get(route(apiPaths.admin.quizSebConfig), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    return sendSeb(reply, await service.sebConfig(actorOf(request), request.params.id), request.params.id);
  });

  app.get(
    route(apiPaths.admin.assignmentAccessRules),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AssignmentAccessRules } } },
    async (request) => assignments.read(actorOf(request), request.params.id),
  );

  app.put(
    route(apiPaths.admin.assignmentAccessRules),
    { schema: { tags, security, params: AdminIdParams, body: AccessRulesUpdate, response: { 200: AssignmentAccessRules } } },
    async (request) => assignments.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(route(apiPaths.admin.assignmentAccessRules), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    await assignments.remove(actorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(route(apiPaths.admin.assignmentSebConfig), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const { xml, quizId } = await assignments.sebConfig(actorOf(request), request.params.id);
    return sendSeb(reply, xml, quizId);
  });

  app.post(route(apiPaths.admin.trialReleaseDevice), { schema: { tags, security, params: TrialIdParams } }, async (request, reply) => {
    await service.releaseDevice(actorOf(request), request.params.trialId);
    // The live monitor's next refresh shows the attempt unbound.
    await liveChanged(app.database, `trial:${request.params.trialId}`);
    return reply.code(204).send();
  });
};
