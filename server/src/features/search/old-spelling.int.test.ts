import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { apiGet, insertLots, queryString, type LotInput } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createLotMatcher } from './lot-matcher.ts';

// One reading of a query, applied to every word (ADR 0043): old endings, old prefixes
// and hyphens folded on both sides (raritet_fold, migration 0020), the exact phrase accepting each
// word's old spelling and nothing more, Latin and wrong-layout queries read word by word.
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

const LOTS: Record<string, Omit<LotInput, 'category' | 'price' | 'date' | 'seller'>> = {
  deadSouls: { title: 'Мертвыя души', author: 'Гоголь Н.В.' },
  tyutchev: { title: 'Стихотворенія Ѳ. Тютчева' },
  dal: { title: 'Толковый словарь живаго великорусскаго языка', author: 'Даль В.И.' },
  seven: { title: 'Разсказъ о семи повѣшенныхъ', author: 'Андреевъ Л.Н.' },
  motley: { title: 'Пестрые разсказы', author: 'Чехонте А.' },
  izmailovsky: { title: 'Исторія лейбъ-гвардіи Измайловскаго полка. 1730–1850' },
  izmailovskyDecoy: { title: 'Измайловскаго полка исторія лейбъ-гвардіи' },
  vazir: { title: 'Смерть Вазиръ-Мухтара. Романъ', author: 'Тыняновъ Ю.' },
  brockhaus: { title: 'Энциклопедическій словарь. Изданіе Брокгаузъ-Ефронъ. Т. 12' },
  journal: { title: 'Журналъ министерства народнаго просвѣщенія. 1875, № 3' },
  journalOtherOrder: { title: 'Просвѣщенія народнаго журналъ' },
  journalWordBetween: { title: 'Сборникъ народнаго и высшаго просвѣщенія' },
  chairs: { title: 'Двенадцать стульев', author: 'Ильф И., Петров Е.' },
  caucasus: { title: 'Сборникъ матеріаловъ для описанія мѣстностей и племенъ Кавказскаго края. Вып. 7' },
  demons: { title: 'Бѣсы. Романъ въ трехъ частяхъ', author: 'Достоевскій Ѳ.М.' },
  cup: { title: 'Кубокъ метелей. Четвертая симфонія', author: 'Бѣлый А.' },
  rosary: { title: 'Четки. Стихи', author: 'Ахматова А.' },
  buildings: { title: 'Горящія зданія. Лирика современной души', author: 'Бальмонтъ К.' },
  pavlov: { title: 'Лекціи о работѣ главныхъ пищеварительныхъ железъ', author: 'Павловъ И.П.' },
};

beforeAll(async () => {
  t = await createTestApp();
  let day = 1;
  for (const [key, lot] of Object.entries(LOTS)) {
    const date = `2024-01-${String(day++).padStart(2, '0')}T12:00:00Z`;
    const [id] = await insertLots(t.database, [{ category: 'Книги', price: 1000, seller: 'Букинист', date, ...lot }]);
    ids[key] = id!;
  }
  token = (await createAdmin(t.app, t.services)).token;
});
afterAll(() => t.close());

async function byTitle(title: string, exactPhrase = false): Promise<string[]> {
  const { status, body } = await apiGet<SearchResponse>(
    t,
    `/books/searchByTitle${queryString({ title, exactPhrase })}`,
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return body.items.map((item) => keyOf.get(item.id) ?? item.title).sort();
}

describe('old endings and prefixes are read in every word, not only the last', () => {
  it.each([
    ['Мертвые души', ['deadSouls']],
    ['души мертвые', ['deadSouls']],
    ['Тютчев стихотворения', ['tyutchev']],
    ['стихотворения Тютчев', ['tyutchev']],
    ['великорусского языка', ['dal']],
    ['живого великорусского языка Даль', ['dal']],
    ['Рассказ о семи повешенных', ['seven']],
    ['рассказы пестрые', ['motley']],
    ['Кавказского края', ['caucasus']],
  ])('%s', async (query, expected) => {
    expect(await byTitle(query)).toEqual(expected);
  });

  it('an old prefix typed as printed finds the modern spelling too', async () => {
    expect(await byTitle('Разсказъ о семи')).toEqual(['seven']);
  });
});

describe('the exact phrase across hyphens and old spellings, still precise', () => {
  it.each([
    ['Исторія лейбъ-гвардіи Измайловскаго полка', ['izmailovsky']],
    ['история лейб-гвардии измайловского полка', ['izmailovsky']],
    ['история лейб гвардии измайловского полка', ['izmailovsky']],
    ['Смерть Вазир-Мухтара', ['vazir']],
    ['Изданіе Брокгаузъ-Ефронъ', ['brockhaus']],
    ['издание Брокгауз-Ефрон', ['brockhaus']],
    // Not the lot with these words in another order, nor the one with a word between them.
    ['народного просвещения', ['journal']],
    ['министерства народного просвещения', ['journal']],
  ])('%s', async (query, expected) => {
    expect(await byTitle(query, true)).toEqual(expected);
  });

  it('the words in another order or apart are not the phrase', async () => {
    expect(await byTitle('просвещения народного', true)).toEqual(['journalOtherOrder']);
    expect(await byTitle('народного и высшего просвещения', true)).toEqual(['journalWordBetween']);
    expect(await byTitle('Вазир Смерть', true)).toEqual([]);
  });
});

describe('a fleeting vowel and a participle read in their other forms', () => {
  it.each([
    ['кубком метелей', ['cup']],
    ['четок', ['rosary']],
    ['горящие здания', ['buildings']],
  ])('%s', async (query, expected) => {
    expect(await byTitle(query)).toEqual(expected);
  });

  it('the participle in an exact phrase; the fleeting vowel only in word forms', async () => {
    expect(await byTitle('Горящие здания', true)).toEqual(['buildings']);
    expect(await byTitle('кубком метелей', true)).toEqual([]);
  });
});

describe('Latin and wrong-layout queries are read word by word', () => {
  it.each([
    ['Dvenadtsat stulyev', ['chairs']],
    ['Dvenadtsat stulev', ['chairs']],
    ['Rfdrfpcrjuj rhfz', ['caucasus']],
    [',tcs', ['demons']],
    ['<tcs', ['demons']],
    ['Vthndst leib', ['deadSouls']],
  ])('%s', async (query, expected) => {
    expect(await byTitle(query)).toEqual(expected);
  });
});

describe('alerts read a keyword the same way (the lot matcher)', () => {
  async function matched(keywords: string, exactPhrase = false): Promise<string[]> {
    const found = await createLotMatcher(t.database).match(
      [{ key: 'alert', keywords, exactPhrase }],
      Object.values(ids),
    );
    const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return found.map((match) => keyOf.get(match.lotId)!).sort();
  }

  it('old endings, prefixes and hyphens, in words and in phrases', async () => {
    expect(await matched('Мертвые души')).toEqual(['deadSouls']);
    expect(await matched('рассказ о семи')).toEqual(['seven']);
    expect(await matched('народного просвещения', true)).toEqual(['journal']);
    expect(await matched('лейб-гвардии измайловского', true)).toEqual(['izmailovsky']);
  });

  it('a fleeting vowel, but a surname in -ов is none: Павел does not match Павлов', async () => {
    expect(await matched('кубком')).toEqual(['cup']);
    // (The title search's typo fallback may still offer it when nothing else matches.)
    expect(await matched('Павел')).toEqual([]);
  });
});
