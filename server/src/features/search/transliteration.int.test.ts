import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { apiGet, insertLots, queryString, type LotInput } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createLotMatcher } from './lot-matcher.ts';
import { FEW_MATCHES } from './search-plan.ts';
import { RUSSIAN_STOP_WORDS, ENGLISH_STOP_WORDS } from './stop-words.ts';

// Queries typed in Latin letters or on the wrong keyboard layout find the Cyrillic lots
// (query-understanding.ts), in titles and authors, descriptions, seller names and alert keywords, while
// Latin-script titles are still found as typed.
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

const LOTS: Record<string, Omit<LotInput, 'category' | 'price'>> = {
  warAndPeace: {
    title: 'Война и мир',
    author: 'Толстой Л.Н.',
    seller: 'Букинист на Литейном',
    date: '2024-01-10T12:00:00Z',
    description: 'Прижизненное издание, золотое тиснение на корешке.',
  },
  karamzin: {
    title: 'Исторія государства Россійскаго',
    author: 'Карамзинъ Н.М.',
    seller: 'Антикварная лавка «Ять»',
    date: '2023-05-01T12:00:00Z',
    description: 'Второе издание, владельческий переплёт.',
  },
  radishchev: {
    title: 'Путешествие из Петербурга в Москву',
    author: 'Радищев А.Н.',
    seller: 'Антикварная лавка «Ять»',
    date: '2022-03-01T12:00:00Z',
  },
  shchedrin: {
    title: 'Господа Головлёвы',
    author: 'Щедрин Н.',
    seller: 'staraya_kniga_spb',
    date: '2021-03-01T12:00:00Z',
  },
  greeting: { title: 'Привет из Ялты', seller: 'staraya_kniga_spb', date: '2020-03-01T12:00:00Z', type: 'Открытка' },
  english: {
    title: 'War and Peace',
    author: 'Leo Tolstoy',
    seller: 'oldbooks_msk',
    date: '2019-03-01T12:00:00Z',
    language: 'Английский',
  },
  shakespeare: {
    title: 'The Works of Shakespeare',
    seller: 'oldbooks_msk',
    date: '2018-03-01T12:00:00Z',
    language: 'Английский',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, lot] of Object.entries(LOTS)) {
    const [id] = await insertLots(t.database, [{ category: 'Книги', price: 1000, ...lot }]);
    ids[key] = id!;
  }
  token = (await createAdmin(t.app, t.services)).token;
});
afterAll(() => t.close());

/** Newest first: these tests are about what matches (relevance, the default, is search-sort's). */
async function found(route: string, params: Record<string, string | boolean>): Promise<string[]> {
  const { status, body } = await apiGet<SearchResponse>(
    t,
    `/books/${route}${queryString({ sort: 'newest', ...params })}`,
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return body.items.map((item) => keyOf.get(item.id) ?? item.title);
}
const byTitle = (title: string, exactPhrase = false) => found('searchByTitle', { title, exactPhrase });
const byDescription = (description: string) => found('searchByDescription', { description });
const bySeller = (sellerName: string) => found('searchBySeller', { sellerName });

describe('a title or author typed in Latin letters finds the Cyrillic lot', () => {
  it.each([
    ['Istoriya gosudarstva rossijskogo', 'GOST 7.79-B'],
    ['Istoriia gosudarstva rossiiskogo', 'passport'],
    ['Istoriya gosudarstva Rossiyskogo', 'BGN/PCGN'],
    ['Istorija gosudarstva rossijskogo', 'by habit'],
    ['Karamzin', 'the author'],
  ])('%s (%s) → the old-spelling Karamzin', async (query) => {
    expect(await byTitle(query)).toEqual(['karamzin']);
  });

  it('everyday Latin spellings of well-known titles and authors', async () => {
    expect(await byTitle('Voyna i mir')).toEqual(['warAndPeace']);
    expect(await byTitle('Voina i mir')).toEqual(['warAndPeace']);
    expect(await byTitle('Puteshestvie iz Peterburga v Moskvu')).toEqual(['radishchev']);
    expect(await byTitle('Shhedrin')).toEqual(['shchedrin']);
    expect(await byTitle('Shchedrin')).toEqual(['shchedrin']);
    expect(await byTitle('Tolstoj')).toEqual(['warAndPeace']);
    expect(await byTitle('Gospoda Golovlyovy')).toEqual(['shchedrin']);
  });

  it('mixed input: some words Cyrillic, some Latin', async () => {
    expect(await byTitle('Voyna и мир')).toEqual(['warAndPeace']);
    expect(await byTitle('Путешествие iz Peterburga')).toEqual(['radishchev']);
  });

  it('an exact phrase in Latin letters keeps the word order', async () => {
    expect(await byTitle('Voyna i mir', true)).toEqual(['warAndPeace']);
    expect(await byTitle('mir i voyna', true)).toEqual([]);
  });

  it('a Latin-script title is still found as typed, and a Latin name finds both scripts', async () => {
    expect(await byTitle('War and Peace')).toEqual(['english']);
    expect(await byTitle('Shakespeare')).toEqual(['shakespeare']);
    // 'Tolstoy' is the English lot's author as typed and 'Толстой' as transliterated.
    expect(await byTitle('Tolstoy')).toEqual(['warAndPeace', 'english']);
  });
});

describe('descriptions and sellers in Latin letters', () => {
  it('a description typed in Latin letters', async () => {
    expect(await byDescription('zolotoe tisnenie')).toEqual(['warAndPeace']);
    expect(await byDescription('Prizhiznennoe izdanie')).toEqual(['warAndPeace']);
    expect(await byDescription('vladel’cheskij pereplyot')).toEqual(['karamzin']);
  });

  it('a seller typed in Latin letters; a Latin login still as typed', async () => {
    expect(await bySeller('Bukinist na Liteinom')).toEqual(['warAndPeace']);
    expect(await bySeller('Antikvarnaya lavka')).toEqual(['karamzin', 'radishchev']);
    expect(await bySeller('staraya_kniga_spb')).toEqual(['shchedrin', 'greeting']);
    expect(await bySeller('oldbooks')).toEqual(['english', 'shakespeare']);
  });
});

describe('the wrong keyboard layout', () => {
  it('a title typed with the English layout on', async () => {
    expect(await byTitle('djqyf b vbh')).toEqual(['warAndPeace']);
    expect(await byTitle('ghbdtn')).toEqual(['greeting']);
    expect(await byTitle('Djqyf b мир')).toEqual(['warAndPeace']);
  });

  it('Latin words typed with the Russian layout on', async () => {
    expect(await byTitle('Ырфлуызуфку')).toEqual(['shakespeare']);
    expect(await byTitle('Цфк фтв Зуфсу')).toEqual(['english']);
  });

  it('descriptions and sellers too', async () => {
    expect(await byDescription('pjkjnjt nbcytybt')).toEqual(['warAndPeace']);
    expect(await bySeller('<erbybcn yf Kbntqyjv')).toEqual(['warAndPeace']);
  });

  it('only when the query as typed finds little', async () => {
    // FEW_MATCHES lots really called 'Vbh' (a publisher, say): 'vbh' is not also read as 'мир'.
    const many = Array.from({ length: FEW_MATCHES }, (_, index) => ({
      title: `Vbh Records ${index}`,
      seller: 'oldbooks_msk',
      category: 'Книги',
      price: 100,
      date: `2010-01-${String(index + 1).padStart(2, '0')}T12:00:00Z`,
    }));
    const added = await insertLots(t.database, many);
    try {
      const titles = await byTitle('vbh');
      expect(titles).toHaveLength(FEW_MATCHES);
      expect(titles).not.toContain('warAndPeace');
    } finally {
      await t.database.query('delete from books where id = any($1::int[])', [added]);
    }
  });
});

describe('alert keywords (the archive’s lot matcher)', () => {
  async function matched(keywords: string, exactPhrase = false): Promise<string[]> {
    const matcher = createLotMatcher(t.database);
    const found = await matcher.match([{ key: 'alert', keywords, exactPhrase }], Object.values(ids));
    const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return found.map((match) => keyOf.get(match.lotId)!).sort();
  }

  it('a keyword typed in Latin letters matches the Cyrillic lot', async () => {
    expect(await matched('Tolstoj')).toEqual(['warAndPeace']);
    expect(await matched('Istoriya gosudarstva')).toEqual(['karamzin']);
    expect(await matched('zolotoe tisnenie')).toEqual(['warAndPeace']);
    expect(await matched('Voyna i mir', true)).toEqual(['warAndPeace']);
    expect(await matched('Shhedrin, Radishchev')).toEqual(['radishchev', 'shchedrin']);
  });

  it('on the wrong layout too, and a Latin-script keyword as typed', async () => {
    expect(await matched('ghbdtn')).toEqual(['greeting']);
    expect(await matched('War and Peace')).toEqual(['english']);
    expect(await matched('Tolstoy')).toEqual(['english', 'warAndPeace']);
  });
});

describe("the stop words are PostgreSQL's", () => {
  it('every listed word is dropped by the russian configuration', async () => {
    const words = [...RUSSIAN_STOP_WORDS, ...ENGLISH_STOP_WORDS];
    const rows = await t.database.query<{ word: string }>(
      `select word from unnest($1::text[]) as word where to_tsvector('russian', word) <> ''::tsvector`,
      [words],
    );
    expect(rows.map((row) => row.word)).toEqual([]);
  });
});
