import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { apiGet, insertCategory, insertSeller, queryString } from '../../../test/archive-factories.ts';
import { LOTS, insertCorpus, insertManyAlbums, type LotKey } from '../../../test/archive-corpus.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';
import { phraseRegex, queryExpr, toTsquery, understand } from './query-understanding.ts';
import { createSearchRepository, type Filter } from './search-repository.ts';

let t: TestApp;
let ids: Record<LotKey, number>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCorpus(t.database);
  token = (await createAdmin(t.app, t.services)).token;
});
afterAll(() => t.close());

type Params = Record<string, string | number | boolean | (string | number)[]>;

async function search(path: string, params: Params) {
  const { status, body } = await apiGet<SearchResponse>(t, `/books/${path}${queryString(params)}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/**
 * The lots a search found, by key, in the order returned: newest first unless asked otherwise (these
 * tests are about what matches; relevance, the text searches' default, is search-sort's and
 * search-correction's).
 */
async function found(path: string, params: Params): Promise<LotKey[]> {
  const body = await search(path, { sort: 'newest', ...params });
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key as LotKey]));
  return body.items.map((item) => byId.get(item.id)!);
}

const byTitle = (title: string, extra: Params = {}) => found('searchByTitle', { title, ...extra });
const byDescription = (description: string, extra: Params = {}) =>
  found('searchByDescription', { description, ...extra });

describe('title search: word forms', () => {
  it("'книгами' finds 'книга' and 'книгами', newest first", async () => {
    expect(await byTitle('книгами')).toEqual(['cookbook', 'bookTrade']);
  });

  it("'Пушкина' finds the title with 'Пушкина' and the author 'Пушкинъ' (old spelling)", async () => {
    expect(await byTitle('Пушкина')).toEqual(['pushkinWorks', 'oldCollected']);
    expect(await byTitle('Пушкинъ')).toEqual(['pushkinWorks', 'oldCollected']);
  });

  it('every word must match, in any order and any form', async () => {
    expect(await byTitle('собрание сочинений')).toEqual(['reversed', 'oldCollected']);
    expect(await byTitle('сочинения собраний')).toEqual(['reversed', 'oldCollected']);
    expect(await byTitle('собрание сочинений Карамзин')).toEqual(['reversed']);
  });

  it('pre-reform spelling finds modern spelling and the other way round', async () => {
    expect(await byTitle('собраніе сочиненій')).toEqual(['reversed', 'oldCollected']);
    expect(await byTitle('Исторія государства')).toEqual(['karamzin']);
  });

  it("'ё' and 'е' are the same letter, whatever the case", async () => {
    expect(await byTitle('ёлка')).toEqual(['spruceNew', 'spruceCard']);
    expect(await byTitle('елка')).toEqual(['spruceNew', 'spruceCard']);
    expect(await byTitle('ЁЛКА')).toEqual(['spruceNew', 'spruceCard']);
  });

  it('the last word may be the start of a longer one', async () => {
    expect(await byTitle('Сокольн')).toEqual(['spruceNew']);
  });
});

describe('title search: exact phrase', () => {
  it('matches the words in this order only', async () => {
    expect(await byTitle('собрание сочинений', { exactPhrase: true })).toEqual(['oldCollected']);
    expect(await byTitle('сочинений собрание', { exactPhrase: true })).toEqual(['reversed']);
  });

  it('folds old spelling and ё on both sides, but keeps the word forms exact', async () => {
    expect(await byTitle('Полное собраніе', { exactPhrase: true })).toEqual(['oldCollected']);
    expect(await byTitle('ёлка в сокольниках', { exactPhrase: true })).toEqual(['spruceNew']);
    expect(await byTitle('собрания сочинений', { exactPhrase: true })).toEqual([]);
    expect(await byTitle('Пушкина', { exactPhrase: true })).toEqual(['pushkinWorks']);
  });
});

describe('title search: a typo', () => {
  it('a one-letter typo still finds the title when nothing matches exactly', async () => {
    // 'Пушкина' in the first title, the author 'Пушкинъ' of the second.
    expect(await byTitle('Пушкн')).toEqual(['pushkinWorks', 'oldCollected']);
    expect(await byTitle('Сокольнках')).toEqual(['spruceNew']);
    expect(await byTitle('Истоия государства')).toEqual(['karamzin']);
  });

  it('is not used for an exact phrase, nor when the words match', async () => {
    expect(await byTitle('Пушкн', { exactPhrase: true })).toEqual([]);
    // 'елка' matches two titles exactly; similar titles are not added to them.
    expect(await byTitle('елка')).toHaveLength(2);
  });
});

describe('description search', () => {
  it('finds word forms and old spelling in descriptions', async () => {
    expect(await byDescription('изданию')).toEqual(['karamzin', 'cookbook', 'oldCollected']);
    expect(await byDescription('переплет')).toEqual(['cookbook', 'oldCollected']);
    expect(await byDescription('букинистами')).toEqual(['bookTrade']);
  });

  it('exact phrase in descriptions', async () => {
    expect(await byDescription('собрание сочинений', { exactPhrase: true })).toEqual(['reversed', 'pushkinWorks']);
    expect(await byDescription('сочинений собрание', { exactPhrase: true })).toEqual([]);
  });

  it('does not search titles', async () => {
    expect(await byDescription('Сокольниках')).toEqual([]);
  });
});

describe('category filter on text searches', () => {
  it('keeps only lots of the given categories', async () => {
    const history = await insertCategory(t.database, 'История');
    const classics = await insertCategory(t.database, 'Русская классика');
    expect(await byTitle('собрание', { categoryIds: [history] })).toEqual(['reversed']);
    expect(await byTitle('собрание', { categoryIds: [history, classics] })).toEqual(['reversed', 'oldCollected']);
    expect(await byDescription('собрание', { categoryIds: [classics] })).toEqual(['pushkinWorks']);
  });

  it('an unknown category id finds nothing', async () => {
    expect(await byTitle('собрание', { categoryIds: [999999] })).toEqual([]);
  });
});

describe('category, seller and price searches', () => {
  it('category search lists the category newest first; an unknown id is an empty result', async () => {
    const history = await insertCategory(t.database, 'История');
    expect(await found('searchByCategory', { categoryId: history })).toEqual(['karamzin', 'reversed']);
    const empty = await search('searchByCategory', { categoryId: 999999 });
    expect(empty).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
  });

  it('seller search ignores case; the start of a name works too', async () => {
    expect(await found('searchBySeller', { sellerName: 'БУКИНИСТ' })).toEqual(['spruceNew', 'reversed', 'cookbook']);
    expect(await found('searchBySeller', { sellerName: 'антиквар' })).toEqual([
      'karamzin',
      'pushkinWorks',
      'oldCollected',
    ]);
    expect(await found('searchBySeller', { sellerName: 'Никто' })).toEqual([]);
    const body = await search('searchBySeller', { sellerName: 'букинист' });
    expect(body.items[0]!.sellerName).toBe('Букинист');
  });

  it('a seller name with LIKE wildcards is taken literally', async () => {
    expect(await found('searchBySeller', { sellerName: '%' })).toEqual([]);
    expect(await found('searchBySeller', { sellerName: '_укинист' })).toEqual([]);
  });

  it('price range includes both ends, newest first', async () => {
    expect(await found('searchByPriceRange', { minPrice: 1000, maxPrice: 5000 })).toEqual([
      'reversed',
      'cookbook',
      'bookTrade',
    ]);
    expect(await found('searchByPriceRange', { minPrice: 1000000, maxPrice: 1000000 })).toEqual(['karamzin']);
    expect(await found('searchByPriceRange', { minPrice: 0, maxPrice: 299 })).toEqual([]);
  });
});

describe('what a found lot carries', () => {
  it('every field of the Book, price and date included for an administrator', async () => {
    const body = await search('searchByTitle', { title: 'История государства Российского' });
    expect(body).toMatchObject({ totalItems: 1, totalPages: 1, totalIsEstimate: false, partialResults: false });
    expect(body.items[0]).toEqual({
      id: ids.karamzin,
      sourceLotId: expect.any(Number),
      title: LOTS.karamzin.title,
      author: LOTS.karamzin.author,
      year: 1818,
      type: 'Книга',
      description: LOTS.karamzin.description,
      sellerName: 'Антиквар Петров',
      publisher: null,
      language: 'Русский',
      categoryId: expect.any(Number),
      categoryName: 'История',
      finalPrice: 1000000,
      price: 1000000,
      date: '2024-02-02T12:00:00.000Z',
      endDate: '2024-02-02T12:00:00.000Z',
      firstImageName: null,
      coverUrls: null,
      imageCount: 0,
    });
  });
});

describe('bad input never yields a 500', () => {
  const get = (url: string, lang = 'ru') =>
    apiGet<{ code: string; message: string }>(t, url, token, { 'accept-language': lang });

  it('a blank query is a 400 with the message', async () => {
    for (const url of [
      '/books/searchByTitle?title=',
      '/books/searchByTitle?title=%20%20%20',
      '/books/searchByTitle',
      '/books/searchByDescription?description=',
      '/books/searchBySeller?sellerName=%20',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body).toEqual({ code: 'search_query_required', message: 'Введите запрос для поиска.' });
    }
    expect((await get('/books/searchByTitle?title=', 'en')).body.message).toBe('Enter a search query.');
  });

  it('tsquery operators and quotes are only separators; a query of nothing else is a 400', async () => {
    const operators = `&|!:*()<>'"\\`;
    for (const title of [operators, '!!!', "'", '"', '\\', '(', ':*', '<->', '& | !']) {
      for (const path of ['searchByTitle', 'searchByDescription']) {
        const key = path === 'searchByTitle' ? 'title' : 'description';
        const { status, body } = await get(`/books/${path}${queryString({ [key]: title })}`);
        expect(status, `${path} ${title}`).toBe(400);
        expect(body.code).toBe('search_query_no_words');
      }
    }
    expect(await byTitle(`Пушкина ${operators}`)).toEqual(['pushkinWorks', 'oldCollected']);
    expect(await byTitle("Пушкина':* | ! & (")).toEqual(['pushkinWorks', 'oldCollected']);
    expect(await byTitle(`собрание ${operators} сочинений`, { exactPhrase: true })).toEqual(['oldCollected']);
    expect(await byTitle("'); drop table books; --")).toEqual([]);
  });

  it('a query of stop words only finds nothing', async () => {
    const body = await search('searchByTitle', { title: 'и в на' });
    expect(body).toMatchObject({ items: [], totalItems: 0 });
  });

  it('a 10,000-character query is cut and answered', async () => {
    const long = `Пушкина ${'собрание '.repeat(1200)}`.slice(0, 10_000);
    expect(long).toHaveLength(10_000);
    // Cut to 200 characters: 'Пушкина собрание собрание …' — the lot by Пушкинъ titled 'собраніе'.
    expect(await byTitle(long)).toEqual(['oldCollected']);
    expect((await search('searchByDescription', { description: long })).items).toEqual([]);
    expect((await search('searchBySeller', { sellerName: long })).items).toEqual([]);
  });

  it('negative, non-numeric, fractional and reversed prices are 400s with a clear message', async () => {
    const bad: Params[] = [
      { minPrice: -1, maxPrice: 100 },
      { minPrice: 'abc', maxPrice: 100 },
      { minPrice: 10, maxPrice: 'много' },
      { minPrice: 1.5, maxPrice: 100 },
      { minPrice: 10 },
      { minPrice: 10, maxPrice: 10_000_000_000 },
    ];
    for (const query of bad) {
      const { status, body } = await get(`/books/searchByPriceRange${queryString(query)}`);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body).toEqual({ code: 'price_invalid', message: 'Цена должна быть целым неотрицательным числом рублей.' });
    }
    const reversed = await get('/books/searchByPriceRange?minPrice=5000&maxPrice=1000');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({
      code: 'price_range_invalid',
      message: 'Минимальная цена не может быть больше максимальной.',
    });
    expect((await get('/books/searchByPriceRange?minPrice=5000&maxPrice=1000', 'en')).body.message).toBe(
      'The minimum price cannot be greater than the maximum price.',
    );
  });

  it('page 0 or garbage is page 1; a page beyond the last is empty with the right totals', async () => {
    const first = await search('searchByTitle', { title: 'книгами', page: 1 });
    expect(await search('searchByTitle', { title: 'книгами', page: 0 })).toEqual(first);
    expect(await search('searchByTitle', { title: 'книгами', page: 'x' })).toEqual(first);
    expect(await search('searchByTitle', { title: 'книгами', page: -3 })).toEqual(first);
    const beyond = await search('searchByTitle', { title: 'книгами', page: 50 });
    expect(beyond).toMatchObject({ items: [], totalItems: 2, totalPages: 1, totalIsEstimate: false });
  });

  it('page size is capped, and a bad one is the default', async () => {
    expect((await search('searchByPriceRange', { minPrice: 0, maxPrice: 10_000_000, pageSize: 3 })).items).toHaveLength(
      3,
    );
    const capped = await search('searchByPriceRange', { minPrice: 0, maxPrice: 10_000_000, pageSize: 1000 });
    expect(capped.items).toHaveLength(8);
    expect(capped.totalPages).toBe(1);
  });

  it('a non-numeric category id is a 400; an unknown one an empty result', async () => {
    for (const url of [
      '/books/searchByCategory?categoryId=abc',
      '/books/searchByCategory',
      '/books/searchByTitle?title=x&categoryIds=abc',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body).toEqual({ code: 'category_id_invalid', message: 'Некорректный идентификатор категории.' });
    }
  });
});

describe('large result sets', () => {
  beforeAll(async () => {
    const categoryId = await insertCategory(t.database, 'Альбомы');
    const sellerId = await insertSeller(t.database, 'Альбомщик');
    await insertManyAlbums(t.database, 1205, categoryId, sellerId);
  });

  it('above 1,000 matches the total is marked as an estimate and is at least 1,000', async () => {
    const body = await search('searchByTitle', { title: 'альбом' });
    expect(body.totalIsEstimate).toBe(true);
    expect(body.totalItems).toBeGreaterThanOrEqual(1000);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 10));
    expect(body.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Альбом открыток № ${1205 - i}`),
    );
  });

  it('pages follow each other, newest first', async () => {
    const second = await search('searchByTitle', { title: 'альбомы', page: 2 });
    expect(second.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Альбом открыток № ${1195 - i}`),
    );
    const last = await search('searchByDescription', { description: 'видами городов', page: 121, pageSize: 10 });
    expect(last.items.map((item) => item.title)).toEqual([
      'Альбом открыток № 5',
      'Альбом открыток № 4',
      'Альбом открыток № 3',
      'Альбом открыток № 2',
      'Альбом открыток № 1',
    ]);
  });

  it('up to 1,000 matches the count is exact', async () => {
    // Album n sold for 100,000 + n roubles.
    const body = await search('searchByPriceRange', { minPrice: 100_001, maxPrice: 101_000 });
    expect(body).toMatchObject({ totalItems: 1000, totalPages: 100, totalIsEstimate: false });
    expect(body.items[0]!.title).toBe('Альбом открыток № 1000');
    const more = await search('searchByPriceRange', { minPrice: 100_001, maxPrice: 101_001 });
    expect(more.totalIsEstimate).toBe(true);
    expect(more.totalItems).toBeGreaterThanOrEqual(1000);
  });

  it('an exact phrase counts up to 200; above, "more than 200"', async () => {
    const body = await search('searchByTitle', { title: 'альбом открыток', exactPhrase: true, page: 3 });
    expect(body).toMatchObject({ totalItems: 200, totalPages: 20, totalIsEstimate: true });
    expect(body.items[0]!.title).toBe('Альбом открыток № 1185');
    const few = await search('searchByTitle', { title: 'альбом открыток № 7', exactPhrase: true });
    expect(few).toMatchObject({ totalItems: 1, totalIsEstimate: false });
  });

  it("a large set's pages are the same whichever way they are found", async () => {
    // A first window of 20 lots makes the walk grow (20, 160) and then fall back to sorting.
    const repository = createSearchRepository(t.database, { firstWindow: 20 });
    const expr = (text: string) => queryExpr(understand(text));
    const filters: Filter[] = [
      { kind: 'words', field: 'title', tsquery: toTsquery(expr('альбом'), { prefixLast: true }) },
      { kind: 'words', field: 'description', tsquery: toTsquery(expr('видами городов')) },
      {
        kind: 'phrase',
        field: 'title',
        tsquery: toTsquery(expr('альбом открыток'), { phrase: true }),
        regex: phraseRegex(expr('альбом открыток')),
      },
      { kind: 'similar', texts: ['альбм открыток'] },
      { kind: 'price', min: 100_500, max: 101_200 },
    ];
    for (const filter of filters) {
      const all = await repository.matches(filter, 100_000);
      const expected = all
        .sort((a, b) => b.saleDate.getTime() - a.saleDate.getTime() || b.id - a.id)
        .map((match) => match.id);
      expect(expected.length, filter.kind).toBeGreaterThan(500);
      for (const page of [1, 2, 7, 50, 121]) {
        const rows = await repository.manyPage(filter, { limit: 10, offset: (page - 1) * 10 });
        expect(
          rows.map((row) => row.id),
          `${filter.kind} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 10, page * 10));
      }
    }
  });

  it('category and seller searches count the same way', async () => {
    const seller = await search('searchBySeller', { sellerName: 'альбомщик', page: 200 });
    expect(seller).toMatchObject({ items: [], totalIsEstimate: true });
    expect(seller.totalItems).toBeGreaterThan(1000);
  });
});
