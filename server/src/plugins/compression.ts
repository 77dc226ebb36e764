import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of what the server sends (ADR 0032). The built web app's files are compressed once at
 * build time and sent as they are (plugins/web-app.ts); everything else is compressed here, per answer.
 */

/** Brotli first (a quarter smaller than gzip on the app's JSON and JavaScript), gzip for the rest. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Below this the saving is a few hundred bytes, less than the packet the answer travels in anyway,
 * and not worth the CPU.
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON, XML (sitemaps), SVG, plain text. Images, ZIP
 * downloads and octet-streams are compressed already (or are somebody's bytes) and pass untouched;
 * event streams must reach the client as they are written.
 */
const TEXT_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:json|xml|javascript|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

export function isTextType(contentType: unknown): boolean {
  return typeof contentType === 'string' && TEXT_TYPE.test(contentType);
}

/** The encoding to send to this client, undefined when it accepts none of ours. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  // As @fastify/compress reads it, so a page and an API answer agree: `*` and `x-gzip` mean gzip.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** The same text in a cache must not reach a client that cannot read the encoding it was stored in. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)]).join(', ');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(values)) {
    reply.header('vary', values ? `${values}, accept-encoding` : 'accept-encoding');
  }
}

/**
 * A small text answer made in memory (the pages' HTML), compressed for this client. Brotli at quality 5:
 * a few KB take well under a millisecond, at nearly the ratio of the slowest setting.
 */
export function compressText(text: string, encoding: Encoding | undefined): Buffer {
  const bytes = Buffer.from(text);
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(bytes) : bytes;
}

/**
 * Compresses every route's text answers above the threshold (@fastify/compress, its global hook), and
 * marks every text answer with `Vary: Accept-Encoding`, compressed or not: a cache that stored the plain
 * one must still ask again for a client that reads brotli (@fastify/static marks its precompressed files
 * itself; the header is not doubled). Register it before any route: its hook is added to routes as they are made.
 * Answers that already carry a Content-Encoding (the precompressed files) are left as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: isTextType,
    // Request bodies stay as they are: nothing sends compressed bodies, and inflating them would let a
    // small upload grow past the body limits.
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isTextType(reply.getHeader('content-type'))) varyOnEncoding(reply);
    return payload;
  });
}
