import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/**
 * U+0000, which PostgreSQL cannot store in text ("invalid byte sequence for encoding UTF8: 0x00"), and
 * unpaired UTF-16 surrogates, which cannot be encoded as UTF-8 and would be stored as U+FFFD instead
 * of what was sent.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deep enough for every body the API takes; deeper input is refused as a whole. */
const MAX_DEPTH = 32;

/** The path of the first string (or object key) that cannot be stored, e.g. `body.items.2.name`; null when all can. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return path;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route: text that cannot be stored never reaches a service or the database. It
 * runs before schema validation, on the parsed query, path parameters and body, and answers 400
 * `text_invalid_character` naming the field. Binary bodies (uploads) are not text and are not read.
 */
export function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'querystring') ??
      findUnstorableText(request.body, 'body');
    if (field) throw badRequest('text_invalid_character', { field: field.slice(0, 200) });
  });
}
