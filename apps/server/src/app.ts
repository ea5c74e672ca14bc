import { assignmentRoutes } from './modules/assignments/routes.js';
import { groupRoutes } from './modules/groups/routes.js';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutControlCharacters } from '@mizan/contract/text';
import type { AppConfig } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { serializeError } from './lib/log-errors.js';
import { loadMessages } from './lib/messages.js';
import { registerAuth } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling, sendApiNotFound } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerLanguage } from './plugins/language.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { inlineScriptHashes, registerSpa } from './plugins/spa.js';
import { healthRoutes } from './modules/health/routes.js';
import { moyasarFormCsp } from './modules/payment-gateway/moyasar.js';
import { registerPaymentGateway } from './modules/payment-gateway/plugin.js';
import { sandboxGateway } from './modules/sandbox-gateway/plugin.js';
import path from 'node:path';
import { s3Storage } from './lib/s3-storage.js';
import { localDiskStorage } from './lib/storage.js';
import { answerFileRoutes } from './modules/answer-files/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { handleInvitationMails } from './modules/invitations/mail.js';
import { invitationsRepo } from './modules/invitations/repo.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { invitationService } from './modules/invitations/service.js';
import { attachAccounts } from './modules/accounts/setup.js';
import { ssoRepo } from './modules/sso/repo.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { ssoService } from './modules/sso/service.js';
import { adminRoutes } from './modules/admin-routes.js';
import { imageFileRoutes } from './modules/profile/files-route.js';
import { profileRoutes } from './modules/profile/routes.js';
import { profileService } from './modules/profile/service.js';
import { privacyPolicyRoutes } from './modules/privacy-policy/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { resultRoutes } from './modules/results/routes.js';
import { trialRoutes } from './modules/trials/routes.js';
import { trialEventRoutes } from './modules/integrity/events-route.js';
import { liveState } from './modules/live/live-state.js';
import { liveStreams } from './modules/live/live-streams.js';
import { trialLiveRoutes } from './modules/live/player-route.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { guardCouponStarts } from './modules/coupons/start-guard.js';
import { paidAccessPolicy } from './modules/payments/access-policy.js';
import { paymentProcessor } from './modules/payments/processor.js';
import { startReconciliation } from './modules/payments/reconcile.js';
import { attachJobs } from './modules/jobs/plugin.js';
import { attachWebhooks } from './modules/webhooks/delivery.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { receiptRoutes } from './modules/receipts/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { attachPageViewRecorder } from './modules/visitors/recorder.js';
import { visitorRoutes } from './modules/visitors/routes.js';
import { certificateUploadRoutes } from './modules/certificates/files-route.js';
import { certificatePageMeta } from './modules/certificates/page-meta.js';
import { certificateRepo } from './modules/certificates/repo.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { reopenReasons } from './modules/certificates/reopen.js';
import { certificateService } from './modules/certificates/service.js';
import { keyFolder } from './modules/credentials/keys.js';
import { credentialRepo } from './modules/credentials/repo.js';
import { credentialRoutes } from './modules/credentials/routes.js';
import { credentialService } from './modules/credentials/service.js';
import { competitionRoutes } from './modules/competitions/routes.js';
import { attachNotifications } from './modules/notifications/setup.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { personalInfoRoutes } from './modules/personal-info/routes.js';
import { attachLtiPassback } from './modules/lti/passback.js';
import { gradedQuizzes } from './modules/lti/graded-quizzes.js';
import { ltiFrameAncestors } from './modules/lti/framing.js';
import { ltiRoutes } from './modules/lti/routes.js';
import { attachLtiRoster } from './modules/lti/roster.js';
import { requirePersonalInfo } from './modules/personal-info/start-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}

/** Locale namespaces whose messages the server sends (same files as the web app's). */
const SERVER_NAMESPACES = [
  'errors',
  'quizzes-errors',
  'gateway',
  'payments-errors',
  'engagement-errors',
  'admin-errors',
  'notifications',
  // Words of the console's exports (the gradebook's statuses), written once for the page and its sheet.
  'admin',
] as const;

/** Redacted from logs wherever they appear: tokens, codes and passwords never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.code',
  '*.coupon_code',
  'req.headers["x-csrftoken"]',
  '*.otp',
  '*.access',
  '*.refresh',
  '*.token',
  '*.cvc',
  '*.source.number',
];

/** Fastify's own request line, less the secret an invitation link (the page or its API call) carries in its path. */
const serializeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: req.url
    .replace(/(\/invitations?\/)(?!accept\/)[^/?#]+/, '$1[redacted]')
    // A provider's answer to single sign-on: its authorization code and our state stay out of the log.
    .replace(/(\/auth\/sso\/[^?]*\?.*)$/, (url) => url.replace(/([?&](?:code|state)=)[^&#]*/g, '$1[redacted]')),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export interface AppDeps {
  /** A database opened by the caller (tests); the app then does not close it. */
  database?: Database;
  /** Where log lines go instead of stdout (tests that inspect the log). */
  logStream?: NodeJS.WritableStream;
  /** An HTTP server already listening (start-up answered from it while the database was away); the app is handed its requests. */
  serverFactory?: FastifyServerFactory;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: (err: Error) => serializeError(err), req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  // Every query, params and body schema also refuses control characters (a NUL reached PostgreSQL as a 500).
  app.setValidatorCompiler(({ schema, ...route }) =>
    validatorCompiler({ ...route, schema: withoutControlCharacters(schema as z.ZodType) }),
  );
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
      onConnectionLost: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects on demand'),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!deps.database) app.addHook('onClose', () => database.close());

  attachJobs(app);
  registerLanguage(app, loadMessages(config.localesDir, SERVER_NAMESPACES));
  registerErrorHandling(app);
  await registerLoadShedding(app);
  registerMetrics(app);
  registerAuth(app);
  registerSecurity(app, moyasarFormCsp(config.paymentGateway), inlineScriptHashes(config.webDistDir));
  await app.register(cookie);
  await registerDocs(app);

  // Only JSON and (where a route opts in) multipart bodies are accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  const pageViews = attachPageViewRecorder(app);
  await registerRateLimit(app);
  const accounts = attachAccounts(app);
  handleInvitationMails(app);
  const invitations = invitationService({ repo: invitationsRepo(app.db), sessions: accounts.sessions, publicUrl: config.publicUrl });
  // One store for every file (avatars, covers, question media, certificates, answer files), chosen once here.
  const storage = config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'uploads'));
  await app.register(imageFileRoutes, { storage });
  await app.register(certificateUploadRoutes, { storage });

  // Every quiz engine instance runs these after a completion; certificates are issued there.
  const certificates = certificateService(certificateRepo(app.db), storage, config.publicUrl, reopenReasons(app.translate));
  const credentials = credentialService({
    repo: credentialRepo(app.db),
    keys: keyFolder(config.dataDir),
    publicUrl: config.publicUrl,
    issuerName: config.credentialIssuerName,
  });
  const notifications = attachNotifications(app);
  const webhooks = attachWebhooks(app);
  const ltiGraded = gradedQuizzes(app);
  app.decorate('afterTrialComplete', [
    certificates.issueOnCompletion(app.log),
    notifications.afterComplete,
    webhooks.afterComplete,
    attachLtiPassback(app, ltiGraded),
  ]);
  app.decorate('liveState', liveState(app));
  app.decorate('liveStreams', liveStreams(app, app.liveState));
  ltiFrameAncestors(app);
  attachLtiRoster(app);
  // Personal information is checked before the access policy, so a refused start consumes no coupon or entitlement.
  const startPolicy = requirePersonalInfo(paidAccessPolicy);

  registerPaymentGateway(app);
  if (config.paymentGateway.kind === 'sandbox') await app.register(sandboxGateway, { prefix: '/sandbox/moyasar' });

  const payments = paymentProcessor({ db: app.db, gateway: app.paymentGateway, log: app.log, invoicing: config.invoicing });
  startReconciliation(app, payments);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(privacyPolicyRoutes);
      await api.register(visitorRoutes, { recorder: pageViews });
      await api.register(accountRoutes, { service: accounts.service });
      await api.register(invitationRoutes, { service: invitations });
      await api.register(ssoRoutes, {
        service: ssoService({
          providers: config.ssoProviders,
          repo: ssoRepo(app.db),
          users: accounts.users,
          sessions: accounts.sessions,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      });
      await api.register(profileRoutes, { service: profileService(accounts.users, storage, config.publicUrl) });
      await api.register(catalogueRoutes);
      guardCouponStarts(api);
      await api.register(trialRoutes, { accessPolicy: startPolicy });
      await api.register(answerFileRoutes, { storage });
      await api.register(trialEventRoutes);
      await api.register(trialLiveRoutes, { state: app.liveState, streams: app.liveStreams });
      await api.register(personalInfoRoutes);
      await api.register(certificateRoutes, { service: certificates, credentials });
      await api.register(credentialRoutes, { service: credentials });
      await api.register(competitionRoutes, { accessPolicy: startPolicy });
      await api.register(couponRoutes);
      await api.register(planRoutes);
      await api.register(paymentRoutes, { processor: payments });
      await api.register(receiptRoutes);
      await api.register(resultRoutes);
      await api.register(lookupRoutes);
      await api.register(notificationRoutes);
      await api.register(groupRoutes);
      await api.register(assignmentRoutes);
      await api.register(ltiRoutes, { sessions: accounts.sessions, users: accounts.users, graded: ltiGraded });
      await api.register(adminRoutes, { storage, accounts: accounts.service, payments });
    },
    { prefix: '/api/v1' },
  );

  const spaFallback = await registerSpa(app, [certificatePageMeta(certificates)]);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client routes have no file extension; a missing asset or locale file is a real 404.
    const wantsPage = request.method === 'GET' && !/^\/(api|sandbox)(\/|$)/.test(pathname) && !/\.\w+$/.test(pathname);
    if (wantsPage && spaFallback) return spaFallback(request, reply);
    return sendApiNotFound(request, reply);
  });

  return app;
}
