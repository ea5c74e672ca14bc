import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@mizan/contract/i18n';
import { FORM_CSS, FORM_JS } from './assets.js';
import { cardFieldMessages, pageLanguage, readOrderContext, sourceFromForm } from './hosted-form.js';
import { errorPage, formPage, threeDsPage, type CardField, type T } from './pages.js';
import type { SandboxPaymentRow } from './repo.js';
import type { SandboxService } from './service.js';
import { MoyasarApiError } from './validation.js';

type Params = Record<string, unknown>;

/**
 * The hosted card form and the simulated 3-D Secure step, behaving like Moyasar's: the form creates the
 * payment, 3-D Secure settles it, and the browser returns to `callback_url?id=&status=&message=`.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ service: SandboxService }> = async (app, { service }) => {
  const { publishableKey } = app.config.paymentGateway;
  const publicUrl = app.config.publicUrl;
  const translator =
    (lang: Language): T =>
    (key, params) =>
      app.translate(lang, key, params);
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const langOf = (request: FastifyRequest, params: Params) => pageLanguage(params['lang'], request.lang);

  app.setErrorHandler((error: FastifyError | MoyasarApiError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox page error');
    const lang = langOf(request, (request.query ?? {}) as Params);
    return html(reply, status, errorPage(lang, translator(lang), [status === 404 ? 'not_found' : 'generic']));
  });

  const asset = (body: string, type: string) => async (_: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'public, max-age=3600').type(type).send(body);
  app.get('/assets/form.css', asset(FORM_CSS, 'text/css; charset=utf-8'));
  app.get('/assets/form.js', asset(FORM_JS, 'application/javascript; charset=utf-8'));

  function renderForm(reply: FastifyReply, status: number, lang: Language, params: Params, errors?: Partial<Record<CardField, string>>) {
    const t = translator(lang);
    const context = readOrderContext(params, publishableKey, publicUrl, lang);
    if (!context.ok) return html(reply, 400, errorPage(lang, t, context.messageKeys));
    const switchQuery = new URLSearchParams({ ...context.hidden, lang: lang === 'ar' ? 'en' : 'ar' });
    const messages = Object.fromEntries(Object.entries(errors ?? {}).map(([field, key]) => [field, t(`gateway:form.field_errors.${key}`)]));
    return html(
      reply,
      status,
      formPage({
        lang,
        t,
        amount: context.order.amount,
        description: context.order.description,
        hidden: context.hidden,
        name: typeof params['name'] === 'string' ? params['name'] : undefined,
        errors: messages,
        switchUrl: `/sandbox/moyasar/form?${switchQuery}`,
      }),
    );
  }

  app.get('/form', async (request, reply) => {
    const query = request.query as Params;
    return renderForm(reply, 200, langOf(request, query), query);
  });

  app.post('/form', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const lang = langOf(request, body);
    const context = readOrderContext(body, publishableKey, publicUrl, lang);
    if (!context.ok) return renderForm(reply, 400, lang, body);
    try {
      const row = await service.create({ ...context.hidden, metadata: context.order.metadata, source: sourceFromForm(body) }, request.ip);
      return reply.redirect(`/sandbox/moyasar/3ds/${row.id}?lang=${lang}`, 303);
    } catch (err) {
      if (!(err instanceof MoyasarApiError) || err.statusCode !== 400 || !err.errors) throw err;
      return renderForm(reply, 400, lang, body, cardFieldMessages(body, err.errors));
    }
  });

  const backToMerchant = (reply: FastifyReply, row: SandboxPaymentRow) => {
    const url = new URL(row.callbackUrl);
    url.searchParams.set('id', row.id);
    url.searchParams.set('status', row.status);
    url.searchParams.set('message', row.message ?? '');
    return reply.redirect(url.toString(), 303);
  };

  app.get<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    const row = await service.find(request.params.id);
    if (row.status !== 'initiated') return backToMerchant(reply, row);
    const lang = langOf(request, request.query as Params);
    return html(reply, 200, threeDsPage(lang, translator(lang), row, false));
  });

  app.post<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const action = body['action'] === 'cancel' ? 'cancel' : 'confirm';
    const { row, wrongOtp } = await service.completeThreeDs(request.params.id, action, typeof body['otp'] === 'string' ? body['otp'] : '');
    if (!wrongOtp) return backToMerchant(reply, row);
    const lang = langOf(request, body);
    return html(reply, 400, threeDsPage(lang, translator(lang), row, true));
  });
};
