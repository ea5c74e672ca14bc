import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayCspSources } from '../modules/payment-gateway/moyasar.js';

/**
 * Helmet with a CSP that allows our origin, the configured analytics host, and exactly the sources the
 * payment gateway's card form needs (none for the sandbox, whose form we serve ourselves).
 */
export async function registerSecurity(app: FastifyInstance, gateway: GatewayCspSources): Promise<void> {
  const analytics = app.config.analyticsScriptUrl ? [new URL(app.config.analyticsScriptUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics, ...gateway.scriptSrc],
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
}
