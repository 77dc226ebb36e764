import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { subscriberWithLimit } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { startHostilePlatform, type HostilePlatform, type RawPlatformLot } from '../../../test/hostile-platform.ts';

/**
 * ADR 0045: a lot pulled from the platform (which gives no author) gets author, publisher, year and
 * place from its description's record, and is then found by its author; lots stored before are filled
 * once by the backfill, which never replaces a value a lot has.
 */
const CATEGORY = 13870;
const HOUR = 3_600_000;

describe('the bibliographic record at intake and in the backfill', () => {
  let platform: HostilePlatform;
  let t: TestApp;
  let token: string;
  const lots: RawPlatformLot[] = [];
  const lot = (id: number, title: string, description: string): RawPlatformLot => ({
    categoryId: CATEGORY,
    raw: {
      id,
      title,
      categoryId: CATEGORY,
      beginDate: new Date(Date.now() - 48 * HOUR).toISOString(),
      endDate: new Date(Date.now() - HOUR).toISOString(),
      price: 4500,
      normalizedPrice: 4500,
      images: [],
      city: 'Москва',
      seller: { id: 1, name: 'Букинист' },
      condition: 'б/у',
      currency: 'RUB',
      type: 'auction',
      status: 2,
      soldQuantity: 1,
    },
    description,
  });
  const row = async (sourceLotId: number) =>
    (
      await t.database.query<{
        author: string | null;
        publisher: string | null;
        year: number | null;
        place: string | null;
        description_html: string;
      }>(
        'select author, publisher, year, publication_place as place, description_html from books where source_lot_id = $1',
        [sourceLotId],
      )
    )[0]!;
  const search = async (query: string) =>
    (
      (
        await t.app.inject({
          url: `/api/books/searchByTitle?title=${encodeURIComponent(query)}&pageSize=50`,
          headers: bearer(token),
        })
      ).json() as SearchResponse
    ).items.map((item) => item.title);

  beforeAll(async () => {
    lots.push(
      lot(
        800_000_001,
        'Полтава. Поэма',
        '<p>Пушкинъ А.С. Полтава. Поэма. — СПб.: Въ тип. Департамента народнаго просвѣщенія, 1829. — 99 с.</p><p>Переплёт эпохи.</p>',
      ),
      lot(
        800_000_002,
        'Охранная грамота',
        '<p>Автор: Пастернак Б.<br>Год издания: 1931<br>Издательство: Издательство писателей в Ленинграде</p><p>Обложка.</p>',
      ),
    );
    platform = await startHostilePlatform({
      lots: () => lots,
      categories: [{ id: CATEGORY, name: 'Книги до 1917', parentId: 13869, level: 2 }],
    });
    t = await createTestApp({ SALES_SOURCE: 'meshok', SALES_SOURCE_URL: platform.url, SALES_SOURCE_DELAY_MS: '0' });
    token = (await subscriberWithLimit(t, 1000)).token;
    // Lots stored before the migration: the pass is finished for the pull's test, restarted below.
    await t.database.query('update bibliographic_backfill set finished_at = now()');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await platform?.close();
  });

  it('fills a pulled lot from its description, keeps the description, and finds it by its author', async () => {
    await t.services.bookUpdate.pull(true);
    const poltava = await row(800_000_001);
    expect(poltava).toMatchObject({
      author: 'А.С. Пушкин',
      publisher: 'Тип. Департамента народнаго просвѣщенія',
      year: 1829,
      place: 'СПб.',
    });
    expect(poltava.description_html).toContain('Пушкинъ А.С. Полтава. Поэма. — СПб.: Въ тип.');
    // The book page names the place beside the publisher.
    const [stored] = await t.database.query<{ id: number }>(
      'select id from books where source_lot_id = $1',
      [800_000_001],
    );
    const page = await t.app.inject({ url: `/api/books/${stored!.id}`, headers: bearer(token) });
    expect(page.json()).toMatchObject({
      publisher: 'Тип. Департамента народнаго просвѣщенія',
      publicationPlace: 'СПб.',
    });
    expect(await row(800_000_002)).toMatchObject({
      author: 'Б. Пастернак',
      publisher: 'Издательство писателей в Ленинграде',
      year: 1931,
      place: null,
    });
    expect(await search('пушкин')).toContain('Полтава. Поэма');
    expect(await search('пушкин полтава')).toContain('Полтава. Поэма');
    expect(await search('Пастернак грамота')).toContain('Охранная грамота');
  });

  it('backfills stored lots once, filling only empty fields', async () => {
    const [category] = await t.database.query<{ id: number }>('select id from categories limit 1');
    const [seller] = await t.database.query<{ id: number }>('select id from sellers limit 1');
    const insert = (sourceLotId: number, author: string | null, description: string) =>
      t.database.query(
        `insert into books (source_lot_id, title, author, type, description_html, description_text, seller_id, category_id, final_price, sale_date)
         values ($1, 'Книга', $2, 'Книга', $3, $3, $4, $5, 1000, now())`,
        [sourceLotId, author, description, seller!.id, category!.id],
      );
    await insert(800_000_101, null, 'Тютчевъ Ѳ.И. Стихотворенія. — СПб.: Тип. Э. Праца, 1854.');
    await insert(800_000_102, 'Оператор И.И.', 'Лермонтов М.Ю. Герой нашего времени. — СПб., 1840.');
    await insert(800_000_103, null, 'Хорошее состояние, без указания выходных данных.');
    await t.database.query('update bibliographic_backfill set after_id = 0, finished_at = null');

    const backfill = t.services.books.bibliographicBackfill;
    let batches = 0;
    for (let result = await backfill.batch(1); !result.done; result = await backfill.batch(1)) batches += 1;
    expect(batches).toBeGreaterThanOrEqual(3);
    expect(await row(800_000_101)).toMatchObject({
      author: 'Ф.И. Тютчев',
      publisher: 'Тип. Э. Праца',
      year: 1854,
      place: 'СПб.',
    });
    // A value the lot has is kept; only the empty fields are filled.
    expect(await row(800_000_102)).toMatchObject({ author: 'Оператор И.И.', year: 1840, place: 'СПб.' });
    expect(await row(800_000_103)).toMatchObject({ author: null, publisher: null, year: null, place: null });
    expect(await search('тютчев')).toContain('Книга');
    // Finished: the next run reads nothing.
    expect(await backfill.run(1000)).toEqual({ filled: 0, done: true });
  });
});
