import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBERS_ONLY, type BookDetail, type SearchResponse } from '@raritet/contracts/archive';
import { formatMessage } from '@raritet/contracts/messages';
import {
  apiGet,
  createRoles,
  insertCategory,
  insertLots,
  queryString,
  subscriberWithLimit,
  type Roles,
} from '../../../test/archive-factories.ts';
import { LOTS, insertCorpus, type LotKey } from '../../../test/archive-corpus.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { limitResetDate } from '../billing/month.ts';
import { travel } from '../../../test/billing-factories.ts';

let t: TestApp;
let ids: Record<LotKey, number>;
let roles: Roles;
let historyCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCorpus(t.database);
  historyCategory = await insertCategory(t.database, 'История');
  await insertLots(t.database, [
    {
      title: 'Атлас Российской империи',
      category: 'Карты',
      seller: 'Картограф',
      price: 45000,
      date: '2016-04-04T10:00:00Z',
      images: ['atlas-1.jpg', 'atlas-2.jpg'],
    },
  ]);
  roles = await createRoles(t, 1000);
});
afterAll(() => t.close());

const searches = [
  `/books/searchByTitle?title=${encodeURIComponent('Атлас')}`,
  `/books/searchByDescription?description=${encodeURIComponent('издание')}`,
  '/books/searchByCategory?categoryId=1',
  `/books/searchBySeller?sellerName=${encodeURIComponent('Картограф')}`,
  '/books/searchByPriceRange?minPrice=1000&maxPrice=50000',
];

const search = (url: string, token?: string) => apiGet<SearchResponse>(t, url, token);

/** The user's history rows; the writes queued after the replies are awaited first. */
async function historyOf(userId: number) {
  await t.services.search.history.flush();
  return t.database.query<{ search_type: string; query: string }>(
    'select search_type, query from search_history where user_id = $1 order by id',
    [userId],
  );
}

describe('who may search', () => {
  it('guests get 401 on every search and on the book calls', async () => {
    for (const url of [...searches, `/books/${ids.karamzin}`, `/books/${ids.karamzin}/images`]) {
      const { status, body } = await apiGet<{ code: string }>(t, url);
      expect(status, url).toBe(401);
      expect(body.code).toBe('unauthorized');
    }
  });

  it('a user without a subscription sees the lots with price, date and images hidden, and is not counted', async () => {
    const { status, body } = await search(searches[0]!, roles.user.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalItems: 1, remainingRequests: null, partialResults: false });
    expect(body.items[0]).toMatchObject({
      title: 'Атлас Российской империи',
      finalPrice: SUBSCRIBERS_ONLY,
      price: SUBSCRIBERS_ONLY,
      date: SUBSCRIBERS_ONLY,
      endDate: SUBSCRIBERS_ONLY,
      firstImageName: null,
      coverUrls: null,
      sellerName: 'Картограф',
      categoryName: 'Карты',
    });
    const usage = await t.database.query('select * from search_request_usage where user_id = $1', [roles.user.user.id]);
    expect(usage).toEqual([]);
  });

  it('a subscriber sees everything and each search counts against the plan', async () => {
    const first = await search(searches[0]!, roles.subscriber.token);
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({
      finalPrice: 45000,
      price: 45000,
      date: '2016-04-04T10:00:00.000Z',
      firstImageName: 'atlas-1.jpg',
      coverUrls: { name: 'atlas-1.jpg', expires: expect.any(Number) },
      imageCount: 2,
    });
    expect(first.body.items[0]!.coverUrls!.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([160, 320, 640]);
    const second = await search(searches[4]!, roles.subscriber.token);
    expect(second.body.remainingRequests).toBe(first.body.remainingRequests! - 1);
  });

  it('an administrator sees everything and is not counted', async () => {
    const { body } = await search(searches[0]!, roles.admin.token);
    expect(body.remainingRequests).toBeNull();
    expect(body.items[0]).toMatchObject({ finalPrice: 45000, firstImageName: 'atlas-1.jpg' });
  });
});

describe('price range without a subscription', () => {
  it('answers only how many lots and the two newest titles', async () => {
    const { body } = await search('/books/searchByPriceRange?minPrice=1000&maxPrice=300000', roles.user.token);
    expect(body).toEqual({
      items: [],
      totalPages: 0,
      totalItems: 0,
      totalIsEstimate: false,
      remainingRequests: null,
      partialResults: true,
      totalFound: 6,
      firstBookTitles: [LOTS.reversed.title, LOTS.pushkinWorks.title],
    });
  });

  it('a subscriber gets the full list', async () => {
    const { body } = await search('/books/searchByPriceRange?minPrice=1000&maxPrice=300000', roles.subscriber.token);
    expect(body).toMatchObject({ partialResults: false, totalItems: 6, totalFound: null, firstBookTitles: [] });
    expect(body.items).toHaveLength(6);
  });

  it('nothing found: zero and no titles', async () => {
    const { body } = await search('/books/searchByPriceRange?minPrice=1&maxPrice=2', roles.user.token);
    expect(body).toMatchObject({ partialResults: true, totalFound: 0, firstBookTitles: [] });
  });
});

describe('the monthly request limit', () => {
  it('remainingRequests counts down; past the limit a 429 with its message, no lots and no history', async () => {
    const session = await subscriberWithLimit(t, 2);
    const first = await search(searches[0]!, session.token);
    expect(first.body.remainingRequests).toBe(1);
    const second = await search(searches[1]!, session.token);
    expect(second.body.remainingRequests).toBe(0);
    const refused = await apiGet<{ code: string; message: string }>(t, searches[2]!, session.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'search_limit_reached',
      message: formatMessage('search_limit_reached', 'ru', { limit: 2, resetDate: limitResetDate() }),
    });
    expect((await historyOf(session.user.id)).map((row) => row.search_type)).toEqual(['title', 'description']);
  });

  it('a refused input does not use up a request', async () => {
    const session = await subscriberWithLimit(t, 5);
    expect((await apiGet(t, '/books/searchByTitle?title=', session.token)).status).toBe(400);
    expect((await apiGet(t, '/books/searchByPriceRange?minPrice=9&maxPrice=1', session.token)).status).toBe(400);
    expect((await search(searches[0]!, session.token)).body.remainingRequests).toBe(4);
  });

  it('the book page and image list do not count', async () => {
    const session = await subscriberWithLimit(t, 5);
    await apiGet(t, `/books/${ids.karamzin}`, session.token);
    await apiGet(t, `/books/${ids.karamzin}/images`, session.token);
    expect((await search(searches[0]!, session.token)).body.remainingRequests).toBe(4);
  });
});

describe('the monthly request limit under concurrency', () => {
  it('searches sent at once never go past the limit, and only the counted ones enter the history', async () => {
    const session = await subscriberWithLimit(t, 5);
    // Twelve different searches (pages): the same search within a moment is counted once (ADR 0046).
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        apiGet<SearchResponse>(t, `${searches[0]!}&page=${index + 1}`, session.token),
      ),
    );
    const granted = responses.filter((response) => response.status === 200);
    expect(granted.map((response) => response.body.remainingRequests).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(7);
    expect(await historyOf(session.user.id)).toHaveLength(5);
  });

  it('a subscription that has ended is seen by the very next search (subscriptions are not cached)', async () => {
    const session = await subscriberWithLimit(t, 10);
    expect((await search(searches[0]!, session.token)).body.remainingRequests).toBe(9);
    await travel(t, session.user.id, '2 months');
    const { body } = await search(searches[0]!, session.token);
    expect(body.remainingRequests).toBeNull();
    expect(body.items[0]).toMatchObject({ finalPrice: SUBSCRIBERS_ONLY });
  });
});

describe('search history', () => {
  it('every search is written with its type and query, found or not, subscribed or not', async () => {
    const session = await subscriberWithLimit(t, 100);
    const token = session.token;
    await search(`/books/searchByTitle${queryString({ title: '  Пушкина  ', exactPhrase: true })}`, token);
    await search(`/books/searchByDescription${queryString({ description: 'ничего такого нет' })}`, token);
    await search(`/books/searchByCategory?categoryId=${historyCategory}`, token);
    await search(`/books/searchBySeller${queryString({ sellerName: 'Букинист' })}`, token);
    await search('/books/searchByPriceRange?minPrice=1000&maxPrice=5000', token);
    expect(await historyOf(session.user.id)).toEqual([
      { search_type: 'title', query: 'Пушкина' },
      { search_type: 'description', query: 'ничего такого нет' },
      { search_type: 'category', query: String(historyCategory) },
      { search_type: 'seller', query: 'Букинист' },
      { search_type: 'priceRange', query: '1000-5000' },
    ]);
  });

  it('users without a subscription are written too; refused inputs are not', async () => {
    const before = (await historyOf(roles.user.user.id)).length;
    await search('/books/searchByPriceRange?minPrice=0&maxPrice=10', roles.user.token);
    await apiGet(t, '/books/searchByTitle?title=%20', roles.user.token);
    await apiGet(t, '/books/searchByPriceRange?minPrice=-1&maxPrice=10', roles.user.token);
    const rows = await historyOf(roles.user.user.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ search_type: 'priceRange', query: '0-10' });
  });

  it('a long query is stored cut to the length it was searched with', async () => {
    const session = await subscriberWithLimit(t, 10);
    await search(`/books/searchByTitle${queryString({ title: 'я'.repeat(10_000) })}`, session.token);
    const [row] = await historyOf(session.user.id);
    expect(row!.query).toHaveLength(200);
  });
});

describe('GET /books/{id} follows the same rules', () => {
  it('hidden for a user, full for a subscriber', async () => {
    const hidden = await apiGet<BookDetail>(t, `/books/${ids.karamzin}`, roles.user.token);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      title: LOTS.karamzin.title,
      finalPrice: SUBSCRIBERS_ONLY,
      date: SUBSCRIBERS_ONLY,
      firstImageName: null,
      coverUrls: null,
    });
    const full = await apiGet<BookDetail>(t, `/books/${ids.karamzin}`, roles.subscriber.token);
    expect(full.body).toMatchObject({ finalPrice: 1000000, date: '2024-02-02T12:00:00.000Z' });
  });
});
