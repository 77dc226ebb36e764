import type { Database } from '../src/db/client.ts';
import type { SearchInput } from '../src/features/search/searches.ts';

/**
 * The fixed query sets of `npm run bench`: what collectors type, over the demo corpus's vocabulary.
 * Common and rare words, two- and three-word queries, exact phrases, pre-reform spelling, typos,
 * Latin transliteration and the wrong keyboard layout, and category filters. Category and seller
 * names are resolved to ids on the database being measured.
 */

type TextQuery = { q: string; exact?: boolean; categories?: string[] };

const TITLE: TextQuery[] = [
  // common words
  { q: 'история' },
  { q: 'сочинения' },
  { q: 'журнал' },
  { q: 'открытка' },
  { q: 'карта' },
  { q: 'стихотворения' },
  { q: 'Москва' },
  // rare words and authors
  { q: 'Пыляев' },
  { q: 'чудаки' },
  { q: 'Забелин' },
  { q: 'Ключевский' },
  { q: 'Карамзина' },
  { q: 'Тарле' },
  // two or three words
  { q: 'история государства российского' },
  { q: 'курс русской истории' },
  { q: 'старая Москва' },
  { q: 'собрание сочинений' },
  { q: 'Пушкин стихотворения' },
  { q: 'карта губернии' },
  // exact phrases
  { q: 'История государства Российского', exact: true },
  { q: 'полное собрание сочинений', exact: true },
  { q: 'Старый Петербург', exact: true },
  { q: 'Нашествие Наполеона на Россию', exact: true },
  // pre-reform spelling
  { q: 'Исторія' },
  { q: 'собраніе сочиненій' },
  { q: 'Пушкинъ' },
  { q: 'Полное собраніе сочиненій', exact: true },
  // one-letter typos
  { q: 'Карамзн' },
  { q: 'Ключевсий' },
  { q: 'Пыляв' },
  { q: 'Наполена' },
  // one-letter typos in an author's name (the fallback covers the author, migration 0007)
  { q: 'Пушкен' },
  { q: 'Толстй' },
  // transliterated (issue 18: GOST 7.79-B, passport, BGN/PCGN, by habit, mixed) and on the wrong layout
  { q: 'Istoriya gosudarstva rossijskogo' },
  { q: 'Voina i mir' },
  { q: 'Tolstoy' },
  { q: 'sobranie sochinenij' },
  { q: 'Kapitanskaya dochka' },
  { q: 'Staraya Москва' },
  { q: 'djqyf b vbh' },
  { q: 'cjxbytybz' },
  // category filters
  { q: 'история', categories: ['История России: до 1917 года'] },
  { q: 'сочинения', categories: ['Русская классика XIX века', 'Собрания сочинений'] },
  { q: 'Москва', categories: ['Открытки дореволюционные'] },
  { q: 'Пушкин', categories: ['Автографы', 'Прижизненные издания'] },
];

const DESCRIPTION: TextQuery[] = [
  // common words of condition notes
  { q: 'переплёт' },
  { q: 'состояние' },
  { q: 'иллюстрации' },
  { q: 'тиснение' },
  { q: 'экслибрис' },
  { q: 'фоксинги' },
  { q: 'обложка' },
  // rarer words
  { q: 'автограф' },
  { q: 'прижизненное' },
  { q: 'цензурное' },
  { q: 'литографии' },
  { q: 'гравюры' },
  { q: 'реставрация' },
  // two or three words
  { q: 'кожаный корешок' },
  { q: 'золотое тиснение' },
  { q: 'владельческий переплёт эпохи' },
  { q: 'хорошее состояние' },
  { q: 'мраморная бумага' },
  { q: 'штамп библиотеки' },
  // exact phrases
  { q: 'переплёт эпохи', exact: true },
  { q: 'золотым тиснением', exact: true },
  { q: 'в издательской обложке', exact: true },
  { q: 'полукожаный переплёт', exact: true },
  // pre-reform spelling
  { q: 'изданіе' },
  { q: 'переплетъ' },
  { q: 'типографія' },
  { q: 'съ рисунками' },
  // transliterated and on the wrong layout
  { q: 'pereplyot epokhi' },
  { q: 'zolotoe tisnenie' },
  { q: 'gthtgk`n' },
  // category filters
  { q: 'переплёт', categories: ['История России: до 1917 года'] },
  { q: 'автограф', categories: ['Автографы', 'Автографы писателей'] },
  { q: 'тиснение', categories: ['Русская классика XIX века', 'Поэзия Серебряного века'] },
  { q: 'состояние', categories: ['Открытки дореволюционные'] },
];

/** Resolved at run time: the most, middling and least used categories and sellers, by lot count. */
const RANKS = [0, 1, 2, 3, 5, 8, 12, 20, 30, 45, 60, 80, 100, 120, 140, 160, 180, 200, 220, 235];

const PRICE_RANGES: [number, number][] = [
  [0, 1000],
  [1000, 5000],
  [5000, 10000],
  [10000, 50000],
  [50000, 100000],
  [100000, 500000],
  [500000, 1000000],
  [1000000, 100000000],
  [0, 100000000],
  [100, 200],
  [990, 1010],
  [1500, 1500],
  [2500, 2600],
  [7777, 7800],
  [12000, 12500],
  [33333, 34000],
  [49000, 51000],
  [75000, 76000],
  [120000, 125000],
  [250000, 260000],
  [333000, 340000],
  [480000, 520000],
  [750000, 800000],
  [1200000, 1300000],
  [2000000, 2500000],
  [3000000, 5000000],
  [5000000, 100000000],
  [0, 100],
  [100, 300],
  [300, 700],
  [4999, 5001],
];

export type BenchQuery = { label: string; input: SearchInput };

async function categoryIds(database: Database, names: string[] | undefined): Promise<number[] | undefined> {
  if (!names) return undefined;
  const rows = await database.query<{ id: number }>('select id from categories where name = any($1::text[])', [names]);
  // A filter on a category the corpus does not have still measures the filtered plan: it finds nothing.
  return rows.length ? rows.map((row) => row.id) : [2_000_000_000];
}

const paging = { page: 1, pageSize: 10 };

/** Every search type's queries, resolved against this database. */
export async function benchQueries(database: Database): Promise<Record<SearchInput['type'], BenchQuery[]>> {
  const text = async (type: 'title' | 'description', queries: TextQuery[]) =>
    Promise.all(
      queries.map(async ({ q, exact = false, categories }) => ({
        label: `${q}${exact ? ' [exact]' : ''}${categories ? ` [${categories.join(', ')}]` : ''}`,
        input: { type, query: q, exactPhrase: exact, categoryIds: await categoryIds(database, categories), ...paging },
      })),
    );
  const categories = await database.query<{ id: number; name: string }>(
    `select c.id, c.name from categories c left join books b on b.category_id = c.id
      group by c.id order by count(b.id) desc, c.id`,
  );
  const sellers = await database.query<{ name: string }>(
    `select s.name from sellers s join books b on b.seller_id = s.id
      group by s.id order by count(*) desc, s.id`,
  );
  const pick = <T>(rows: T[]) =>
    [...new Set(RANKS.map((rank) => Math.min(rank, rows.length - 1)))].map((index) => rows[index]!);
  const sellerQueries: BenchQuery[] = pick(sellers).flatMap(({ name }) => [
    { label: name, input: { type: 'seller', sellerName: name, ...paging } },
    {
      label: `${name.toLowerCase()} [lower case]`,
      input: { type: 'seller', sellerName: name.toLowerCase(), ...paging },
    },
  ]);
  return {
    title: await text('title', TITLE),
    description: await text('description', DESCRIPTION),
    category: [
      ...pick(categories).map(({ id, name }) => ({
        label: name,
        input: { type: 'category' as const, categoryId: id, ...paging },
      })),
      ...pick(categories)
        .slice(0, 12)
        .map(({ id, name }) => ({
          label: `${name} [page 5]`,
          input: { type: 'category' as const, categoryId: id, page: 5, pageSize: 10 },
        })),
    ],
    seller: sellerQueries,
    priceRange: PRICE_RANGES.map(([minPrice, maxPrice]) => ({
      label: `${minPrice}-${maxPrice}`,
      input: { type: 'priceRange', minPrice, maxPrice, ...paging },
    })),
  };
}

/** The same search as the API's query string (what the web app sends). */
export function toUrl(input: SearchInput): string {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | boolean | undefined) =>
    value !== undefined && params.append(key, String(value));
  add('page', input.page);
  add('pageSize', input.pageSize);
  switch (input.type) {
    case 'title':
    case 'description':
      add(input.type, input.query);
      add('exactPhrase', input.exactPhrase);
      for (const id of input.categoryIds ?? []) add('categoryIds', id);
      return `/api/books/searchBy${input.type === 'title' ? 'Title' : 'Description'}?${params.toString()}`;
    case 'category':
      add('categoryId', input.categoryId);
      return `/api/books/searchByCategory?${params.toString()}`;
    case 'seller':
      add('sellerName', input.sellerName);
      return `/api/books/searchBySeller?${params.toString()}`;
    case 'priceRange':
      add('minPrice', input.minPrice);
      add('maxPrice', input.maxPrice);
      return `/api/books/searchByPriceRange?${params.toString()}`;
  }
}
