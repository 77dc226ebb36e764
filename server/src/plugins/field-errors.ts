import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageCode, type MessageCode } from '@raritet/contracts/messages';
import { sendError } from './errors.ts';

/** A field's own code, answered with 400, or with another status (an unknown image name is a 404). */
export type FieldError = MessageCode | { code: MessageCode; status: number };

/**
 * A route's error handler (the route option `errorHandler`) that answers a schema error on one of the
 * route's fields with that field's own code, e.g. `user_id_invalid` instead of the generic
 * `validation_failed`. Fields are named with where they are: `params.id`, `querystring.limit`,
 * `body.role`. Everything else goes on to the app's error handler. Per route, so a field of the same
 * name on another route never gets this route's message.
 */
export function fieldErrorHandler(fieldErrors: Record<string, FieldError>) {
  // Fastify types a route's error handler as returning nothing, so it sends without handing the reply back
  // (`void`: a reply is a lazy thenable, nothing waits on it until someone calls `then`).
  return function handleFieldError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    if (hasZodFastifySchemaValidationErrors(error)) {
      for (const issue of error.validation) {
        const fieldError = fieldErrors[`${error.validationContext}.${issue.instancePath.split('/')[1] ?? ''}`];
        if (typeof fieldError === 'string') return void sendError(request, reply, 400, fieldError);
        if (fieldError) return void sendError(request, reply, fieldError.status, fieldError.code);
      }
    }
    throw error;
  };
}

/**
 * A route's error handler for schemas whose messages are message codes (e.g.
 * `z.array(…).max(1000, 'category_names_too_many')`): a schema error answers 400 with the first
 * issue's code. Issues without one (zod's own wording) go on to the app's error handler.
 */
export function handleCodedSchemaError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const coded = error.validation.find((issue) => isMessageCode(issue.message ?? ''));
    if (coded) return void sendError(request, reply, 400, coded.message as MessageCode);
  }
  throw error;
}
