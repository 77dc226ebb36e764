import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEVANCE_WINDOW, type SearchResponse, type SearchSort } from '@raritet/contracts/archive';
import { formatMessage } from '@raritet/contracts/messages';
import {
  apiGet,
  createRoles,
  insertCategory,
  insertLots,
  insertSeller,
  queryString,
  type Roles,
} from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { phraseRegex, queryExpr, toTsquery, understand } from './query-understanding.ts';
import { compareMatches, type Order } from './search-order.ts';
import { createSearchRepository, type Filter } from './search-repository.ts';

/**
 * Every search takes `sort`; equal dates and prices keep one order (by id) from page to
 * page, whichever way a page is found; relevance for text searches only; price sorts for subscribers.
 */

let t: TestApp;
let roles: Roles;
/** Lots by name: L1…L6 below, in insertion (id) order. */
let lot: Record<string, number>;
let categoryId: number;
let sellerId: number;

const ALL_SORTS: Order[] = ['newest', 'oldest', 'price_desc', 'price_asc'];
const seller = 'Лубочник';
const category = 'Лубки';

beforeAll(async () => {
  t = await createTestApp();
  const base = { seller, category, description: 'Народная картинка, раскраска от руки.' };
  const ids = await insertLots(t.database, [
    { ...base, title: 'Лубок о мышах', price: 500, date: '2020-01-01T10:00:00Z' },
    { ...base, title: 'Лубок о Бове', price: 500, date: '2021-05-05T10:00:00Z' },
    { ...base, title: 'Лубок о Ерше', price: 300, date: '2021-05-05T10:00:00Z' },
    { ...base, title: 'Лубок о Еруслане', price: 900, date: '2019-03-03T10:00:00Z' },
    { ...base, title: 'Лубок о Петрушке', price: 500, date: '2021-05-05T10:00:00Z' },
    { ...base, title: 'Лубок о Фоме', price: 100, date: '2022-02-02T10:00:00Z' },
  ]);
  lot = Object.fromEntries(ids.map((id, index) => [`L${index + 1}`, id]));
  categoryId = await insertCategory(t.database, category);
  sellerId = await insertSeller(t.database, seller);
  roles = await createRoles(t, 100_000);
});
afterAll(() => t.close());

type Params = Record<string, string | number | boolean | (string | number)[]>;

async function search(path: string, params: Params, token = roles.subscriber.token) {
  const { status, body } = await apiGet<SearchResponse>(t, `/books/${path}${queryString(params)}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every page (pageSize 2) of a search, in order, as lot names. */
async function allPages(path: string, params: Params) {
  const names = new Map(Object.entries(lot).map(([name, id]) => [id, name]));
  const seen: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const body = await search(path, { ...params, page, pageSize: 2 });
    seen.push(...body.items.map((item) => names.get(item.id)!));
  }
  return seen;
}

/** The expected orders of L1…L6: equal dates and prices by id, in the sort's direction. */
const EXPECTED: Record<Exclude<SearchSort, 'relevance'>, string[]> = {
  newest: ['L6', 'L5', 'L3', 'L2', 'L1', 'L4'],
  oldest: ['L4', 'L1', 'L2', 'L3', 'L5', 'L6'],
  price_desc: ['L4', 'L5', 'L2', 'L1', 'L3', 'L6'],
  price_asc: ['L6', 'L3', 'L1', 'L2', 'L5', 'L4'],
};

describe('sort orders on every search, paged two at a time', () => {
  const searches: [string, Params][] = [
    ['searchByTitle', { title: 'лубок' }],
    ['searchByDescription', { description: 'народная картинка' }],
    ['searchByDescription', { description: 'раскраска от руки', exactPhrase: true }],
    ['searchByCategory', {}],
    ['searchBySeller', { sellerName: seller }],
    ['searchByPriceRange', { minPrice: 100, maxPrice: 900 }],
  ];

  for (const [path, params] of searches) {
    it(`${path} ${JSON.stringify(params)}`, async () => {
      const withIds = path === 'searchByCategory' ? { ...params, categoryId } : params;
      for (const sort of ALL_SORTS) {
        expect(await allPages(path, { ...withIds, sort }), sort).toEqual(EXPECTED[sort]);
      }
      // No sort is the newest first, as before.
      expect(await allPages(path, withIds)).toEqual(EXPECTED.newest);
    });
  }

  it('the typo fallback is sorted too', async () => {
    expect(await allPages('searchByTitle', { title: 'Лубак', sort: 'price_asc' })).toEqual(EXPECTED.price_asc);
  });
});

describe('relevance', () => {
  beforeAll(async () => {
    const base = { seller: 'Букинист', category: 'Поэзия', description: 'Сборник стихов.' };
    await insertLots(t.database, [
      { ...base, title: 'Кобзарь', price: 1000, date: '2015-01-01T10:00:00Z' },
      {
        ...base,
        title: 'Избранное: стихи, поэмы и думы разных лет, с приложением писем и кобзарь',
        price: 1000,
        date: '2023-01-01T10:00:00Z',
      },
      { ...base, title: 'Кобзарь. Стихотворения', price: 1000, date: '2018-01-01T10:00:00Z' },
    ]);
  });

  it('ranks the titles that are the words first (the title proper too), newest first among them, then the rest', async () => {
    const body = await search('searchByTitle', { title: 'кобзарь', sort: 'relevance' });
    expect(body.items.map((item) => item.title)).toEqual([
      'Кобзарь. Стихотворения',
      'Кобзарь',
      'Избранное: стихи, поэмы и думы разных лет, с приложением писем и кобзарь',
    ]);
    // Relevance is the text searches' default order.
    const byDefault = await search('searchByTitle', { title: 'кобзарь' });
    expect(byDefault.items.map((item) => item.id)).toEqual(body.items.map((item) => item.id));
    const newest = await search('searchByTitle', { title: 'кобзарь', sort: 'newest' });
    expect(newest.items[0]!.title).toBe('Избранное: стихи, поэмы и думы разных лет, с приложением писем и кобзарь');
  });

  it('is refused on category, seller and price-range searches, with its own message', async () => {
    for (const url of [
      `/books/searchByCategory${queryString({ categoryId, sort: 'relevance' })}`,
      `/books/searchBySeller${queryString({ sellerName: seller, sort: 'relevance' })}`,
      `/books/searchByPriceRange${queryString({ minPrice: 1, maxPrice: 10, sort: 'relevance' })}`,
    ]) {
      const { status, body } = await apiGet(t, url, roles.subscriber.token);
      expect(status, url).toBe(400);
      expect(body).toEqual({
        code: 'search_sort_relevance_text_only',
        message: formatMessage('search_sort_relevance_text_only', 'ru'),
      });
    }
  });
});

describe('what is refused', () => {
  const urls = () => [
    `/books/searchByTitle${queryString({ title: 'лубок', sort: 'SORT' })}`,
    `/books/searchByDescription${queryString({ description: 'картинка', sort: 'SORT' })}`,
    `/books/searchByCategory${queryString({ categoryId, sort: 'SORT' })}`,
    `/books/searchBySeller${queryString({ sellerName: seller, sort: 'SORT' })}`,
    `/books/searchByPriceRange${queryString({ minPrice: 100, maxPrice: 900, sort: 'SORT' })}`,
  ];

  it('an unknown sort is a 400 on every search', async () => {
    for (const url of urls()) {
      for (const sort of ['cheapest', '', 'NEWEST', 'price']) {
        const { status, body } = await apiGet(t, url.replace('SORT', encodeURIComponent(sort)), roles.admin.token);
        expect(status, `${url} ${sort}`).toBe(400);
        expect(body).toEqual({ code: 'search_sort_invalid', message: formatMessage('search_sort_invalid', 'ru') });
      }
    }
  });

  it('a price sort without a subscription is a 403 inviting to subscribe; other sorts work, without prices', async () => {
    for (const url of urls()) {
      for (const sort of ['price_desc', 'price_asc']) {
        const { status, body } = await apiGet(t, url.replace('SORT', sort), roles.user.token, {
          'accept-language': 'en',
        });
        expect(status, `${url} ${sort}`).toBe(403);
        expect(body).toEqual({
          code: 'search_sort_price_subscribers_only',
          message: formatMessage('search_sort_price_subscribers_only', 'en'),
        });
      }
      const oldest = await apiGet<SearchResponse>(t, url.replace('SORT', 'oldest'), roles.user.token);
      expect(oldest.status, url).toBe(200);
      expect(JSON.stringify(oldest.body)).not.toMatch(/"(finalPrice|price)":\d/);
    }
    // Administrators see prices, and so may sort by them; guests are asked to log in first.
    expect((await apiGet(t, urls()[0]!.replace('SORT', 'price_desc'), roles.admin.token)).status).toBe(200);
    expect((await apiGet(t, urls()[0]!.replace('SORT', 'price_desc'))).status).toBe(401);
  });

  it('a refused price sort is not written to the history', async () => {
    const history = async () => {
      await t.services.search.history.flush();
      return (await t.database.query('select 1 from search_history where user_id = $1', [roles.user.user.id])).length;
    };
    const before = await history();
    const refused = await apiGet(
      t,
      `/books/searchByTitle${queryString({ title: 'лубок', sort: 'price_desc' })}`,
      roles.user.token,
    );
    expect(refused.status).toBe(403);
    expect(await history()).toBe(before);
  });
});

describe('large result sets: pages the same whichever way they are found', () => {
  const MANY = 1500;

  beforeAll(async () => {
    // Three prices and a new date every ten lots: many equal prices and dates.
    await t.database.query(
      `insert into books (source_lot_id, title, type, description_text, seller_id, category_id, final_price, sale_date)
       select 700000 + n, 'Гравюра серии № ' || n, 'Гравюра', 'Офорт на верже, лист ' || n, $1, $2,
              1000 + (n % 3) * 100, timestamptz '2012-01-01' + (n / 10) * interval '1 day'
         from generate_series(1, $3::int) as n`,
      [sellerId, categoryId, MANY],
    );
    await t.database.query('analyze books');
  });

  it('every order, on every kind of filter, through the windows, the planner and the sorted fallback', async () => {
    // A first window of 20 lots makes the walk grow (20, 160, …) and then fall back to sorting.
    const repository = createSearchRepository(t.database, { firstWindow: 20 });
    const filters: Filter[] = [
      { kind: 'words', field: 'title', tsquery: toTsquery(queryExpr(understand('гравюра')), { prefixLast: true }) },
      { kind: 'words', field: 'description', tsquery: toTsquery(queryExpr(understand('офорт верже'))) },
      {
        kind: 'phrase',
        field: 'title',
        tsquery: toTsquery(queryExpr(understand('гравюра серии')), { phrase: true }),
        regex: phraseRegex(queryExpr(understand('гравюра серии'))),
      },
      { kind: 'similar', texts: ['гравюа серии'] },
      { kind: 'price', min: 1000, max: 1200 },
      { kind: 'category', categoryId },
      { kind: 'sellers', sellerIds: [sellerId] },
    ];
    const orders: Order[] = ['newest', 'oldest', 'price_desc', 'price_asc'];
    for (const filter of filters) {
      const all = await repository.matches(filter, 100_000);
      expect(all.length, filter.kind).toBeGreaterThan(1000);
      for (const order of orders) {
        const expected = [...all].sort(compareMatches(order)).map((match) => match.id);
        for (const page of [1, 2, 37, 150]) {
          const rows = await repository.manyPage(filter, { limit: 10, offset: (page - 1) * 10 }, undefined, order);
          expect(
            rows.map((row) => row.id),
            `${filter.kind} ${order} page ${page}`,
          ).toEqual(expected.slice((page - 1) * 10, page * 10));
        }
      }
    }
  }, 120_000);

  it('through the API: consecutive pages neither repeat nor skip a lot', async () => {
    for (const sort of ALL_SORTS) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const body = await search('searchByTitle', { title: 'гравюра', sort, page, pageSize: 50 });
        expect(body.totalIsEstimate).toBe(true);
        seen.push(...body.items.map((item) => item.id));
      }
      expect(new Set(seen).size, sort).toBe(250);
      const keys = (
        await t.database.query<{ id: number; price: number; at: Date }>(
          'select id, final_price as price, sale_date as at from books where id = any($1::int[])',
          [seen],
        )
      ).map((row) => ({ id: row.id, finalPrice: row.price, saleDate: new Date(row.at) }));
      const byId = new Map(keys.map((key) => [key.id, key]));
      const inOrder = seen.map((id) => byId.get(id)!);
      expect(
        [...inOrder].sort(compareMatches(sort)).map((key) => key.id),
        sort,
      ).toEqual(seen);
    }
  });

  it('relevance ranks the newest matches within its window; the pages past it go on newest first', async () => {
    const past = RELEVANCE_WINDOW / 50 + 1;
    const ranked = await search('searchByTitle', { title: 'гравюра', sort: 'relevance', page: past, pageSize: 50 });
    const newest = await search('searchByTitle', { title: 'гравюра', page: past, pageSize: 50 });
    expect(ranked.items.map((item) => item.id)).toEqual(newest.items.map((item) => item.id));
    const first = await search('searchByTitle', { title: 'гравюра', sort: 'relevance', pageSize: 50 });
    expect(first.items).toHaveLength(50);
  });

  it('a description search under relevance: lots whose title holds the words first, else newest first', async () => {
    // Two lots older than the 1,500 others, their title holding the description's word.
    await t.database.query(
      `insert into books (source_lot_id, title, type, description_text, seller_id, category_id, final_price, sale_date)
       values (799001, 'Офорт «Вид Кремля»', 'Гравюра', 'Офорт на верже, старый лист', $1, $2, 5000, '2001-01-02'),
              (799002, 'Офорт «Вид Невы»', 'Гравюра', 'Офорт на верже, старый лист', $1, $2, 5000, '2001-01-01')`,
      [sellerId, categoryId],
    );
    await t.database.query('analyze books');
    const ranked = await search('searchByDescription', { description: 'офорт', sort: 'relevance', pageSize: 50 });
    expect(ranked.totalIsEstimate).toBe(true);
    expect(ranked.items.slice(0, 3).map((item) => item.title)).toEqual([
      'Офорт «Вид Кремля»',
      'Офорт «Вид Невы»',
      'Гравюра серии № 1500',
    ]);
    // No title holds «верже»: relevance is the newest order, page after page.
    for (const page of [1, 2]) {
      const plain = await search('searchByDescription', {
        description: 'верже',
        sort: 'relevance',
        page,
        pageSize: 50,
      });
      const newest = await search('searchByDescription', { description: 'верже', sort: 'newest', page, pageSize: 50 });
      expect(plain.items.map((item) => item.id)).toEqual(newest.items.map((item) => item.id));
    }
  });
});
