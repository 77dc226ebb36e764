import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { formatMessage } from '@raritet/contracts/messages';
import { PRICE_STATS_PER_MINUTE, type PriceStatistics } from '@raritet/contracts/price-statistics';
import {
  apiGet,
  createRoles,
  insertCategory,
  insertLots,
  insertSeller,
  queryString,
  subscriberWithLimit,
  type LotInput,
  type Roles,
} from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { assembleStatistics } from './price-figures.ts';
import { queryExpr, toTsquery, understand } from '../search/query-understanding.ts';
import { createSearches } from '../search/searches.ts';
import { createPriceStatsService } from './stats-service.ts';
import { createStatsRepository } from './stats-repository.ts';
import { createImageUrls } from '../books/image-urls.ts';

/**
 * The statistics of every search, exact against hand-computed figures (linear
 * interpolation, half up, Moscow calendar), hidden from everyone but subscribers, not counted, limited
 * per minute, over exactly the search's matches.
 */

let t: TestApp;
let roles: Roles;
let categoryId: number;

const lot = (title: string, price: number, date: string, extra: Partial<LotInput> = {}): LotInput => ({
  title,
  price,
  date,
  seller: 'Псаломщик',
  category: 'Богослужебные книги',
  description: 'Церковная печать, кириллица.',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertLots(t.database, [
    // Four Moscow years; the sale at 23:30 on 31 December is 2017's, the one an hour later 2018's.
    lot('Часослов', 100, '2014-06-01T09:00:00Z'),
    lot('Часослов учебный', 200, '2016-06-01T09:00:00Z'),
    lot('Часослов', 300, '2017-06-01T09:00:00Z'),
    lot('Часослов', 400, '2017-12-31T20:30:00Z'),
    lot('Часослов', 1000, '2017-12-31T21:30:00Z'),
    lot('Часослов', 1001, '2018-03-01T09:00:00Z'),
    // Less than three years: quarters. 23:59:59 on 31 March in Moscow is the first quarter, midnight the second.
    lot('Требник', 500, '2021-03-31T20:59:59Z'),
    lot('Требник', 700, '2021-03-31T21:00:00Z'),
    lot('Требник', 600, '2021-05-10T09:00:00Z'),
    lot('Требник', 900, '2023-12-31T21:00:00Z'),
    // Exactly three years between the first and the last sale: per year.
    lot('Октоих', 800, '2018-12-31T21:00:00Z'),
    lot('Октоих', 850, '2021-12-31T21:00:00Z'),
    // Other sellers, categories, descriptions.
    lot('Псалтирь', 5000, '2020-02-02T09:00:00Z', {
      seller: 'Уставщик',
      category: 'Рукописи',
      description: 'Рукописная псалтирь в окладе.',
    }),
  ]);
  categoryId = await insertCategory(t.database, 'Богослужебные книги');
  roles = await createRoles(t, 1000);
});
afterAll(() => t.close());

async function stats(path: string, params: Record<string, string | number | boolean>, token = roles.subscriber.token) {
  const { status, body } = await apiGet<PriceStatistics>(t, `/books/${path}/stats${queryString(params)}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('the figures', () => {
  it('over four Moscow years: quartiles by linear interpolation, the year medians rounded half up', async () => {
    expect(await stats('searchByTitle', { title: 'часослов' })).toEqual({
      count: 6,
      // 100 200 300 400 1000 1001: ranks 1.25, 2.5 and 3.75.
      p25: 225,
      median: 350,
      p75: 850,
      min: 100,
      max: 1001,
      seriesStep: 'year',
      series: [
        { period: '2014', median: 100, count: 1 },
        { period: '2016', median: 200, count: 1 },
        { period: '2017', median: 350, count: 2 },
        // 1000.5 goes up, not to the even 1000.
        { period: '2018', median: 1001, count: 2 },
      ],
      histogram: [
        { from: 100, to: 300, count: 2 },
        { from: 300, to: 1000, count: 2 },
        { from: 1000, to: 3000, count: 2 },
      ],
      sampled: false,
    });
  });

  it('per quarter when the sales span less than three years, by Moscow time', async () => {
    expect(await stats('searchByTitle', { title: 'требник' })).toMatchObject({
      count: 4,
      p25: 575,
      median: 650,
      p75: 750,
      min: 500,
      max: 900,
      seriesStep: 'quarter',
      series: [
        { period: '2021-Q1', median: 500, count: 1 },
        { period: '2021-Q2', median: 650, count: 2 },
        { period: '2024-Q1', median: 900, count: 1 },
      ],
      histogram: [{ from: 300, to: 1000, count: 4 }],
    });
  });

  it('three years exactly count as three years: per year', async () => {
    expect(await stats('searchByTitle', { title: 'октоих' })).toMatchObject({
      seriesStep: 'year',
      series: [
        { period: '2019', median: 800, count: 1 },
        { period: '2022', median: 850, count: 1 },
      ],
      median: 825,
    });
  });

  it('nothing found: a zero count and no figures', async () => {
    expect(await stats('searchByTitle', { title: 'Апокалипсис' })).toEqual({
      count: 0,
      median: null,
      p25: null,
      p75: null,
      min: null,
      max: null,
      seriesStep: 'year',
      series: [],
      histogram: [],
      sampled: false,
    });
  });

  it('the same figures from the search filter itself and from its ids', async () => {
    const repository = createStatsRepository(t.database);
    const filter = { kind: 'words', field: 'title', tsquery: toTsquery(queryExpr(understand('часослов'))) } as const;
    const viaFilter = assembleStatistics(await repository.figures({ kind: 'filter', filter }));
    const ids = (await t.database.query<{ id: number }>("select id from books where title like 'Часослов%'")).map(
      (row) => row.id,
    );
    const viaIds = assembleStatistics(await repository.figures({ kind: 'ids', ids }));
    expect(viaFilter).toEqual(viaIds);
    expect(viaFilter).toEqual(await stats('searchByTitle', { title: 'часослов' }));
  });
});

describe('the matches are the search’s own', () => {
  const cases: [string, Record<string, string | number | boolean>][] = [
    ['searchByTitle', { title: 'часослов' }],
    ['searchByTitle', { title: 'Часослов учебный', exactPhrase: true }],
    // A typo: the search's typo fallback finds 'Требник', so do the statistics.
    ['searchByTitle', { title: 'Требнк' }],
    ['searchByDescription', { description: 'церковная печать' }],
    ['searchByDescription', { description: 'псалтирь' }],
    ['searchBySeller', { sellerName: 'псаломщик' }],
    ['searchByPriceRange', { minPrice: 400, maxPrice: 1000 }],
  ];

  for (const [path, params] of cases) {
    it(`${path} ${JSON.stringify(params)}`, async () => {
      const { body: found } = await apiGet<SearchResponse>(
        t,
        `/books/${path}${queryString({ ...params, pageSize: 50 })}`,
        roles.admin.token,
      );
      const figures = await stats(path, { ...params, sort: 'price_desc', page: 3 });
      expect(figures.count).toBe(found.totalItems);
      expect(figures.count).toBeGreaterThan(0);
      const prices = found.items.map((item) => item.finalPrice as number);
      expect(figures.min).toBe(Math.min(...prices));
      expect(figures.max).toBe(Math.max(...prices));
    });
  }

  it('a category', async () => {
    const figures = await stats('searchByCategory', { categoryId });
    expect(figures).toMatchObject({ count: 12, min: 100, max: 1001 });
  });

  it("the search's own validation: 400 with the search's codes", async () => {
    const cases: [string, string, string][] = [
      ['searchByTitle', queryString({ title: '' }), 'search_query_required'],
      ['searchByTitle', queryString({ title: '&&' }), 'search_query_no_words'],
      ['searchByTitle', queryString({ title: 'x', sort: 'cheapest' }), 'search_sort_invalid'],
      ['searchByCategory', queryString({ categoryId: 'x' }), 'category_id_invalid'],
      ['searchByPriceRange', queryString({ minPrice: 10, maxPrice: 5 }), 'price_range_invalid'],
      ['searchByPriceRange', queryString({ minPrice: -1, maxPrice: 5 }), 'price_invalid'],
    ];
    for (const [path, query, code] of cases) {
      const { status, body } = await apiGet(t, `/books/${path}/stats${query}`, roles.subscriber.token);
      expect([path, query, status, (body as { code: string }).code]).toEqual([path, query, 400, code]);
    }
  });
});

describe('who sees them', () => {
  const urls = () => [
    `/books/searchByTitle/stats${queryString({ title: 'часослов' })}`,
    `/books/searchByDescription/stats${queryString({ description: 'печать' })}`,
    `/books/searchByCategory/stats${queryString({ categoryId })}`,
    `/books/searchBySeller/stats${queryString({ sellerName: 'Псаломщик' })}`,
    `/books/searchByPriceRange/stats${queryString({ minPrice: 0, maxPrice: 100_000 })}`,
  ];

  it('without a subscription: 403 inviting to subscribe, and nothing else in the answer', async () => {
    for (const url of urls()) {
      for (const language of ['ru', 'en'] as const) {
        const { status, body, response } = await apiGet(t, url, roles.user.token, { 'accept-language': language });
        expect(status, url).toBe(403);
        expect(body).toEqual({
          code: 'price_stats_subscribers_only',
          message: formatMessage('price_stats_subscribers_only', language),
        });
        expect(response.body).not.toMatch(/\d{3}/);
      }
    }
  });

  it('guests: 401; administrators: the figures', async () => {
    for (const url of urls()) {
      const guest = await apiGet(t, url);
      expect(guest.status, url).toBe(401);
      expect(guest.response.body).not.toMatch(/median|\d{3}/);
      const admin = await apiGet<PriceStatistics>(t, url, roles.admin.token);
      expect(admin.status, url).toBe(200);
      expect(admin.body.count).toBeGreaterThan(0);
    }
  });

  it('are not counted against the monthly limit and not written to the history', async () => {
    const subscriber = await subscriberWithLimit(t, 3);
    for (let i = 0; i < 5; i++) {
      for (const url of urls()) expect((await apiGet(t, url, subscriber.token)).status).toBe(200);
    }
    const { body } = await apiGet<SearchResponse>(
      t,
      `/books/searchByTitle${queryString({ title: 'часослов' })}`,
      subscriber.token,
    );
    expect(body.remainingRequests).toBe(2);
    await t.services.search.history.flush();
    const history = await t.database.query('select search_type from search_history where user_id = $1', [
      subscriber.user.id,
    ]);
    expect(history).toEqual([{ search_type: 'title' }]);
  });
});

describe('sampled figures above the threshold', () => {
  it('say so, keep the exact lowest and highest price and the search’s count', async () => {
    const sellerId = await insertSeller(t.database, 'Гравёр');
    await t.database.query(
      `insert into books (source_lot_id, title, type, description_text, seller_id, category_id, final_price, sale_date)
       select 600000 + n, 'Гравюра серии № ' || n, 'Гравюра', 'Офорт', $1, $2, 100 + n,
              timestamptz '2012-01-01' + n * interval '1 day'
         from generate_series(1, 1500) as n`,
      [sellerId, categoryId],
    );
    await t.database.query('analyze books');
    const billing = { searchAccess: async () => ({ kind: 'unsubscribed' }) as const };
    const search = createSearches({ database: t.database, billing, imageUrls: createImageUrls('test-secret') });
    const sampling = createPriceStatsService({
      database: t.database,
      billing: { hasActiveSubscription: async () => true },
      search,
      sampleAbove: 1000,
    });
    const input = { type: 'title', query: 'гравюра', exactPhrase: false, page: 1, pageSize: 10 } as const;
    const figures = await sampling.ofPlan(await search.plan(input));
    const found = await search.run(await search.plan(input), input);
    expect(found.estimate).toBe(true);
    expect(figures).toMatchObject({ sampled: true, count: found.total, min: 101, max: 1600 });
    // The table is small: the sample is all of it, so the figures are the whole set's.
    expect(figures.median).toBe(851);
    expect(figures.series.reduce((sum, point) => sum + point.count, 0)).toBeGreaterThanOrEqual(found.total - 5);
    // Below the threshold, the same search is exact.
    const exact = await stats('searchByTitle', { title: 'гравюра' });
    expect(exact).toMatchObject({ sampled: false, count: 1500, median: 851, min: 101, max: 1600 });
  });
});

describe('the per-minute limit', () => {
  let limited: TestApp;
  afterAll(() => limited?.close());

  it(`${PRICE_STATS_PER_MINUTE} calls a minute per user, then 429 with Retry-After; others are not held up`, async () => {
    limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    await insertLots(limited.database, [lot('Часослов', 100, '2014-06-01T09:00:00Z')]);
    const first = await subscriberWithLimit(limited, 10);
    const second = await subscriberWithLimit(limited, 10);
    const url = `/books/searchByTitle/stats${queryString({ title: 'часослов' })}`;
    for (let i = 0; i < PRICE_STATS_PER_MINUTE; i++) expect((await apiGet(limited, url, first.token)).status).toBe(200);
    const refused = await apiGet(limited, url, first.token);
    expect(refused.status).toBe(429);
    expect((refused.body as { code: string }).code).toBe('rate_limited');
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apiGet(limited, url, second.token)).status).toBe(200);
    // The searches themselves are not held up by it.
    const search = await apiGet(limited, `/books/searchByTitle${queryString({ title: 'часослов' })}`, first.token);
    expect(search.status).toBe(200);
  }, 60_000);
});
