import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas; the reference UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mizan API', description: 'Arabic-first assessment platform', version: app.config.version },
      servers: [{ url: app.config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Admin-only operations say so (`x-admin-only`): integrators read it, and the role test checks staff against it.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      if (!(input.route.config as { adminOnly?: boolean } | undefined)?.adminOnly) return output;
      return { ...output, schema: { ...output.schema, 'x-admin-only': true } };
    },
  });
  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  await app.register(apiReference, { routePrefix: '/api/docs' });
}
