import { THUMBNAIL_SIZES, type ImageUrls } from '@raritet/contracts/archive';
import { derivedKey, sameSignature, signText } from '../../lib/signatures.ts';

/**
 * Signed image addresses (ADR 0033). The expiry is rounded up to whole hours: every address made within
 * one clock hour ends at the close of the next one, so a picture keeps the SAME address for an hour and
 * the browser's cache can answer it, and an address handed out works for one to two hours. That is
 * longer than a page usually stays open and short enough that a lapsed subscription or a shared link
 * stops opening pictures soon.
 */
export const IMAGE_URL_BUCKET_SECONDS = 3600;
const BUCKETS_AHEAD = 2;

/** `/api/books/{id}/images/{name}`, and `?size=` for a thumbnail. */
export function imagePath(bookId: number, imageName: string, size?: number): string {
  const path = `/api/books/${bookId}/images/${encodeURIComponent(imageName)}`;
  return size === undefined ? path : `${path}?size=${size}`;
}

function imageUrls(name: string, address: (size?: number) => string, expires: number | null): ImageUrls {
  return {
    name,
    original: address(),
    thumbnails: THUMBNAIL_SIZES.map((width) => ({ width, url: address(width) })),
    expires,
  };
}

/** Plain addresses: for the covers everyone may see (the recent sales), cached by anyone. */
export const publicImageUrls = (bookId: number, name: string): ImageUrls =>
  imageUrls(name, (size) => imagePath(bookId, name, size), null);

/** A signed address's parameters as they arrive in the query (unparsed: a malformed one is refused). */
export type ImageLink = { exp?: string | undefined; sig?: string | undefined };

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** When addresses made at `nowMs` stop working (Unix seconds). */
export function imageUrlExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / IMAGE_URL_BUCKET_SECONDS) + BUCKETS_AHEAD) * IMAGE_URL_BUCKET_SECONDS;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/** Signed image addresses for subscribers, made and checked with a key derived from the server's secret. */
export function createImageUrls(secret: string) {
  const key = derivedKey(secret, 'image-urls');
  // The name goes last: the other parts are numbers, so no name can make two inputs read the same.
  const signature = (bookId: number, name: string, size: number | undefined, exp: number) =>
    signText(key, `${bookId}:${size ?? 'original'}:${exp}:${name}`);

  /** One signed address: the image (or a thumbnail `size` wide) until `exp`. */
  function signedPath(bookId: number, name: string, size: number | undefined, exp: number): string {
    return withQuery(imagePath(bookId, name), { size, exp, sig: signature(bookId, name, size, exp) });
  }

  return {
    /** Addresses that work without a token until the end of the next whole hour. */
    signedUrls(bookId: number, name: string, nowMs = Date.now()): ImageUrls {
      const exp = imageUrlExpiry(nowMs);
      return imageUrls(name, (size) => signedPath(bookId, name, size, exp), exp);
    },

    signedPath,

    /** Whether the query's `exp` and `sig` open this image at this size now. */
    check(bookId: number, name: string, size: number | undefined, link: ImageLink, nowMs = Date.now()): LinkCheck {
      const { exp, sig } = link;
      if (exp === undefined || sig === undefined || !/^[1-9]\d{0,11}$/.test(exp)) return 'invalid';
      if (!sameSignature(signature(bookId, name, size, Number(exp)), sig)) return 'invalid';
      return Number(exp) * 1000 <= nowMs ? 'expired' : 'ok';
    },
  };
}

export type ImageUrlSigner = ReturnType<typeof createImageUrls>;
