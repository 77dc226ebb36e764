import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageCode } from '@raritet/contracts/messages';
import { sendError } from './errors.ts';

/**
 * An error handler for one plugin scope that answers a schema error on a listed field (path param,
 * query or body, by its top-level name) with that field's own 400 code, e.g. `user_id_invalid`
 * instead of the generic `validation_failed`. Everything else goes on to the app's error handler.
 */
export function fieldErrorHandler(fieldCodes: Record<string, MessageCode>) {
  return function handleFieldError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      for (const issue of error.validation) {
        const code = fieldCodes[issue.instancePath.split('/')[1] ?? ''];
        if (code) return sendError(request, reply, 400, code);
      }
    }
    throw error;
  };
}
