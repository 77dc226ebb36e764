import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { apiGet, insertLots, queryString } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';

// ADR 0044: a misspelt word is corrected, never dropped, and the answer says so;
// short words are never corrected; the text searches rank the lot whose title is the query first.
let t: TestApp;
let token: string;

const lot = { seller: 'Букинист', category: 'Русская литература', price: 1000 };
const day = (n: number) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await insertLots(t.database, [
    { ...lot, title: 'Тараканище', author: 'Чуковский К.', date: day(10) },
    { ...lot, title: 'Мойдодыр', author: 'Чуковский К.', date: day(9) },
    { ...lot, title: 'Конармія', author: 'Бабель И.', date: day(11) },
    { ...lot, title: 'Романсы для голоса с фортепиано', author: null, date: day(12) },
    { ...lot, title: 'Романсы для скрипки', author: null, date: day(13) },
    { ...lot, title: 'Исторія лейбъ-гвардіи Егерскаго полка', author: null, date: day(14) },
    { ...lot, title: 'Памятка полка', author: null, date: day(15) },
    // The author field names him in the nominative, a title prints him in the genitive.
    ...['Мцыри', 'Маскарад', 'Демон'].map((title, i) => ({
      ...lot,
      title,
      author: 'Лермонтов М.Ю.',
      date: day(20 + i),
    })),
    { ...lot, title: 'Повѣсти и разсказы М.Ю. Лермонтова', author: null, date: day(23) },
    // Relevance: the work asked for is the oldest lot; newer lots hold its words otherwise.
    { ...lot, title: 'Война и миръ', author: 'Толстой Л.Н.', date: day(1) },
    { ...lot, title: 'Война и мир. Том первый', author: 'Толстой Л.Н.', date: day(2) },
    { ...lot, title: 'Мир и война', author: null, date: day(3) },
    // More of these than relevance's window of newest matches (RELEVANCE_WINDOW = 200).
    ...Array.from({ length: 205 }, (_, i) => ({
      ...lot,
      title: 'Война миров',
      author: 'Уэллс Г.',
      date: day(100 + i),
    })),
  ]);
  await t.database.exec('analyze books');
  token = (await createAdmin(t.app, t.services)).token;
});
afterAll(() => t.close());

async function search(title: string, extra: Record<string, string | number | boolean> = {}) {
  const { status, body } = await apiGet<SearchResponse>(
    t,
    `/books/searchByTitle${queryString({ title, ...extra })}`,
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return { titles: body.items.map((item) => item.title), correctedQuery: body.correctedQuery, total: body.totalItems };
}

describe('typo correction', () => {
  it('two neighbours swapped in a one-word title: found first, and the answer names the correction', async () => {
    expect(await search('Таракнаище')).toEqual({ titles: ['Тараканище'], correctedQuery: 'Тараканище', total: 1 });
    const found = await search('Конрамия');
    expect(found.titles[0]).toBe('Конармія');
    expect(found.correctedQuery).toBe('Конармия');
  });

  it('a Latin word read further when its usual readings find nothing, and the answer names the reading', async () => {
    // 'i' for 'ы' is the seventh reading of 'moidodir': the search does not try it, the correction does.
    expect(await search('Moidodir')).toEqual({ titles: ['Мойдодыр'], correctedQuery: 'Мойдодыр', total: 1 });
    expect(await search('Moidodir Chukovskii')).toMatchObject({ titles: ['Мойдодыр'] });
  });

  it('a misspelt word in a longer title is corrected, not dropped', async () => {
    expect(await search('Романсы для глооса')).toEqual({
      titles: ['Романсы для голоса с фортепиано'],
      correctedQuery: 'Романсы для голоса',
      total: 1,
    });
  });

  it('the correction shown is a word the lots print, not a stem that commoner lots share', async () => {
    // 'Лермонтиа' shares the stem 'лермонт' with the three lots of 'Лермонтов'; 'Лермонтова' is printed.
    const found = await search('Повести Лермонтва');
    expect(found.correctedQuery).toBe('Повести Лермонтова');
    expect(found.titles).toEqual(['Повѣсти и разсказы М.Ю. Лермонтова']);
  });

  it("a word under five letters is never corrected: 'елка' finds no 'полка'", async () => {
    expect(await search('елка')).toEqual({ titles: [], correctedQuery: undefined, total: 0 });
  });

  it('a query found as typed is not corrected', async () => {
    expect((await search('Тараканище')).correctedQuery).toBeUndefined();
  });

  it('noCorrection=true runs the query exactly as typed', async () => {
    expect(await search('Таракнаище', { noCorrection: true })).toEqual({
      titles: [],
      correctedQuery: undefined,
      total: 0,
    });
  });

  it('the statistics are over the corrected query, and say so', async () => {
    const { status, body } = await apiGet<PriceStatistics>(
      t,
      `/books/searchByTitle/stats${queryString({ title: 'Таракнаище' })}`,
      token,
    );
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.correctedQuery).toBe('Тараканище');
    const exact = await apiGet<PriceStatistics>(
      t,
      `/books/searchByTitle/stats${queryString({ title: 'Таракнаище', noCorrection: true })}`,
      token,
    );
    expect(exact.body.count).toBe(0);
    expect(exact.body.correctedQuery).toBeUndefined();
  });
});

describe('relevance, the text searches’ default order', () => {
  it('title (or title proper) equal to the query, then the words in order, then all the words; newest first among equals', async () => {
    const { titles } = await search('Война и мир', { pageSize: 5 });
    expect(titles).toEqual(['Война и мир. Том первый', 'Война и миръ', 'Война миров', 'Война миров', 'Война миров']);
    const tail = await search('Война и мир', { pageSize: 50, page: 5 });
    expect(tail.titles).toContain('Мир и война');
  });

  it('an order asked for is kept', async () => {
    const { titles } = await search('Война и мир', { sort: 'newest', pageSize: 3 });
    expect(titles).toEqual(['Война миров', 'Война миров', 'Война миров']);
  });

  it('a description search ranks by relevance too; a category search stays newest first', async () => {
    const { body } = await apiGet<SearchResponse>(
      t,
      `/books/searchByDescription${queryString({ description: 'война' })}`,
      token,
    );
    expect(body.totalItems).toBe(0);
    const categories = await t.database.query<{ id: number }>('select id from categories limit 1');
    const { body: category } = await apiGet<SearchResponse>(
      t,
      `/books/searchByCategory${queryString({ categoryId: categories[0]!.id, pageSize: 1 })}`,
      token,
    );
    expect(category.items[0]?.title).toBe('Война миров');
  });
});

describe('word forms of a surname in -ов', () => {
  it('the genitive a title prints and the nominative of the author field meet, both ways', async () => {
    const genitive = await search('Лермонтова', { sort: 'newest' });
    expect(genitive.titles).toEqual(['Повѣсти и разсказы М.Ю. Лермонтова', 'Демон', 'Маскарад', 'Мцыри']);
    expect((await search('Лермонтов', { sort: 'newest' })).titles).toEqual(genitive.titles);
    expect((await search('Лермонтова', { exactPhrase: true })).titles).toEqual(['Повѣсти и разсказы М.Ю. Лермонтова']);
  });
});
