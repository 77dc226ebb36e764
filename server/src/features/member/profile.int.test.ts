import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@raritet/contracts/auth';
import type { SearchHistoryPage } from '@raritet/contracts/member';
import { formatMessage } from '@raritet/contracts/messages';
import { apiGet, createRoles, insertCategory, insertLots, type Roles } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { apiCall } from '../../../test/member-factories.ts';

let t: TestApp;
let roles: Roles;
let other: LoginResponse;
let mapsCategory: number;
const UNKNOWN_USER = 987_654;

beforeAll(async () => {
  t = await createTestApp();
  await insertLots(t.database, [
    { title: 'Атлас губерний', category: 'Карты', seller: 'Картограф', price: 45000, date: '2016-04-04T10:00:00Z' },
  ]);
  mapsCategory = await insertCategory(t.database, 'Карты');
  roles = await createRoles(t);
  other = await registerUser(t.app, t.database);
});
afterAll(() => t.close());

type Body = { code?: string; message?: string };
const own = (id: number | string) => [`/user/${id}`, `/user/${id}/searchHistory`];
const adminViews = (id: number | string) => [
  `/admin/user/${id}`,
  `/admin/user/${id}/searchHistory`,
  `/admin/user/${id}/favorites`,
];

describe('who may read a profile', () => {
  it('the own-profile calls answer the owner only: another user and an admin get 403, a guest 401', async () => {
    const target = roles.user.user.id;
    for (const url of own(target)) {
      expect((await apiGet(t, url, roles.user.token)).status).toBe(200);
      for (const stranger of [other, roles.admin]) {
        const { status, body } = await apiGet<Body>(t, url, stranger.token);
        expect({ url, status, body }).toEqual({
          url,
          status: 403,
          body: {
            code: 'profile_forbidden',
            message: 'У вас нет доступа к этой информации. Вы можете просматривать только свой профиль.',
          },
        });
      }
      expect((await apiGet<Body>(t, url)).status).toBe(401);
      expect((await apiGet<Body>(t, url, 'not-a-token')).status).toBe(401);
    }
  });

  it('the refusal is in English when the request asks for it', async () => {
    const { body } = await apiGet<Body>(t, `/user/${roles.user.user.id}`, other.token, { 'accept-language': 'en' });
    expect(body.message).toBe(formatMessage('profile_forbidden', 'en'));
  });

  it('the admin calls answer admins only: users (the profile owner too) get 403, guests 401', async () => {
    const target = roles.user.user.id;
    for (const url of adminViews(target)) {
      expect((await apiGet(t, url, roles.admin.token)).status).toBe(200);
      for (const session of [roles.user, other, roles.subscriber]) {
        const { status, body } = await apiGet<Body>(t, url, session.token);
        expect({ url, status, code: body.code }).toEqual({ url, status: 403, code: 'admin_required' });
      }
      expect((await apiGet(t, url)).status).toBe(401);
    }
  });

  it('the admin calls answer 404 user_not_found for an account that does not exist', async () => {
    for (const url of adminViews(UNKNOWN_USER)) {
      const { status, body } = await apiGet<Body>(t, url, roles.admin.token);
      expect({ url, status, code: body.code }).toEqual({ url, status: 404, code: 'user_not_found' });
    }
  });

  it('a bad user id is a 400 user_id_invalid on every profile call', async () => {
    for (const id of ['abc', '0', '-1', '2.5', '99999999999999999999']) {
      for (const url of own(id)) {
        const { status, body } = await apiGet<Body>(t, url, roles.user.token);
        expect({ url, status, code: body.code }).toEqual({ url, status: 400, code: 'user_id_invalid' });
      }
      for (const url of adminViews(id)) {
        const { status, body } = await apiGet<Body>(t, url, roles.admin.token);
        expect({ url, status, code: body.code }).toEqual({ url, status: 400, code: 'user_id_invalid' });
      }
    }
  });
});

describe('the user data', () => {
  it('is the same User as /auth/user gives, for the owner and for an admin', async () => {
    for (const session of [roles.user, roles.subscriber]) {
      const me = await apiGet<User>(t, '/auth/user', session.token);
      expect(me.status).toBe(200);
      expect(await apiGet<User>(t, `/user/${session.user.id}`, session.token)).toMatchObject({
        status: 200,
        body: me.body,
      });
      expect((await apiGet<User>(t, `/admin/user/${session.user.id}`, roles.admin.token)).body).toEqual(me.body);
    }
    const subscriber = await apiGet<User>(t, `/admin/user/${roles.subscriber.user.id}`, roles.admin.token);
    expect(subscriber.body).toMatchObject({ role: 'User', hasSubscription: true });
    expect(subscriber.body.currentSubscription?.subscriptionPlan.monthlyRequestLimit).toBe(roles.limit);
  });

  it('an admin reads their own profile through /user/{own id} like anyone else', async () => {
    const { status, body } = await apiGet<User>(t, `/user/${roles.admin.user.id}`, roles.admin.token);
    expect({ status, role: body.role }).toEqual({ status: 200, role: 'Admin' });
  });
});

describe('the search history', () => {
  const history = (userId: number, query: string, token: string, admin = false) =>
    apiGet<SearchHistoryPage & Body>(t, `${admin ? '/admin' : ''}/user/${userId}/searchHistory${query}`, token);

  it('shows the searches the user made, newest first, paged 5, 10 or 25 at a time', async () => {
    const { token, user } = roles.subscriber;
    const searches = [
      ['title', `/books/searchByTitle?title=${encodeURIComponent('Атлас')}`, 'Атлас'],
      ['description', `/books/searchByDescription?description=${encodeURIComponent('губерний')}`, 'губерний'],
      ['category', `/books/searchByCategory?categoryId=${mapsCategory}`, String(mapsCategory)],
      ['seller', `/books/searchBySeller?sellerName=${encodeURIComponent('Картограф')}`, 'Картограф'],
      ['priceRange', '/books/searchByPriceRange?minPrice=100&maxPrice=50000', '100-50000'],
      ['title', '/books/searchByTitle?title=globe', 'globe'],
      ['seller', '/books/searchBySeller?sellerName=Nobody', 'Nobody'],
    ] as const;
    for (const [, url] of searches) expect((await apiGet(t, url, token)).status).toBe(200);

    // The archive writes history after it answers; the profile waits for those writes, so no polling.
    const newestFirst = [...searches].reverse().map(([searchType, , query]) => ({ searchType, query }));
    const all = (await history(user.id, '?pageSize=25', token)).body;
    expect(all.totalItems).toBe(7);
    expect(all.items.map(({ searchType, query }) => ({ searchType, query }))).toEqual(newestFirst);
    const dates = all.items.map((item) => Date.parse(item.searchDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const first = (await history(user.id, '?pageSize=5', token)).body;
    expect(first).toMatchObject({ page: 1, pageSize: 5, totalItems: 7, totalPages: 2 });
    expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 5).map((item) => item.id));
    const second = (await history(user.id, '?page=2&pageSize=5', token)).body;
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(5).map((item) => item.id));
    expect((await history(user.id, '?page=3&pageSize=5', token)).body).toMatchObject({ items: [], totalPages: 2 });
    expect((await history(user.id, '', token)).body).toMatchObject({ pageSize: 10, totalPages: 1 });

    // An admin sees the same history; nobody else's searches are in it.
    expect((await history(user.id, '?pageSize=25', roles.admin.token, true)).body).toEqual(all);
    expect((await history(other.user.id, '', other.token)).body).toMatchObject({ items: [], totalItems: 0 });
  });

  it('refuses page sizes other than 5, 10 and 25 with 400 history_page_size_invalid', async () => {
    const { token, user } = roles.user;
    for (const size of ['7', '0', '-5', '100', 'abc', '10.5', 'x'.repeat(10_000)]) {
      for (const admin of [false, true]) {
        const { status, body } = await history(user.id, `?pageSize=${size}`, admin ? roles.admin.token : token, admin);
        expect({ size: size.slice(0, 10), admin, status, code: body.code }).toEqual({
          size: size.slice(0, 10),
          admin,
          status: 400,
          code: 'history_page_size_invalid',
        });
      }
    }
    for (const size of [5, 10, 25]) expect((await history(user.id, `?pageSize=${size}`, token)).status).toBe(200);
    // A page that is not a number reads as the first, however long or malformed.
    expect((await history(user.id, `?page=${'9'.repeat(10_000)}`, token)).body.page).toBe(1);
    expect((await history(user.id, '?page=%E0%A4%A&pageSize=%ZZ', token)).status).toBe(400);
  });
});

describe("an admin and another user's favourites", () => {
  it('an admin reads them with prices (an admin sees everything) but cannot change them', async () => {
    const { token, user } = roles.user;
    const [book] = await insertLots(t.database, [
      { title: 'Часослов', category: 'Рукописи', seller: 'Монастырь', price: 90000, date: '2019-09-09T00:00:00Z' },
    ]);
    expect((await apiCall(t, 'POST', `/books/${book}/favorite`, token)).status).toBe(200);

    const seenByAdmin = await apiGet<{ items: { id: number; finalPrice: unknown }[] }>(
      t,
      `/admin/user/${user.id}/favorites`,
      roles.admin.token,
    );
    expect(seenByAdmin.body.items).toEqual([expect.objectContaining({ id: book, finalPrice: 90000 })]);
    // The owner, without a subscription, sees the same list with the price hidden.
    const seenByOwner = await apiGet<{ items: { finalPrice: unknown }[] }>(t, '/books/favorites', token);
    expect(seenByOwner.body.items[0]?.finalPrice).toBe('Только для подписчиков');

    // There is no admin write; an admin's own remove touches only the admin's own favourites.
    expect((await apiCall(t, 'POST', `/admin/user/${user.id}/favorites`, roles.admin.token)).status).toBe(404);
    expect((await apiCall(t, 'DELETE', `/admin/user/${user.id}/favorites`, roles.admin.token)).status).toBe(404);
    await apiCall(t, 'DELETE', `/books/${book}/favorite`, roles.admin.token);
    expect((await apiGet(t, `/admin/user/${user.id}/favorites`, roles.admin.token)).body).toMatchObject({
      totalItems: 1,
    });
  });
});

describe('the API documentation', () => {
  it('lists every member-area call with its parameters', async () => {
    // As an administrator: the admin calls are listed to them only (ADR 0050).
    const response = await t.app.inject({ url: '/api/docs/json', headers: bearer(roles.admin.token) });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    const expected = {
      '/api/books/{id}/favorite': ['post', 'delete'],
      '/api/books/{id}/is-favorite': ['get'],
      '/api/books/favorites': ['get'],
      '/api/books/favorites/ids': ['get'],
      '/api/user/{id}': ['get'],
      '/api/user/{id}/searchHistory': ['get'],
      '/api/admin/user/{id}': ['get'],
      '/api/admin/user/{id}/searchHistory': ['get'],
      '/api/admin/user/{id}/favorites': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(paths[path] ?? {}).sort()).toEqual([...methods].sort());
    }
    const names = (path: string) => paths[path]!.get!.parameters!.map((parameter) => parameter.name).sort();
    expect(names('/api/books/favorites/ids')).toEqual(['bookIds']);
    expect(names('/api/user/{id}/searchHistory')).toEqual(['id', 'page', 'pageSize']);
  });
});
