import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageCode } from '@raritet/contracts/messages';
import { sendError } from './errors.ts';

/** A field's own code, answered with 400, or with another status (an unknown image name is a 404). */
export type FieldError = MessageCode | { code: MessageCode; status: number };

/**
 * An error handler for one plugin scope that answers a schema error on a listed field (path param,
 * query or body, by its top-level name) with that field's own code, e.g. `user_id_invalid` instead of
 * the generic `validation_failed`. Everything else goes on to the app's error handler.
 */
export function fieldErrorHandler(fieldErrors: Record<string, FieldError>) {
  return function handleFieldError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      for (const issue of error.validation) {
        const fieldError = fieldErrors[issue.instancePath.split('/')[1] ?? ''];
        if (typeof fieldError === 'string') return sendError(request, reply, 400, fieldError);
        if (fieldError) return sendError(request, reply, fieldError.status, fieldError.code);
      }
    }
    throw error;
  };
}
