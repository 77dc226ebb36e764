import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@raritet/contracts/messages';
import { COMPARABLES_MAX, type Comparables } from '@raritet/contracts/price-statistics';
import { apiGet, createRoles, insertLots, type LotInput, type Roles } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/**
 * The other sales of the same work, newest first, never the lot itself, at most 20, with
 * their statistics; the other sales of the same copy marked; subscribers only.
 */

let t: TestApp;
let roles: Roles;
let id: Record<string, number>;

const DESCRIPTION =
  'Прижизненное издание. — СПб.: Типография А. Смирдина, 1837. — 8°. — 287 с. Владельческий переплёт эпохи, ' +
  'корешок с золотым тиснением. Экслибрис на форзаце. Фоксинги, потёртости углов.';

const base = { seller: 'Букинист', category: 'Поэзия', description: 'Издание советского времени, 320 с.' };
const lot = (key: string, title: string, author: string | null, date: string, price: number, extra = {}) => ({
  key,
  input: { ...base, title, author, date, price, year: 1950, ...extra } as LotInput,
});

beforeAll(async () => {
  t = await createTestApp();
  const lots = [
    // This copy, sold in 2016, again in 2019 (a line added), again in 2024 (the text as it was).
    lot('copy', 'Евгений Онегин', 'Пушкин А.С.', '2016-04-01T10:00:00Z', 250_000, {
      year: 1837,
      description: DESCRIPTION,
    }),
    lot('resold', 'Евгений Онегин', 'Пушкин А.С.', '2019-09-01T10:00:00Z', 310_000, {
      year: 1837,
      description: `${DESCRIPTION}\n\nПродаётся повторно.`,
    }),
    lot('resoldAgain', 'Евгеній Онѣгинъ', 'Пушкинъ А.С.', '2024-02-01T10:00:00Z', 360_000, {
      year: 1837,
      description: DESCRIPTION,
    }),
    // Another copy of the same edition: another description (and other numbers).
    lot('otherCopy', 'Евгений Онегин', 'Пушкин А.С.', '2020-01-01T10:00:00Z', 200_000, {
      year: 1837,
      description:
        'Прижизненное издание. — СПб.: Типография А. Смирдина, 1837. — 8°. — 285 с. Издательская обложка, ' +
        'надрывы корешка, штамп библиотеки.',
    }),
    // The same work in other editions, the author's name in old spelling or other case.
    lot('novel', 'Евгений Онегин. Роман в стихах', 'ПУШКИН А.С.', '2021-01-01T10:00:00Z', 3_000),
    lot('school', 'Евгений Онегин', 'Пушкин А.С.', '2022-01-01T10:00:00Z', 800),
    // Not comparable: another work of the author, the same title by someone else.
    lot('tale', 'Сказка о царе Салтане', 'Пушкин А.С.', '2023-01-01T10:00:00Z', 1_200),
    lot('opera', 'Евгений Онегин', 'Чайковский П.И.', '2023-02-01T10:00:00Z', 9_000),
    // Without an author: comparable with the others without one and a similar title.
    lot('card', 'Москва. Красная площадь', null, '2015-01-01T10:00:00Z', 150),
    lot('cardAgain', 'Москва. Красная площадь', null, '2016-01-01T10:00:00Z', 170),
    lot('cardNight', 'Москва. Красная площадь ночью', null, '2017-01-01T10:00:00Z', 190),
    lot('cardKremlin', 'Москва. Кремль', null, '2018-01-01T10:00:00Z', 210),
    lot('cardAuthored', 'Москва. Красная площадь', 'Шагал М.', '2019-01-01T10:00:00Z', 50_000),
    // A lone lot.
    lot('alone', 'Лоция Белого моря', 'Рейнеке М.Ф.', '2018-01-01T10:00:00Z', 40_000),
  ];
  const ids = await insertLots(
    t.database,
    lots.map((item) => item.input),
  );
  id = Object.fromEntries(lots.map((item, index) => [item.key, ids[index]!]));
  roles = await createRoles(t, 1000);
});
afterAll(() => t.close());

async function comparables(bookId: number, token = roles.subscriber.token) {
  const { status, body } = await apiGet<Comparables>(t, `/books/${bookId}/comparables`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const keys = (items: { id: number }[]) => {
  const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
  return items.map((item) => byId.get(item.id) ?? String(item.id));
};

describe('comparable sales', () => {
  it('the same author and a similar title, newest first, never the lot itself', async () => {
    const body = await comparables(id.copy!);
    expect(keys(body.items)).toEqual(['resoldAgain', 'school', 'novel', 'otherCopy', 'resold']);
    expect(body.items.every((item) => typeof item.finalPrice === 'number' && typeof item.date === 'string')).toBe(true);
  });

  it('marks the other sales of this very copy, earlier and later ones, which are also among the items', async () => {
    expect(keys((await comparables(id.copy!)).sameCopy)).toEqual(['resoldAgain', 'resold']);
    expect(keys((await comparables(id.resold!)).sameCopy)).toEqual(['resoldAgain', 'copy']);
    expect(keys((await comparables(id.otherCopy!)).sameCopy)).toEqual([]);
    expect(keys((await comparables(id.school!)).sameCopy)).toEqual([]);
  });

  it('the statistics of the items', async () => {
    const { stats, items, workStats } = await comparables(id.copy!);
    // 800, 3,000, 200,000, 310,000, 360,000.
    expect(stats).toMatchObject({ count: items.length, median: 200_000, min: 800, max: 360_000, p25: 3_000 });
    expect(stats.series.map((point) => point.period)).toEqual(['2019', '2020', '2021', '2022', '2024']);
    // Fewer than twenty: the work's figures are the same.
    expect(workStats).toEqual(stats);
  });

  it('the editions: the own one (1837) with its other sales, the others apart', async () => {
    const { editions, editionsTotal } = await comparables(id.copy!);
    expect(editions).toEqual([
      { year: 1837, publisher: null, count: 3, median: 310_000, min: 200_000, max: 360_000, own: true },
      { year: 1950, publisher: null, count: 2, median: 1_900, min: 800, max: 3_000, own: false },
    ]);
    expect(editionsTotal).toBe(2);
  });

  it('without an author: other lots without one and a similar title', async () => {
    expect(keys((await comparables(id.card!)).items)).toEqual(['cardNight', 'cardAgain']);
    expect(keys((await comparables(id.cardAuthored!)).items)).toEqual([]);
  });

  it('a lot with nothing like it: empty lists and empty statistics', async () => {
    expect(await comparables(id.alone!)).toMatchObject({ items: [], sameCopy: [], stats: { count: 0, median: null } });
  });

  it(`at most ${COMPARABLES_MAX}, the newest, and the same copy's other sales always among them`, async () => {
    const many = Array.from(
      { length: 30 },
      (_, n) =>
        lot(`n${n}`, 'Стихотворения', 'Лермонтов М.Ю.', `2010-01-${String(n + 1).padStart(2, '0')}T10:00:00Z`, 500 + n)
          .input,
    );
    const description = 'Первое издание. — СПб., 1840. — 168 с. Цельнокожаный переплёт.';
    const [first, ...rest] = await insertLots(t.database, [
      {
        ...base,
        title: 'Стихотворения',
        author: 'Лермонтов М.Ю.',
        year: 1840,
        description,
        price: 90_000,
        date: '2005-01-01',
      },
      ...many,
      {
        ...base,
        title: 'Стихотворения',
        author: 'Лермонтов М.Ю.',
        year: 1840,
        description,
        price: 99_000,
        date: '2011-05-05',
      },
    ]);
    const last = rest.at(-1)!;
    const body = await comparables(last);
    expect(body.items).toHaveLength(COMPARABLES_MAX);
    expect(body.items.map((item) => item.id)).not.toContain(last);
    // The earlier sale of this copy (the same title, author, year and description) is there,
    // though nineteen newer lots would otherwise have pushed it out.
    expect(body.sameCopy.map((item) => item.id)).toEqual([first]);
    expect(body.items.at(-1)!.id).toBe(first);
    const dates = body.items.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.stats.count).toBe(COMPARABLES_MAX);
    // The work's figures cover every other sale, not the twenty listed.
    expect(body.workStats.count).toBe(31);
    expect(body.editions).toEqual([
      { year: 1840, publisher: null, count: 1, median: 90_000, min: 90_000, max: 90_000, own: true },
      { year: 1950, publisher: null, count: 30, median: 515, min: 500, max: 529, own: false },
    ]);
  });
});

describe('comparable sales grouped by edition', () => {
  let dead: Record<string, number>;
  const gogol = (key: string, n: number, year: number | null, publisher: string | null, price: number, date: string) =>
    lot(key, n % 2 ? 'Мертвыя души' : 'Мертвые души', 'Гоголь Н.В.', date, price, {
      year,
      publisher,
      // Numbers of its own: no two of these are one copy.
      description: `Экземпляр № ${n}. Поэма.`,
    });

  beforeAll(async () => {
    const lots = [
      gogol('own', 0, 1842, 'Университетская типография', 110_000, '2015-01-01T10:00:00Z'),
      // The same edition in old spelling, other case and punctuation.
      gogol('d1', 1, 1842, 'Университетская типографія.', 100_000, '2016-01-01T10:00:00Z'),
      gogol('d2', 2, 1842, 'университетская  типография', 140_000, '2017-01-01T10:00:00Z'),
      // The same publisher, another year: another edition.
      gogol('d3', 3, 1846, 'Университетская типография', 30_000, '2018-01-01T10:00:00Z'),
      gogol('d4', 4, 1887, 'Издание А.Ф. Маркса', 3_000, '2019-01-01T10:00:00Z'),
      gogol('d5', 5, 1887, 'Изданіе А. Ф. Маркса', 5_000, '2020-01-01T10:00:00Z'),
      gogol('d6', 6, 1887, 'Изданіе А. Ф. Маркса', 4_000, '2020-06-01T10:00:00Z'),
      gogol('d7', 7, null, null, 800, '2021-01-01T10:00:00Z'),
      // A Soviet mass edition: 25 sales, more than the twenty items listed.
      ...Array.from({ length: 25 }, (_, n) =>
        gogol(`g${n}`, 100 + n, 1949, 'Гослитиздат', 500 + n, `2022-01-${String(n + 1).padStart(2, '0')}T10:00:00Z`),
      ),
      // Another work of the author: not an edition of this one.
      lot('revizor', 'Ревизор', 'Гоголь Н.В.', '2023-01-01T10:00:00Z', 9_999, {
        year: 1842,
        publisher: 'Университетская типография',
      }),
    ];
    const ids = await insertLots(
      t.database,
      lots.map((item) => item.input),
    );
    dead = Object.fromEntries(lots.map((item, index) => [item.key, ids[index]!]));
  });

  it('groups every other sale of the work by year and publisher, figures per edition, the own edition marked', async () => {
    const body = await comparables(dead.own!);
    expect(body.editions).toEqual([
      {
        year: 1842,
        publisher: 'Университетская типография',
        count: 2,
        median: 120_000,
        min: 100_000,
        max: 140_000,
        own: true,
      },
      {
        year: 1846,
        publisher: 'Университетская типография',
        count: 1,
        median: 30_000,
        min: 30_000,
        max: 30_000,
        own: false,
      },
      { year: 1887, publisher: 'Изданіе А. Ф. Маркса', count: 3, median: 4_000, min: 3_000, max: 5_000, own: false },
      { year: 1949, publisher: 'Гослитиздат', count: 25, median: 512, min: 500, max: 524, own: false },
      { year: null, publisher: null, count: 1, median: 800, min: 800, max: 800, own: false },
    ]);
    expect(body.editionsTotal).toBe(5);
  });

  it('the work’s statistics cover all its other sales; `stats` stays the figures of the twenty items', async () => {
    const body = await comparables(dead.own!);
    expect(body.items).toHaveLength(COMPARABLES_MAX);
    expect(keys(body.items)).not.toContain('revizor');
    expect(body.stats.count).toBe(COMPARABLES_MAX);
    // 32 sales: 500…524, 800, 3,000, 4,000, 5,000, 30,000, 100,000, 140,000; the middle two 515 and 516.
    expect(body.workStats).toMatchObject({ count: 32, median: 516, min: 500, max: 140_000, sampled: false });
    expect(body.workStats.series.map((point) => point.period)).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
    ]);
  });

  it('lists the own edition even when no other sale is of it', async () => {
    const body = await comparables(dead.d3!);
    expect(body.editions.filter((edition) => edition.own)).toEqual([
      { year: 1846, publisher: 'Университетская типография', count: 0, median: null, min: null, max: null, own: true },
    ]);
    expect(body.editions.find((edition) => edition.year === 1842)).toMatchObject({ count: 3, median: 110_000 });
  });

  it('a lot with nothing like it: its own edition alone, no work figures', async () => {
    const body = await comparables(id.alone!);
    expect(body.workStats).toMatchObject({ count: 0, median: null });
    expect(body.editions).toEqual([
      { year: 1950, publisher: null, count: 0, median: null, min: null, max: null, own: true },
    ]);
  });
});

describe('who sees them', () => {
  it('subscribers and administrators; users without a subscription 403, guests 401', async () => {
    expect((await apiGet(t, `/books/${id.copy}/comparables`, roles.admin.token)).status).toBe(200);
    for (const language of ['ru', 'en'] as const) {
      const { status, body, response } = await apiGet(t, `/books/${id.copy}/comparables`, roles.user.token, {
        'accept-language': language,
      });
      expect(status).toBe(403);
      expect(body).toEqual({
        code: 'comparables_subscribers_only',
        message: formatMessage('comparables_subscribers_only', language),
      });
      expect(response.body).not.toMatch(/\d{3}/);
    }
    const guest = await apiGet(t, `/books/${id.copy}/comparables`);
    expect(guest.status).toBe(401);
  });

  it('an unknown lot is a 404, a malformed id a 400', async () => {
    const missing = await apiGet(t, '/books/999999/comparables', roles.subscriber.token);
    expect(missing.status).toBe(404);
    expect((missing.body as { code: string }).code).toBe('book_not_found');
    const malformed = await apiGet(t, '/books/abc/comparables', roles.subscriber.token);
    expect(malformed.status).toBe(400);
    expect((malformed.body as { code: string }).code).toBe('book_id_invalid');
  });

  it('are not counted against the monthly limit', async () => {
    for (let i = 0; i < 5; i++) await comparables(id.copy!);
    const { body } = await apiGet<{ remainingRequests: number }>(
      t,
      `/books/searchByTitle?title=${encodeURIComponent('онегин')}`,
      roles.subscriber.token,
    );
    expect(body.remainingRequests).toBe(roles.limit - 1);
  });
});
