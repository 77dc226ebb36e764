import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTS, insertCorpus, type LotKey } from '../../../test/archive-corpus.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createLotMatcher, type LotCriterion } from './lot-matcher.ts';

// The archive's matcher for alerts: the same text rules as the search, over a given set of lots.
let test: TestDatabase;
let ids: Record<LotKey, number>;
let all: number[];
let matcher: ReturnType<typeof createLotMatcher>;

beforeAll(async () => {
  test = await createTestDatabase();
  ids = await insertCorpus(test.database);
  all = Object.values(ids);
  matcher = createLotMatcher(test.database);
});
afterAll(() => test.drop());

const keyOf = Object.fromEntries(Object.entries(LOTS).map(([key]) => [key, key])) as Record<LotKey, LotKey>;
/** The lot keys a criterion matches among all lots. */
async function matched(criterion: Omit<LotCriterion, 'key'>, lots = all): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  const found = await matcher.match([{ key: 'c', ...criterion }], lots);
  return found.map((match) => byId.get(match.lotId)!).sort();
}

describe('matching lots with the search rules', () => {
  it('word forms, old spelling and ё in titles, authors and descriptions', async () => {
    expect(await matched({ keywords: 'Пушкин' })).toEqual([keyOf.oldCollected, keyOf.pushkinWorks].sort());
    expect(await matched({ keywords: 'елка' })).toEqual([keyOf.spruceCard, keyOf.spruceNew].sort());
    expect(await matched({ keywords: 'история государства' })).toEqual([keyOf.karamzin, keyOf.reversed].sort());
    // Only in a description: 'букинистах'.
    expect(await matched({ keywords: 'букинист' })).toEqual([keyOf.bookTrade]);
  });

  it('comma-separated phrases are ORed; an exact phrase keeps word order', async () => {
    expect(await matched({ keywords: 'ёлка, Карамзин' })).toEqual(
      [keyOf.karamzin, keyOf.reversed, keyOf.spruceCard, keyOf.spruceNew].sort(),
    );
    // pushkinWorks says it in its description ('Полное собрание сочинений…').
    expect(await matched({ keywords: 'собрание сочинений', exactPhrase: true })).toEqual(
      [keyOf.oldCollected, keyOf.pushkinWorks, keyOf.reversed].sort(),
    );
    expect(await matched({ keywords: 'сочинений собрание', exactPhrase: true })).toEqual([keyOf.reversed]);
  });

  it('categories, prices and years bound the matches; no keywords matches on the bounds alone', async () => {
    const history = (await test.database.query<{ id: number }>(`select id from categories where name = 'История'`))[0]!;
    expect(await matched({ keywords: 'Карамзин', categoryIds: [history.id], minPrice: 6000 })).toEqual([
      keyOf.karamzin,
    ]);
    // Years: oldCollected 1887, pushkinWorks 1949, cookbook 1952, karamzin 1818; the others have none.
    expect(await matched({ minYear: 1850, maxYear: 1950 })).toEqual([keyOf.oldCollected, keyOf.pushkinWorks].sort());
    expect(await matched({ maxPrice: 800 })).toEqual([keyOf.spruceCard, keyOf.spruceNew].sort());
  });

  it('only the given lots, each pair once; keywords without a word match nothing', async () => {
    expect(await matched({ keywords: 'Пушкин, Пушкина' }, [ids.pushkinWorks])).toEqual([keyOf.pushkinWorks]);
    expect(await matched({ keywords: ' , ;; !!' })).toEqual([]);
    expect(await matcher.match([], all)).toEqual([]);
    expect(await matcher.match([{ key: 'x', keywords: 'Пушкин' }], [])).toEqual([]);
  });

  it('answers many criteria at once with their keys', async () => {
    const found = await matcher.match(
      [
        { key: 'pushkin', keywords: 'Пушкин' },
        { key: 'spruce', keywords: 'ёлка', maxPrice: 500 },
        { key: 'nothing', keywords: 'глобус' },
      ],
      all,
    );
    expect(found).toEqual([
      { key: 'pushkin', lotId: Math.min(ids.oldCollected, ids.pushkinWorks), phrases: ['Пушкин'] },
      { key: 'pushkin', lotId: Math.max(ids.oldCollected, ids.pushkinWorks), phrases: ['Пушкин'] },
      { key: 'spruce', lotId: ids.spruceCard, phrases: ['ёлка'] },
    ]);
  });

  it('answers which phrases matched, as the criterion wrote them', async () => {
    const found = await matcher.match(
      [{ key: 'k', keywords: ' ёлка ,  Карамзин, глобус' }],
      [ids.spruceNew, ids.karamzin],
    );
    expect(found.map((match) => match.phrases)).toEqual(
      [ids.spruceNew, ids.karamzin].sort((a, b) => a - b).map((id) => (id === ids.karamzin ? ['Карамзин'] : ['ёлка'])),
    );
  });

  it("cities: the lot's city contains one of them, folded; no city on the lot matches no city criterion", async () => {
    await test.database.query(`update books set city = 'г. Санкт-Петербург' where id = ${ids.karamzin}`);
    await test.database.query(`update books set city = 'Москва' where id = ${ids.reversed}`);
    try {
      expect(await matched({ keywords: 'история', cities: ['санкт-петербург', 'Казань'] })).toEqual([keyOf.karamzin]);
      expect(await matched({ keywords: 'история', cities: ['МОСКВА'] })).toEqual([keyOf.reversed]);
      expect(await matched({ keywords: 'история', cities: [] })).toEqual([keyOf.karamzin, keyOf.reversed].sort());
      expect(await matched({ keywords: 'история', cities: ['Тверь'] })).toEqual([]);
    } finally {
      await test.database.query(`update books set city = null where id in (${ids.karamzin}, ${ids.reversed})`);
    }
  });
});
