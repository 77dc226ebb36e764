import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatMessage, isMessageCode, type MessageCode } from '@raritet/contracts/messages';
import { AppError, isUniqueViolation, isUnstorableText } from '../lib/errors.ts';
import { languageFromHeader } from '../lib/language.ts';
import { redactDeep } from '../lib/redact.ts';

/** Fastify's own client-error codes, mapped to ours so the body is `{ code, message }` in the user's language. */
const fastifyCodes: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  params: Record<string, string | number> = {},
) {
  // An upstream's error text in the parameters loses its credentials here, for every answer.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code, message: formatMessage(code, request.lang, redactDeep(params)) });
}

/**
 * Errors of Fastify's router, which answers them before any hook or the error handler runs: a path
 * parameter with bad percent-encoding, or one over the router's length limit (the `frameworkErrors`
 * option). They get `{ code, message }` like every other error.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.lang = languageFromHeader(request.headers['accept-language']);
  // Typed by Fastify as returning nothing (`void`: a reply is a lazy thenable nothing waits on).
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void sendError(request, reply, 414, 'url_part_too_long');
  if (error.code === 'FST_ERR_BAD_URL') return void sendError(request, reply, 400, 'bad_url');
  return void sendError(request, reply, error.statusCode ?? 400, 'bad_request');
}

/** One place that turns every thrown error into a response; only unexpected errors are 500s. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.code, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation
        .map((issue) => [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')])
        .map(([where, path]) => (path ? `${where}.${path}` : where))
        .filter((field, index, all) => all.indexOf(field) === index);
      return sendError(request, reply, 400, 'validation_failed', { details: fields.join(', ') });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(request, reply, error.statusCode ?? 400, mapped);
    if (isUniqueViolation(error)) return sendError(request, reply, 409, 'conflict');
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'text the database cannot store passed the edge check');
      return sendError(request, reply, 400, 'text_invalid_character', { field: 'body' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return sendError(request, reply, 429, 'rate_limited', { seconds: 60 });
      const code: MessageCode =
        status === 404 ? 'not_found' : isMessageCode(error.code ?? '') ? (error.code as MessageCode) : 'bad_request';
      return sendError(request, reply, status, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal');
  });
}
