import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@mizan/contract/i18n';
import type { Translate } from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    translate: Translate;
  }
  interface FastifyRequest {
    /** Language of messages and bilingual content, from Accept-Language (ar by default). */
    lang: Language;
  }
}

export function registerLanguage(app: FastifyInstance, translate: Translate): void {
  app.decorate('translate', translate);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    done();
  });
}
