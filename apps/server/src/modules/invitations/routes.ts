import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AcceptInvitationRequest, AcceptInvitationResponse, InvitationParams, InvitationResponse } from '@mizan/contract/invitations';
import { byIp, type LimitRule } from '../../plugins/rate-limit.js';
import type { InvitationService } from './service.js';
import { tokenHash } from './tokens.js';

const tags = ['auth'];

/** invitations/…: public, as the other account endpoints, since the invited person is not signed in yet. */
export const invitationRoutes: FastifyPluginAsyncZod<{ service: InvitationService }> = async (app, { service }) => {
  const ip: LimitRule = { name: 'auth-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp };
  // Per link as well, counted under the token's hash so no token rests in the counter store.
  const perToken: LimitRule = {
    name: 'invitation-accept',
    max: 10,
    windowSeconds: 60,
    key: (request) => {
      const token = (request.body as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token ? tokenHash(token).slice(0, 27) : null;
    },
  };

  app.get(
    `/${apiPaths.invitations.show}`,
    { preValidation: app.limits([ip]), schema: { tags, params: InvitationParams, response: { 200: InvitationResponse } } },
    async (request) => service.show(request.params.token),
  );

  app.post(
    `/${apiPaths.invitations.accept}`,
    {
      preValidation: app.limits([ip, perToken]),
      schema: { tags, body: AcceptInvitationRequest, response: { 200: AcceptInvitationResponse } },
    },
    async (request) => service.accept(request.body),
  );
};
