import { fieldErrorHandler } from '../../plugins/field-errors.ts';

/**
 * The archive's inputs get messages a collector understands ("a price must be a whole number")
 * instead of the generic "invalid request data: querystring.minPrice". Fields not listed here, and
 * every other error, go on to the app's error handler.
 */
export const archiveErrorHandler = fieldErrorHandler({
  minPrice: 'price_invalid',
  maxPrice: 'price_invalid',
  categoryId: 'category_id_invalid',
  categoryIds: 'category_id_invalid',
  id: 'book_id_invalid',
  imageId: { code: 'image_not_found', status: 404 },
  size: 'image_size_invalid',
  limit: 'recent_sales_limit_invalid',
});
