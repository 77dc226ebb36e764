import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageCode } from '@raritet/contracts/messages';
import { sendError } from '../../plugins/errors.ts';

/**
 * The archive's inputs get messages a collector understands ("a price must be a whole number")
 * instead of the generic "invalid request data: querystring.minPrice". Fields not listed here, and
 * every other error, go on to the app's error handler.
 */
const fieldCodes: Record<string, MessageCode> = {
  minPrice: 'price_invalid',
  maxPrice: 'price_invalid',
  categoryId: 'category_id_invalid',
  categoryIds: 'category_id_invalid',
  id: 'book_id_invalid',
  imageId: 'image_not_found',
  size: 'image_size_invalid',
  limit: 'recent_sales_limit_invalid',
};

export function archiveErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const code = fieldCodes[issue.instancePath.split('/')[1] ?? ''];
      if (code) return sendError(request, reply, code === 'image_not_found' ? 404 : 400, code);
    }
  }
  throw error;
}
