import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificatePaths, CredentialVerification } from '@mizan/contract/certificates';
import { CredentialKeysResponse, credentialPaths, RotateKeyBody, RotateKeyResponse } from '@mizan/contract/credentials';
import { notFound } from '../../lib/app-error.js';
import { actorOf, operatorScope } from '../../plugins/operator.js';
import { byIp } from '../../plugins/rate-limit.js';
import { recordAudit } from '../audit/recorder.js';
import type { CredentialService } from './service.js';

const tags = ['credentials'];
const CodeParams = z.object({ code: z.string().max(40) });
const CredentialQuery = z.strictObject({ download: z.enum(['1']).optional() });
// JSON-LD documents: whatever their shape, they are sent as stored (they are signed; a serializer must not touch them).
const LD = 'application/ld+json; charset=utf-8';

export const credentialRoutes: FastifyPluginAsyncZod<{ service: CredentialService }> = async (app, { service }) => {
  // Issuing and verifying sign or check signatures (CPU work) for anyone: bounded per address like the account routes.
  const limited = app.limits([{ name: 'credentials-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp }]);
  app.get(
    `/${certificatePaths.credential}`,
    { onRequest: limited, schema: { tags, params: CodeParams, querystring: CredentialQuery } },
    async (request, reply) => {
      const credential = await service.credentialFor(request.params.code);
      if (request.query.download)
        reply.header('content-disposition', `attachment; filename="mizan-credential-${request.params.code.toUpperCase()}.json"`);
      // Stable once issued; revocation shows in the status list, not here.
      return reply
        .type(LD)
        .header('cache-control', 'public, max-age=3600')
        .send(JSON.stringify(credential, null, 2));
    },
  );

  app.get(
    `/${certificatePaths.credentialVerify}`,
    { onRequest: limited, schema: { tags, params: CodeParams, response: { 200: CredentialVerification } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.verify(request.params.code);
    },
  );

  app.get(`/${credentialPaths.issuer}`, { schema: { tags } }, async (_request, reply) =>
    reply
      .type(LD)
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(await service.profile())),
  );

  app.get(`/${credentialPaths.key}`, { schema: { tags, params: z.object({ keyId: z.string().max(64) }) } }, async (request, reply) => {
    const document = await service.keyDocument(request.params.keyId);
    if (!document) throw notFound();
    // A key never changes once published.
    return reply.type(LD).header('cache-control', 'public, max-age=86400').send(JSON.stringify(document));
  });

  app.get(
    `/${credentialPaths.statusList}`,
    { schema: { tags, params: z.object({ listId: z.coerce.number().int().min(1).max(2_147_483_647) }) } },
    async (request, reply) => {
      const credential = await service.statusListCredential(request.params.listId);
      if (!credential) throw notFound();
      // Short: a revocation reaches verifiers that cache within five minutes.
      return reply.type(LD).header('cache-control', 'public, max-age=300').send(JSON.stringify(credential));
    },
  );

  await app.register(async (admin) => {
    operatorScope(admin);
    admin.get(
      `/${credentialPaths.keys}`,
      { config: { adminOnly: true }, schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: CredentialKeysResponse } } },
      async () => service.listKeys(),
    );
    admin.post(
      `/${credentialPaths.rotateKey}`,
      {
        config: { adminOnly: true },
        schema: { tags: ['admin'], security: [{ bearer: [] }], body: RotateKeyBody, response: { 201: RotateKeyResponse } },
      },
      async (request, reply) => {
        const rotated = await service.rotateKey();
        await recordAudit(app.db, actorOf(request), {
          action: 'rotate',
          entity: 'credential_key',
          entityId: rotated.key_id,
          after: { verification_method: rotated.verification_method },
        });
        return reply.code(201).send(rotated);
      },
    );
  });
};
