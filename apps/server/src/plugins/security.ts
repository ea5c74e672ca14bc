import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet with a CSP that allows our origin plus the configured analytics (and, later, payment gateway) hosts. */
export async function registerSecurity(app: FastifyInstance, extraOrigins: string[] = []): Promise<void> {
  const origins = [app.config.analyticsScriptUrl, ...extraOrigins].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins],
        connectSrc: ["'self'", ...origins],
        imgSrc: ["'self'", 'data:', 'blob:', ...origins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...origins],
        formAction: ["'self'", ...origins],
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
