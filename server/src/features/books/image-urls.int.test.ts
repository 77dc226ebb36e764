import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDetail, BookImages, ImageUrls, RecentSale, SearchResponse } from '@raritet/contracts/archive';
import { TEST_JWT_SECRET, type TestApp } from '../../../test/app.ts';
import { apiGet, createArchiveTestApp, createRoles, insertLots, type Roles } from '../../../test/archive-factories.ts';
import { bearer } from '../../../test/factories.ts';
import { createImageUrls, IMAGE_URL_BUCKET_SECONDS } from './image-urls.ts';
import type { ImageSource } from './images.ts';

/**
 * Signed image addresses (ADR 0033): a subscriber's lists carry addresses that open the pictures without
 * the bearer token, for one image at one size until they expire; public covers have plain addresses.
 */

let t: TestApp;
let roles: Roles;
let atlas: number;
let globe: number;
let newest: number;

const imageSource: ImageSource = async (_book, name) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: name.length * 10, g: 80, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createArchiveTestApp({ imageSource });
  [atlas, globe] = (await insertLots(t.database, [
    {
      title: 'Атлас звёздного неба',
      category: 'Карты',
      seller: 'Картограф',
      price: 45000,
      date: '2015-04-04T10:00:00Z',
      images: ['a.png', 'b.png'],
    },
    {
      title: 'Глобус небесный',
      category: 'Карты',
      seller: 'Картограф',
      price: 9000,
      date: '2015-05-05T10:00:00Z',
      images: ['a.png'],
    },
  ])) as [number, number];
  // Twenty newer lots push the two out of the public recent sales; the newest has a public cover.
  const newer = await insertLots(
    t.database,
    Array.from({ length: 20 }, (_, i) => ({
      title: `Открытка ${i + 1}`,
      category: 'Открытки',
      seller: 'Открыточник',
      price: 100 + i,
      date: `2024-0${9 - (i % 9)}-1${i % 10}T00:00:00Z`,
      ...(i === 0 ? { images: ['postcard.png'] } : {}),
    })),
  );
  newest = newer[0]!;
  roles = await createRoles(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

async function imageUrlsOf(bookId: number, token = roles.subscriber.token): Promise<ImageUrls[]> {
  return (await apiGet<BookImages>(t, `/books/${bookId}/images`, token)).body.imageUrls;
}

const thumbnail = (urls: ImageUrls, width: number) => urls.thumbnails.find((entry) => entry.width === width)!.url;

/** The same address with some of its query parameters replaced. */
function withParams(url: string, params: Record<string, string | null>): string {
  const parsed = new URL(url, 'http://raritet.test');
  for (const [name, value] of Object.entries(params)) {
    if (value === null) parsed.searchParams.delete(name);
    else parsed.searchParams.set(name, value);
  }
  return `${parsed.pathname}${parsed.search}`;
}

function maxAgeOf(cacheControl: unknown): number {
  return Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1]);
}

describe('signed image addresses', () => {
  it('a subscriber gets a signed address per image and size, which opens it without a token', async () => {
    const [first, second] = await imageUrlsOf(atlas);
    expect(first!.name).toBe('a.png');
    expect(second!.name).toBe('b.png');
    expect(first!.thumbnails.map((entry) => entry.width)).toEqual([160, 320, 640]);
    const now = Date.now() / 1000;
    expect(first!.expires! - now).toBeGreaterThan(IMAGE_URL_BUCKET_SECONDS - 5);
    expect(first!.expires! - now).toBeLessThanOrEqual(2 * IMAGE_URL_BUCKET_SECONDS);
    expect(first!.original).toMatch(new RegExp(`^/api/books/${atlas}/images/a\\.png\\?exp=\\d+&sig=[\\w-]+$`));

    const original = await get(first!.original);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
    for (const { width, url } of first!.thumbnails) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('signed answers are private and cached until the address expires', async () => {
    const [urls] = await imageUrlsOf(atlas);
    const response = await get(thumbnail(urls!, 320));
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toMatch(/^private, max-age=\d+, immutable$/);
    const untilExpiry = urls!.expires! - Date.now() / 1000;
    expect(Math.abs(maxAgeOf(cacheControl) - untilExpiry)).toBeLessThan(5);
    // The validator still spares the bytes.
    const again = await get(thumbnail(urls!, 320), undefined, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('the same image gets the same address while the hour lasts, so the browser cache answers it', async () => {
    const first = await imageUrlsOf(atlas);
    const second = await imageUrlsOf(atlas);
    expect(second).toEqual(first);
    const search = await apiGet<SearchResponse>(
      t,
      `/books/searchByTitle?title=${encodeURIComponent('Атлас звёздного неба')}`,
      roles.admin.token,
    );
    expect(search.body.items[0]!.coverUrls).toEqual(first[0]);
    const book = await apiGet<BookDetail>(t, `/books/${atlas}`, roles.subscriber.token);
    expect(book.body.coverUrls).toEqual(first[0]);
  });

  it('a changed signature, size, image or book, or a missing part, is refused with 403', async () => {
    const [a, b] = await imageUrlsOf(atlas);
    const [globeA] = await imageUrlsOf(globe);
    const small = thumbnail(a!, 160);
    const sig = new URL(small, 'http://raritet.test').searchParams.get('sig')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      withParams(small, { sig: tampered }),
      withParams(small, { size: '320' }),
      withParams(small, { size: null }),
      withParams(small, { exp: String(a!.expires! + IMAGE_URL_BUCKET_SECONDS) }),
      withParams(small, { exp: null }),
      withParams(small, { sig: null }),
      withParams(small, { exp: 'soon' }),
      withParams(small, { sig: 'x'.repeat(500) }),
      // Another image of the same lot, and the same name on another lot, with this signature.
      withParams(thumbnail(b!, 160), { exp: String(a!.expires), sig }),
      small.replace(`/books/${atlas}/`, `/books/${globe}/`),
    ];
    expect(thumbnail(globeA!, 160)).not.toBe(small.replace(`/books/${atlas}/`, `/books/${globe}/`));
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        code: 'image_link_invalid',
        message: 'Ссылка на изображение недействительна.',
      });
    }
  });

  it('an expired address is refused with 403 and says so', async () => {
    const signer = createImageUrls(TEST_JWT_SECRET);
    const expired = signer.signedUrls(atlas, 'a.png', Date.now() - 2 * IMAGE_URL_BUCKET_SECONDS * 1000);
    expect(expired.expires! * 1000).toBeLessThanOrEqual(Date.now());
    const response = await get(thumbnail(expired, 160), undefined, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'image_link_expired',
      message: 'The image link has expired. Reload the page.',
    });
    // Made with the server's secret and still valid: accepted (the address is all that matters).
    const fresh = signer.signedUrls(atlas, 'a.png');
    expect((await get(thumbnail(fresh, 160))).statusCode).toBe(200);
    // Another server's secret is not.
    const foreign = createImageUrls('another-secret-that-is-long-enough-0123456789').signedUrls(atlas, 'a.png');
    expect((await get(thumbnail(foreign, 160))).statusCode).toBe(403);
  });

  it('without a signature the old rules hold: 401 for a guest, 403 for a user, the bearer token for subscribers', async () => {
    const plain = `/api/books/${atlas}/images/a.png?size=160`;
    expect((await get(plain)).statusCode).toBe(401);
    const user = await get(plain, roles.user.token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'images_subscribers_only' });
    for (const token of [roles.subscriber.token, roles.admin.token]) {
      const response = await get(plain, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    // A subscriber's token opens the image even when the signature beside it is wrong.
    const wrong = `${plain}&exp=${Math.floor(Date.now() / 1000) + 60}&sig=nope`;
    expect((await get(wrong, roles.subscriber.token)).statusCode).toBe(200);
    expect((await get(wrong, roles.user.token)).statusCode).toBe(403);
  });

  it('users without a subscription get no addresses; the public covers have plain ones, cached by anyone', async () => {
    expect(await imageUrlsOf(atlas, roles.user.token)).toEqual([]);
    const sales = (await apiGet<RecentSale[]>(t, '/books/recent-sales?limit=20')).body;
    const sale = sales.find((entry) => entry.bookId === newest)!;
    expect(sale.coverUrls).toMatchObject({ name: 'postcard.png', expires: null });
    expect(sale.coverUrls!.original).toBe(`/api/books/${newest}/images/postcard.png`);
    const response = await get(thumbnail(sale.coverUrls!, 640));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A subscriber's list signs the same cover; its signed answer stays private.
    const [signed] = await imageUrlsOf(newest);
    expect(signed!.expires).not.toBeNull();
    expect((await get(thumbnail(signed!, 640))).headers['cache-control']).toMatch(/^private, /);
  });
});
