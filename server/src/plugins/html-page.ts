import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressText, varyOnEncoding } from './compression.ts';

/**
 * A weak validator of a page's HTML, derived from the HTML itself: the same for its brotli, gzip and
 * plain forms (which a strong one may not be), and new as soon as a release or a lot changes the page.
 */
export function htmlEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this validator; weak comparison, as RFC 9110 §13.1.2 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a page of the web app (index.html, or a book page with its head). `no-cache` with an ETag: the
 * browser asks every time, so a new release is picked up at once, and an unchanged page costs a 304.
 * Compressed here because pages come from the not-found handler, which gets no route hooks and so no
 * @fastify/compress. A 404 page gets no validator: a 304 would tell a cache its stored page is fine.
 */
export function sendHtmlPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404,
  html: string,
  /** Drawn for one visitor (their answers inside): no shared cache may keep it. */
  { personal = false }: { personal?: boolean } = {},
) {
  reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
  varyOnEncoding(reply);
  if (status === 200) {
    const etag = htmlEtag(html);
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).type('text/html; charset=utf-8').send(compressText(html, encoding));
}
