import type { FastifyInstance } from 'fastify';
import type { Language } from '@raritet/contracts/messages';
import { languageFromHeader } from '../lib/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in the response, from Accept-Language (Russian by default). */
    lang: Language;
  }
}

export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
}
