import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SCOPES } from '@mizan/contract/admin/api-keys';
import { WEBHOOK_PAYLOADS } from '@mizan/contract/admin/webhooks';
import { scopesFor } from '../modules/api-keys/scopes.js';

const SIGNATURE_HELP =
  'Each delivery is a POST of `{id, type, created_at, data}` with `Mizan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whsec_ secret>`. ' +
  'Recompute it over the raw body, compare in constant time and refuse a `t` more than 5 minutes old. `id` stays the same on every retry: deduplicate on it. ' +
  'Answer 2xx within 10 seconds; anything else is retried with exponential backoff for 24 hours.';

/** The webhooks section (OpenAPI 3.1): one POST per event type, its body the contract's payload schema. */
function webhookDocs() {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOADS).map(([type, schema]) => [
      type,
      {
        post: {
          summary: type,
          description: SIGNATURE_HELP,
          parameters: [
            { name: 'Mizan-Signature', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Mizan-Event-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'output' }) } } },
          responses: { '2XX': { description: 'Received; any other answer (or none within 10 s) is retried.' } },
        },
      },
    ]),
  );
}

/** OpenAPI generated from the contract's zod schemas; the reference UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mizan API', description: 'Arabic-first assessment platform', version: app.config.version },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mzn_<id>_<secret>',
            description:
              `An admin's API key (console → API keys), sent as \`Authorization: Bearer mzn_…\`. Scopes: ${API_KEY_SCOPES.join(', ')}; ` +
              'a `:write` scope includes its reads. Only operations listing `apiKey` in their security accept a key (`x-api-key-scopes` names the scopes, any one of which is enough); ' +
              'any other answers 403. Revoked or expired keys answer 401; each key has its own per-minute limit (429 with Retry-After).',
          },
        },
      },
    },
    // Admin-only operations say so (`x-admin-only`): integrators read it, and the role test checks staff against it.
    // Operations an API key may call list the `apiKey` scheme with the scopes they need.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
      const scopes = scopesFor(String(method), input.url);
      const schema: Record<string, unknown> = { ...output.schema };
      if ((input.route.config as { adminOnly?: boolean } | undefined)?.adminOnly) schema['x-admin-only'] = true;
      if (scopes.length > 0) {
        schema['security'] = [{ bearer: [] }, { apiKey: scopes }];
        schema['x-api-key-scopes'] = scopes;
      }
      return { ...output, schema };
    },
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) return documents.swaggerObject;
      return { ...documents.openapiObject, webhooks: webhookDocs() } as typeof documents.openapiObject;
    },
  });
  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  await app.register(apiReference, { routePrefix: '/api/docs' });
}
