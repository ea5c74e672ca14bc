import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, defaultDigits, pickDigits, pickLanguage, type Digits, type Language } from '@mizan/contract/i18n';
import type { Translate } from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    translate: Translate;
  }
  interface FastifyRequest {
    /** Language of messages and bilingual content, from Accept-Language (ar by default). */
    lang: Language;
    /** Digits of numbers in messages: Accept-Language's `-u-nu-` (`ar-u-nu-latn`), else the language's own. */
    digits: Digits;
  }
}

export function registerLanguage(app: FastifyInstance, translate: Translate): void {
  app.decorate('translate', translate);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('digits', defaultDigits(DEFAULT_LANGUAGE));
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    request.digits = pickDigits(request.headers['accept-language'], request.lang);
    done();
  });
}
