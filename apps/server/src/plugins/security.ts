import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GatewayCspSources } from '../modules/payment-gateway/moyasar.js';

/**
 * Helmet's headers with a CSP that allows our origin, the web app's own inline scripts by hash, the configured
 * analytics host, and exactly the sources the payment gateway's card form needs (none for the sandbox, whose form
 * we serve ourselves).
 * Helmet's middleware is built once here: @fastify/helmet rebuilt it (parsing the CSP directives) on every
 * request, which cost about 7% of the server's CPU on the submit-answer path.
 */
export function registerSecurity(app: FastifyInstance, gateway: GatewayCspSources, inlineScripts: readonly string[] = []): void {
  const analytics = app.config.analyticsScriptUrl ? [new URL(app.config.analyticsScriptUrl).origin] : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...analytics, ...gateway.scriptSrc],
        connectSrc: ["'self'", ...analytics, ...gateway.connectSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics, ...gateway.imgSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...gateway.styleSrc],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...analytics, ...gateway.frameSrc],
        formAction: ["'self'", ...analytics, ...gateway.formAction],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}
