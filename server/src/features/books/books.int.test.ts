import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDetail, BookImages, Category, RecentSale } from '@raritet/contracts/archive';
import {
  apiGet,
  createArchiveTestApp,
  createRoles,
  insertCategory,
  insertLots,
  type Roles,
} from '../../../test/archive-factories.ts';
import type { TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import type { ImageSource } from './images.ts';

let t: TestApp;
let roles: Roles;
let withImages: number;
let oldLot: number;
let noImages: number;
const loads: string[] = [];

/** 800×600 PNGs, a different colour per name; only the images the lots list exist. */
const imageSource: ImageSource = async (book, name) => {
  loads.push(name);
  if (!['cover.png', 'spread.png', 'old-cover.png'].includes(name)) return null;
  const shade = name.length * 20;
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .png()
    .toBuffer();
};

beforeAll(async () => {
  t = await createArchiveTestApp({ imageSource });
  await insertCategory(t.database, 'Пустая категория', 'Пока без лотов');
  [oldLot, withImages, noImages] = (await insertLots(t.database, [
    {
      title: 'Старый лот с обложкой',
      category: 'Гравюры',
      seller: 'Гравёр',
      price: 7000,
      date: '2015-01-01T00:00:00Z',
      images: ['old-cover.png'],
    },
    {
      title: 'Басни Крылова',
      author: 'Крылов И.А.',
      category: 'Русская классика',
      seller: 'Антиквар',
      price: 32000,
      date: '2024-05-05T09:30:00Z',
      year: 1843,
      publisher: 'СПб.: Типографія А. Смирдина',
      images: ['cover.png', 'spread.png', 'missing.png'],
      description: 'Прижизненное издание.',
      descriptionHtml:
        '<p onclick="steal()">Прижизненное <b>издание</b>.</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:x">ссылка</a>',
    },
    {
      title: 'Без картинок',
      category: 'Русская классика',
      seller: 'Антиквар',
      price: 500,
      date: '2024-05-04T00:00:00Z',
    },
  ])) as [number, number, number];
  // Enough newer lots that the old one is no longer among the recent sales.
  await insertLots(
    t.database,
    Array.from({ length: 20 }, (_, i) => ({
      title: `Открытка ${i + 1}`,
      category: 'Открытки',
      seller: 'Открыточник',
      price: 100 + i,
      date: `2023-0${1 + (i % 9)}-1${i % 10}T00:00:00Z`,
    })),
  );
  roles = await createRoles(t);
});
afterAll(() => t.close());

describe('GET /books/{id}', () => {
  it('the lot with its description sanitized', async () => {
    const { status, body } = await apiGet<BookDetail>(t, `/books/${withImages}`, roles.subscriber.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: withImages,
      title: 'Басни Крылова',
      author: 'Крылов И.А.',
      year: 1843,
      publisher: 'СПб.: Типографія А. Смирдина',
      sellerName: 'Антиквар',
      categoryName: 'Русская классика',
      finalPrice: 32000,
      date: '2024-05-05T09:30:00.000Z',
      firstImageName: 'cover.png',
      imageCount: 3,
      description: 'Прижизненное издание.',
      addedDate: expect.any(String),
    });
    expect(body.descriptionHtml).toBe('<p>Прижизненное <b>издание</b>.</p>ссылка');
  });

  it('a non-numeric id is a 400, an unknown one a 404', async () => {
    const token = roles.subscriber.token;
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const { status, body } = await apiGet<{ code: string; message: string }>(t, `/books/${id}`, token);
      expect(status, id).toBe(400);
      expect(body).toEqual({ code: 'book_id_invalid', message: 'Некорректный идентификатор книги.' });
    }
    const unknown = await apiGet<{ code: string; message: string }>(t, '/books/999999', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'book_not_found', message: 'Книга не найдена.' });
    const english = await apiGet<{ message: string }>(t, '/books/999999', token, { 'accept-language': 'en' });
    expect(english.body.message).toBe('Book not found.');
  });
});

describe('GET /books/{id}/images', () => {
  it('the names for subscribers and administrators, an empty list for other users', async () => {
    for (const token of [roles.subscriber.token, roles.admin.token]) {
      const { body } = await apiGet<BookImages>(t, `/books/${withImages}/images`, token);
      expect(body.images).toEqual(['cover.png', 'spread.png', 'missing.png']);
      expect(body.imageUrls.map((urls) => urls.name)).toEqual(body.images);
    }
    expect((await apiGet<BookImages>(t, `/books/${withImages}/images`, roles.user.token)).body).toEqual({
      images: [],
      imageUrls: [],
    });
    expect((await apiGet(t, '/books/999999/images', roles.subscriber.token)).status).toBe(404);
    expect((await apiGet(t, '/books/x/images', roles.subscriber.token)).status).toBe(400);
  });
});

describe('GET /books/{id}/images/{imageId}', () => {
  const url = (id: number, name: string, size?: number) =>
    `/api/books/${id}/images/${encodeURIComponent(name)}${size ? `?size=${size}` : ''}`;
  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers: { ...(token ? bearer(token) : {}), ...headers } });

  it('the original with a validator and a year of caching', async () => {
    const response = await get(url(withImages, 'spread.png'), roles.subscriber.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it('a thumbnail of the asked width, made once and cached', async () => {
    for (const size of [160, 320, 640]) {
      const response = await get(url(withImages, 'cover.png', size), roles.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(size);
    }
    const before = loads.length;
    const again = await get(url(withImages, 'cover.png', 320), roles.admin.token);
    expect(again.statusCode).toBe(200);
    expect(loads.length).toBe(before);
  });

  it('304 when the validator matches; validators differ per size', async () => {
    const first = await get(url(withImages, 'cover.png', 160), roles.subscriber.token);
    const etag = String(first.headers.etag);
    const second = await get(url(withImages, 'cover.png', 160), roles.subscriber.token, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toContain('immutable');
    const weak = await get(url(withImages, 'cover.png', 160), roles.subscriber.token, {
      'if-none-match': `"x", W/${etag}`,
    });
    expect(weak.statusCode).toBe(304);
    const otherSize = await get(url(withImages, 'cover.png', 320), roles.subscriber.token, { 'if-none-match': etag });
    expect(otherSize.statusCode).toBe(200);
  });

  it('404 for an unknown book, a name the lot does not list, or an image the store lacks', async () => {
    const token = roles.subscriber.token;
    expect((await get(url(999999, 'cover.png'), token)).statusCode).toBe(404);
    const notListed = await get(url(withImages, 'other.png'), token);
    expect(notListed.statusCode).toBe(404);
    expect(notListed.json()).toMatchObject({ code: 'image_not_found', message: 'Изображение не найдено.' });
    expect((await get(url(withImages, 'missing.png'), token)).statusCode).toBe(404);
    expect((await get(url(withImages, 'missing.png', 160), token)).statusCode).toBe(404);
  });

  it('a bad size is a 400', async () => {
    for (const size of ['100', 'big', '0']) {
      const response = await get(`${url(withImages, 'cover.png')}?size=${size}`, roles.subscriber.token);
      expect(response.statusCode, size).toBe(400);
      expect(response.json()).toMatchObject({ code: 'image_size_invalid' });
    }
  });

  it('images are for subscribers: 403 for a user, 401 for a guest', async () => {
    const user = await get(url(withImages, 'spread.png'), roles.user.token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      code: 'images_subscribers_only',
      message: 'Изображения доступны только подписчикам.',
    });
    expect((await get(url(withImages, 'spread.png'))).statusCode).toBe(401);
    expect((await get(url(oldLot, 'old-cover.png'))).statusCode).toBe(401);
    expect((await get(url(oldLot, 'old-cover.png', 320), roles.user.token)).statusCode).toBe(403);
  });

  it('the cover of a recent sale is public, as the home page shows it to everyone', async () => {
    const guest = await get(url(withImages, 'cover.png', 320));
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url(withImages, 'cover.png'), roles.user.token)).statusCode).toBe(200);
  });
});

describe('GET /categories', () => {
  it('is public and counts the lots of every category, empty ones too', async () => {
    const { status, body } = await apiGet<Category[]>(t, '/categories');
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.map((category) => [category.name, category]));
    expect(byName['Русская классика']).toMatchObject({ bookCount: 2, description: null });
    expect(byName['Открытки']!.bookCount).toBe(20);
    expect(byName['Пустая категория']).toMatchObject({ bookCount: 0, description: 'Пока без лотов' });
    expect(body.map((category) => category.name)).toEqual([...body.map((category) => category.name)].sort());
  });

  it('a new lot shows in the counts at once', async () => {
    await insertLots(t.database, [
      { title: 'Ещё одна', category: 'Пустая категория', seller: 'Кто-то', price: 1, date: '2001-01-01T00:00:00Z' },
    ]);
    const { body } = await apiGet<Category[]>(t, '/categories');
    expect(body.find((category) => category.name === 'Пустая категория')!.bookCount).toBe(1);
  });
});

describe('GET /books/recent-sales', () => {
  it('is public: the newest sales with price, date and image addresses', async () => {
    const { status, body } = await apiGet<RecentSale[]>(t, '/books/recent-sales');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body[0]).toEqual({
      bookId: withImages,
      title: 'Басни Крылова',
      category: 'Русская классика',
      saleDate: '2024-05-05T09:30:00.000Z',
      finalPrice: 32000,
      imageUrl: `/api/books/${withImages}/images/cover.png`,
      thumbnailUrl: `/api/books/${withImages}/images/cover.png?size=320`,
      coverUrls: {
        name: 'cover.png',
        original: `/api/books/${withImages}/images/cover.png`,
        thumbnails: [160, 320, 640].map((width) => ({
          width,
          url: `/api/books/${withImages}/images/cover.png?size=${width}`,
        })),
        expires: null,
      },
    });
    expect(body[1]).toMatchObject({ bookId: noImages, imageUrl: null, thumbnailUrl: null, coverUrls: null });
    const dates = body.map((sale) => sale.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('limit: 1 to 20; anything else is a 400 that says so', async () => {
    expect((await apiGet<RecentSale[]>(t, '/books/recent-sales?limit=2')).body).toHaveLength(2);
    expect((await apiGet<RecentSale[]>(t, '/books/recent-sales?limit=20')).body).toHaveLength(20);
    for (const limit of ['0', 'abc', '-5', '21', '50', '500', '2.5']) {
      const { status, body } = await apiGet<{ code: string; message: string }>(t, `/books/recent-sales?limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body).toEqual({
        code: 'recent_sales_limit_invalid',
        message: 'Количество недавних продаж должно быть от 1 до 20.',
      });
    }
  });
});
