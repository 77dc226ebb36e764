import { describe, expect, it } from 'vitest';
import { createImageUrls, IMAGE_URL_BUCKET_SECONDS, imageUrlExpiry, publicImageUrls } from './image-urls.ts';

const signer = createImageUrls('a-server-secret-long-enough-0123456789');
const hour = IMAGE_URL_BUCKET_SECONDS * 1000;
const start = Date.parse('2026-03-01T10:00:00Z');

describe('signed image addresses', () => {
  it('addresses made within one hour are the same and end with the next hour', () => {
    const early = signer.signedUrls(7, 'cover.jpg', start);
    const late = signer.signedUrls(7, 'cover.jpg', start + hour - 1);
    expect(late).toEqual(early);
    expect(early.expires).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000);
    const next = signer.signedUrls(7, 'cover.jpg', start + hour);
    expect(next.expires).toBe(early.expires! + IMAGE_URL_BUCKET_SECONDS);
    expect(next.original).not.toBe(early.original);
    // Handed out, an address works between one and two hours.
    expect(imageUrlExpiry(start) * 1000 - start).toBe(2 * hour);
    expect(imageUrlExpiry(start + hour - 1) * 1000 - (start + hour - 1)).toBe(hour + 1);
  });

  it('checks the image, size and expiry each address was made for', () => {
    const urls = signer.signedUrls(7, 'cover.jpg', start);
    const link = (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
    };
    const small = link(urls.thumbnails[0]!.url);
    expect(signer.check(7, 'cover.jpg', 160, small, start)).toBe('ok');
    expect(signer.check(7, 'cover.jpg', 320, small, start)).toBe('invalid');
    expect(signer.check(7, 'cover.jpg', undefined, small, start)).toBe('invalid');
    expect(signer.check(8, 'cover.jpg', 160, small, start)).toBe('invalid');
    expect(signer.check(7, 'back.jpg', 160, small, start)).toBe('invalid');
    expect(signer.check(7, 'cover.jpg', undefined, link(urls.original), start)).toBe('ok');
    expect(signer.check(7, 'cover.jpg', 160, small, urls.expires! * 1000)).toBe('expired');
    expect(signer.check(7, 'cover.jpg', 160, { ...small, exp: `0${small.exp}` }, start)).toBe('invalid');
    expect(signer.check(7, 'cover.jpg', 160, { exp: small.exp }, start)).toBe('invalid');
    const other = createImageUrls('another-secret-long-enough-0123456789').signedUrls(7, 'cover.jpg', start);
    expect(signer.check(7, 'cover.jpg', 160, link(other.thumbnails[0]!.url), start)).toBe('invalid');
  });

  it('names with reserved characters are escaped in the address and signed as they are', () => {
    const urls = signer.signedUrls(7, 'обложка 1&2.jpg', start);
    const url = new URL(urls.thumbnails[1]!.url, 'http://x');
    expect(decodeURIComponent(url.pathname)).toBe('/api/books/7/images/обложка 1&2.jpg');
    expect(url.searchParams.get('size')).toBe('320');
    const link = { exp: url.searchParams.get('exp')!, sig: url.searchParams.get('sig')! };
    expect(signer.check(7, 'обложка 1&2.jpg', 320, link, start)).toBe('ok');
  });

  it('public covers have plain addresses that never expire', () => {
    expect(publicImageUrls(7, 'cover.jpg')).toEqual({
      name: 'cover.jpg',
      original: '/api/books/7/images/cover.jpg',
      thumbnails: [160, 320, 640].map((width) => ({ width, url: `/api/books/7/images/cover.jpg?size=${width}` })),
      expires: null,
    });
  });
});
