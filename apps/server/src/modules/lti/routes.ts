import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { LtiExchangeRequest, LtiExchangeResponse } from '@mizan/contract/lti';
import { AppError } from '../../lib/app-error.js';
import type { Sessions } from '../accounts/sessions.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import { toUser } from '../accounts/user-view.js';
import { publicJwks } from './keys.js';
import { LtiRefusal, ltiLaunchService, type LoginParams } from './launch.js';
import { CLAIM } from './claims.js';
import { pickQuiz, startPicker } from './deep-linking.js';
import { deepLinkReturnPage, pickerPage, refusalPage, registeredPage, REGISTERED_SCRIPT_HASH, SUBMIT_SCRIPT_HASH } from './pages.js';
import { registerPlatform } from './register.js';
import { forgetFrameOrigins } from './framing.js';
import type { GradedQuizzes } from './graded-quizzes.js';
import { recordAudit, SYSTEM_ACTOR } from '../audit/recorder.js';
import type { Db } from '../../db/client.js';
import { parseFormBody } from '../sandbox-gateway/form-body.js';

const tags = ['lti'];
const route = (path: string) => `/${path}`;
const field = z.string().max(4000).optional();
/**
 * The LMS's browser posts these (OIDC login initiation, then the launch's form_post): other systems' fields, which
 * may carry more than we read (`lti_storage_target`, platform extensions), so they are loose on purpose.
 */
const LoginFields = z.looseObject({
  iss: field,
  login_hint: field,
  target_link_uri: field,
  lti_message_hint: field,
  client_id: field,
  lti_deployment_id: field,
});
const RegisterQuery = z.object({ t: field, openid_configuration: field, registration_token: field });
const PickFields = z.strictObject({
  token: z.string().max(4000).optional(),
  quiz: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
const LaunchFields = z.looseObject({ id_token: z.string().max(20_000).optional(), state: z.string().max(4000).optional() });

/** The tool's URLs under PUBLIC_URL (what the LMS is given). */
export const toolUrls = (publicUrl: string) => ({
  login: `${publicUrl}/api/v1/${apiPaths.lti.login}`,
  launch: `${publicUrl}/api/v1/${apiPaths.lti.launch}`,
  jwks: `${publicUrl}/api/v1/${apiPaths.lti.jwks}`,
  redirect: `${publicUrl}/api/v1/${apiPaths.lti.launch}`,
  registration: `${publicUrl}/api/v1/${apiPaths.lti.register}`,
  deep_linking: `${publicUrl}/api/v1/${apiPaths.lti.launch}`,
});

/** LTI 1.3: the LMS's browser logs in and launches here; the SPA exchanges the launch's code for a session. */
export const ltiRoutes: FastifyPluginAsyncZod<{ sessions: Pick<Sessions, 'issue'>; users: UsersRepo; graded: GradedQuizzes }> = async (
  app,
  { sessions, users, graded: gradedQuizzes },
) => {
  const urls = toolUrls(app.config.publicUrl);
  const service = ltiLaunchService(app.db, app.config.jwtSecret, urls);

  // The LMS's browser posts forms (OIDC form_post); the parser stays inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, parseFormBody(body as string));
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof LtiRefusal)) throw err;
    request.log.info({ lti: err.code }, 'LTI launch refused');
    const t = (key: string) => app.translate(request.lang, key);
    return reply
      .code(err.status)
      .type('text/html; charset=utf-8')
      .send(refusalPage(request.lang, t('errors:lti.title'), t(`errors:lti.${err.code}`), err.code));
  };

  const login = async (request: FastifyRequest, reply: FastifyReply, params: LoginParams) => {
    try {
      return reply.redirect(await service.login(params), 302);
    } catch (err) {
      return refuse(request, reply, err);
    }
  };
  app.get(route(apiPaths.lti.login), { schema: { tags, querystring: LoginFields } }, (request, reply) =>
    login(request, reply, request.query),
  );
  app.post(route(apiPaths.lti.login), { schema: { tags, body: LoginFields } }, (request, reply) => login(request, reply, request.body));

  app.post(route(apiPaths.lti.launch), { schema: { tags, body: LaunchFields } }, async (request, reply) => {
    try {
      const { id_token: idToken, state } = request.body;
      if (!idToken || !state) throw new LtiRefusal('bad_request');
      const { platform, claims } = await service.verify(idToken, state);
      if (claims[CLAIM.messageType] === 'LtiDeepLinkingRequest') {
        const picker = await startPicker(app.db, app.config.jwtSecret, platform, claims);
        const t = (key: string) => app.translate(request.lang, `admin:lti.picker.${key}`);
        return reply
          .type('text/html; charset=utf-8')
          .send(
            pickerPage(
              request.lang,
              { title: t('title'), help: t('help'), choose: t('choose'), empty: t('empty') },
              `${app.config.publicUrl}/api/v1/${apiPaths.lti.deepLinking}`,
              picker.token,
              picker.quizzes,
            ),
          );
      }
      const { code, quizId, graded } = await service.resourceLink(platform, claims);
      if (graded) await gradedQuizzes.linked(quizId);
      // The code rides in the fragment: it never reaches a server log, and the SPA exchanges it at once.
      return reply.redirect(`${app.config.publicUrl}/lti/start#code=${code}`, 303);
    } catch (err) {
      return refuse(request, reply, err);
    }
  });

  // Deep linking: the instructor's pick goes back to the LMS as a signed LtiDeepLinkingResponse.
  app.post(route(apiPaths.lti.deepLinking), { schema: { tags, body: PickFields } }, async (request, reply) => {
    try {
      const { token, quiz } = request.body;
      if (!token || !quiz) throw new LtiRefusal('bad_request');
      const { jwt, returnUrl } = await pickQuiz(app.db, app.config.jwtSecret, token, quiz, urls.launch);
      const t = (key: string) => app.translate(request.lang, `admin:lti.picker.${key}`);
      // The form posts to the LMS and its one script submits it: both allowed for this page only.
      const csp = String(reply.getHeader('content-security-policy') ?? '')
        .replace(/script-src [^;]*/, `script-src 'self' '${SUBMIT_SCRIPT_HASH}'`)
        .replace(/form-action [^;]*/, `form-action 'self' ${new URL(returnUrl).origin}`);
      return reply
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(deepLinkReturnPage(request.lang, { title: t('returning'), send: t('send') }, returnUrl, jwt));
    } catch (err) {
      return refuse(request, reply, err);
    }
  });

  // Dynamic registration: the LMS opens this in a window or iframe with its configuration URL and a registration token.
  app.get(route(apiPaths.lti.register), { schema: { tags, querystring: RegisterQuery } }, async (request, reply) => {
    try {
      const platform = await registerPlatform(app.db, app.config.jwtSecret, request.query, { ...urls, publicUrl: app.config.publicUrl });
      await recordAudit(app.db as Db, SYSTEM_ACTOR, {
        action: 'create',
        entity: 'lti_platform',
        entityId: platform.id,
        after: { name: platform.name, via: 'dynamic_registration' },
      });
      forgetFrameOrigins();
      const t = (key: string) => app.translate(request.lang, key);
      // The page tells the LMS it is done (postMessage): its one inline script is allowed by hash.
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
        /script-src [^;]*/,
        `script-src 'self' '${REGISTERED_SCRIPT_HASH}'`,
      );
      return reply
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(registeredPage(request.lang, t('admin:lti.registeredTitle'), t('admin:lti.registeredText')));
    } catch (err) {
      return refuse(request, reply, err);
    }
  });

  app.get(route(apiPaths.lti.jwks), { schema: { tags } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicJwks(app.db);
  });

  app.post(
    route(apiPaths.lti.exchange),
    { schema: { tags, body: LtiExchangeRequest, response: { 200: LtiExchangeResponse } } },
    async (request) => {
      const found = await service.exchange(request.body.code);
      const user = found && (await users.findById(found.userId));
      if (!found || !user || user.deactivatedAt) throw new AppError(400, 'lti_code_invalid', 'errors:lti.code_invalid');
      return { ...(await sessions.issue(user)), user: toUser(user, app.config.publicUrl), next: found.next };
    },
  );
};
