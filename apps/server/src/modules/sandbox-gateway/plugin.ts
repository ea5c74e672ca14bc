import type { FastifyPluginAsync } from 'fastify';
import { sandboxApiRoutes } from './api-routes.js';
import { parseFormBody } from './form-body.js';
import { sandboxPageRoutes } from './page-routes.js';
import { createSandboxRepo } from './repo.js';
import { createSandboxService } from './service.js';
import { createWebhookNotifier } from './webhooks.js';

/** The built-in Moyasar stand-in, mounted under /sandbox/moyasar only when PAYMENT_GATEWAY=sandbox. */
export const sandboxGateway: FastifyPluginAsync = async (app) => {
  const { webhookSecret, sandboxWebhookUrl } = app.config.paymentGateway;
  const service = createSandboxService({
    repo: createSandboxRepo(app.db),
    publicUrl: app.config.publicUrl,
    notify: createWebhookNotifier(sandboxWebhookUrl, webhookSecret, app.log),
  });

  // It stands in for a third party, so it stays out of Mizan's own API reference.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  // Moyasar's form and our hosted page post url-encoded fields; the parser stays inside the sandbox.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(body as string));
  });

  await app.register(sandboxApiRoutes, { prefix: '/v1', service });
  await app.register(sandboxPageRoutes, { service });
};
