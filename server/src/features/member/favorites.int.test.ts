import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import type { FavoriteIds, FavoritesPage, FavoriteStatus } from '@raritet/contracts/member';
import { formatMessage } from '@raritet/contracts/messages';
import { apiGet, createRoles, insertLots, queryString, type Roles } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addFavorites, apiCall, favoriteRows } from '../../../test/member-factories.ts';

let t: TestApp;
let roles: Roles;
let lots: [number, number, number, number];
const UNKNOWN_BOOK = 987_654;

beforeAll(async () => {
  t = await createTestApp();
  lots = (await insertLots(t.database, [
    {
      title: 'Басни Крылова',
      author: 'Крылов И.А.',
      category: 'Русская классика',
      seller: 'Антиквар',
      price: 32000,
      date: '2024-05-05T09:30:00Z',
      images: ['krylov-1.jpg', 'krylov-2.jpg'],
    },
    { title: 'Атлас губерний', category: 'Карты', seller: 'Картограф', price: 45000, date: '2016-04-04T10:00:00Z' },
    {
      title: 'Открытка с видом Ялты',
      category: 'Открытки',
      seller: 'Открыточник',
      price: 300,
      date: '2023-01-01T00:00:00Z',
      images: ['yalta.jpg'],
    },
    { title: 'Букварь', category: 'Русская классика', seller: 'Антиквар', price: 1200, date: '2020-02-02T00:00:00Z' },
  ])) as [number, number, number, number];
  roles = await createRoles(t);
});
afterAll(() => t.close());

const favorite = (method: 'POST' | 'DELETE', id: number | string, token?: string) =>
  apiCall<FavoriteStatus & { code?: string; message?: string }>(t, method, `/books/${id}/favorite`, token);
const isFavorite = (id: number | string, token?: string) =>
  apiGet<FavoriteStatus & { code?: string }>(t, `/books/${id}/is-favorite`, token);
const list = (token: string, params: Record<string, number | string> = {}) =>
  apiGet<FavoritesPage>(t, `/books/favorites${Object.keys(params).length ? queryString(params) : ''}`, token);

describe('adding and removing', () => {
  it('is idempotent: two adds leave one row, two removes leave none, each answering the new state', async () => {
    const { token, user } = roles.user;
    const [book] = lots;
    for (let i = 0; i < 2; i++) {
      expect(await favorite('POST', book, token)).toEqual({ status: 200, body: { bookId: book, isFavorite: true } });
    }
    expect(await favoriteRows(t, user.id, book)).toHaveLength(1);
    expect((await isFavorite(book, token)).body).toEqual({ bookId: book, isFavorite: true });

    for (let i = 0; i < 2; i++) {
      expect(await favorite('DELETE', book, token)).toEqual({ status: 200, body: { bookId: book, isFavorite: false } });
    }
    expect(await favoriteRows(t, user.id, book)).toHaveLength(0);
    expect((await isFavorite(book, token)).body).toEqual({ bookId: book, isFavorite: false });
  });

  it('answers 404 book_not_found for a book that does not exist, and writes nothing', async () => {
    const { token, user } = roles.user;
    for (const call of [favorite('POST', UNKNOWN_BOOK, token), favorite('DELETE', UNKNOWN_BOOK, token)]) {
      const { status, body } = await call;
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'book_not_found', message: formatMessage('book_not_found', 'ru') });
    }
    expect((await isFavorite(UNKNOWN_BOOK, token)).status).toBe(404);
    expect(await favoriteRows(t, user.id, UNKNOWN_BOOK)).toHaveLength(0);
  });

  it('answers 400 book_id_invalid for ids that are not a positive whole number in range', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', '%20']) {
      for (const call of [favorite('POST', id, roles.user.token), isFavorite(id, roles.user.token)]) {
        const { status, body } = await call;
        expect({ id, status, code: body?.code }).toEqual({ id, status: 400, code: 'book_id_invalid' });
      }
    }
  });

  it('answers 401 to guests and to a bad token on every favourites call', async () => {
    const [book] = lots;
    const calls = [
      favorite('POST', book),
      favorite('DELETE', book),
      isFavorite(book),
      apiGet(t, '/books/favorites'),
      apiGet(t, `/books/favorites/ids?bookIds=${book}`),
      favorite('POST', book, 'not-a-token'),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(401);
  });

  it("keeps each user's favourites to themselves", async () => {
    const [book, other] = lots;
    await addFavorites(t, roles.subscriber.token, [other]);
    await addFavorites(t, roles.user.token, [book]);
    expect((await isFavorite(other, roles.user.token)).body.isFavorite).toBe(false);
    const mine = (await list(roles.user.token)).body.items.map((item) => item.id);
    expect(mine).toContain(book);
    expect(mine).not.toContain(other);
    await favorite('DELETE', book, roles.user.token);
    await favorite('DELETE', other, roles.subscriber.token);
  });
});

describe('the list', () => {
  it('pages newest added first, with totals, and a page past the last is empty', async () => {
    const { token } = roles.subscriber;
    const [a, b, c, d] = lots;
    await addFavorites(t, token, [b, a, d, c]);
    // Adding an existing favourite again does not move it to the top.
    await addFavorites(t, token, [b]);

    const first = await list(token, { page: 1, pageSize: 3 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    expect(first.body.items.map((item) => item.id)).toEqual([c, d, a]);
    const second = await list(token, { page: 2, pageSize: 3 });
    expect(second.body.items.map((item) => item.id)).toEqual([b]);
    const beyond = await list(token, { page: 9, pageSize: 3 });
    expect(beyond.body).toMatchObject({ items: [], page: 9, totalItems: 4, totalPages: 2 });

    // Defaults (15 a page), a size above the cap lowered to 50, nonsense read as the defaults.
    expect((await list(token)).body).toMatchObject({ page: 1, pageSize: 15, totalPages: 1 });
    expect((await list(token, { pageSize: 1000 })).body.pageSize).toBe(50);
    expect((await list(token, { page: 'x', pageSize: '-2' })).body).toMatchObject({ page: 1, pageSize: 15 });
    for (const id of lots) await favorite('DELETE', id, token);
    expect((await list(token)).body).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });

  it('shows the fields of each favourite, with the date it was added', async () => {
    const { token } = roles.subscriber;
    const before = Date.now();
    await addFavorites(t, token, [lots[0]]);
    const [item] = (await list(token)).body.items;
    expect(item).toMatchObject({
      id: lots[0],
      title: 'Басни Крылова',
      author: 'Крылов И.А.',
      categoryName: 'Русская классика',
      finalPrice: 32000,
      price: 32000,
      firstImageName: 'krylov-1.jpg',
    });
    // The database clock and the test's may differ by a little; the date is now, not the sale's.
    expect(Math.abs(Date.parse(item!.addedDate) - before)).toBeLessThan(60_000);
    await favorite('DELETE', lots[0], token);
  });

  it('hides prices and covers without a subscription, as search does; subscribers and admins see them', async () => {
    const [book] = lots;
    const seen: Record<string, unknown> = {};
    for (const [role, session] of Object.entries({
      user: roles.user,
      subscriber: roles.subscriber,
      admin: roles.admin,
    })) {
      await addFavorites(t, session.token, [book]);
      const [item] = (await list(session.token)).body.items;
      seen[role] = {
        finalPrice: item?.finalPrice,
        price: item?.price,
        firstImageName: item?.firstImageName,
        cover: item?.coverUrls?.name ?? null,
      };
      await favorite('DELETE', book, session.token);
    }
    expect(seen).toEqual({
      user: { finalPrice: SUBSCRIBERS_ONLY, price: SUBSCRIBERS_ONLY, firstImageName: null, cover: null },
      subscriber: { finalPrice: 32000, price: 32000, firstImageName: 'krylov-1.jpg', cover: 'krylov-1.jpg' },
      admin: { finalPrice: 32000, price: 32000, firstImageName: 'krylov-1.jpg', cover: 'krylov-1.jpg' },
    });
  });
});

describe('which of these books are favourites', () => {
  const ids = (token: string, bookIds: (number | string)[]) =>
    apiGet<FavoriteIds & { code?: string }>(t, `/books/favorites/ids${queryString({ bookIds })}`, token);

  it('answers with the kept ones among the given ids; unknown ids are simply not kept', async () => {
    const { token } = roles.user;
    const [a, b, c] = lots;
    await addFavorites(t, token, [c, a]);
    expect(await ids(token, [a, b, c, UNKNOWN_BOOK, a])).toMatchObject({ status: 200, body: { bookIds: [a, c] } });
    expect((await ids(token, [b])).body).toEqual({ bookIds: [] });
    expect((await ids(roles.subscriber.token, [a, c])).body).toEqual({ bookIds: [] });
    await favorite('DELETE', a, token);
    await favorite('DELETE', c, token);
  });

  it('answers 400 book_id_invalid for a missing, bad or too long list', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1);
    for (const bookIds of [[], ['abc'], [0], [1, 'x'], tooMany]) {
      const { status, body } = await ids(roles.user.token, bookIds);
      expect({ bookIds: bookIds.length, status, code: body.code }).toEqual({
        bookIds: bookIds.length,
        status: 400,
        code: 'book_id_invalid',
      });
    }
  });
});

describe('routes next to the archive', () => {
  it("keeps /books/favorites and /books/favorites/ids apart from the archive's /books/:id", async () => {
    const { token } = roles.user;
    expect((await list(token)).body).toHaveProperty('items');
    expect((await apiGet(t, `/books/favorites/ids?bookIds=${lots[0]}`, token)).body).toEqual({ bookIds: [] });
    // The archive's own calls still answer, and a non-numeric id still gets its 400.
    expect((await apiGet(t, `/books/${lots[0]}`, token)).status).toBe(200);
    for (const url of ['/books/abc', '/books/favorite', '/books/favorites/images', '/books/abc/images']) {
      const { status, body } = await apiGet<{ code: string }>(t, url, token);
      expect({ url, status, code: body?.code }).toEqual({ url, status: 400, code: 'book_id_invalid' });
    }
  });
});

describe('hostile query strings', () => {
  it('survives a 10,000-character value and malformed escapes without a 500', async () => {
    const { token } = roles.user;
    const long = 'x'.repeat(10_000);
    expect(
      (await apiGet<FavoritesPage>(t, `/books/favorites?page=${long}&pageSize=${long}`, token)).body,
    ).toMatchObject({
      page: 1,
      pageSize: 15,
    });
    const longIds = await apiGet<{ code: string }>(t, `/books/favorites/ids?bookIds=${'9'.repeat(10_000)}`, token);
    expect(longIds).toMatchObject({ status: 400, body: { code: 'book_id_invalid' } });
    const manyIds = await apiGet(t, `/books/favorites/ids?${'bookIds=1&'.repeat(2_000)}`, token);
    expect(manyIds.status).toBe(400);
    for (const url of ['/books/favorites?page=%E0%A4%A&pageSize=%ZZ', '/books/favorites/ids?bookIds=%ZZ&bookIds']) {
      const { status } = await apiGet(t, url, token);
      expect([200, 400]).toContain(status);
    }
  });
});
