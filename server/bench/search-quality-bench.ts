// The search-quality part of `npm run bench` (BENCH_SKIP_QUALITY=1 leaves it out): real titles, authors
// and seller names from the demo archive, typed the way collectors type them — another word form, 'е'
// for 'ё', the other spelling (pre-1918 or modern), one wrong letter, an exact phrase, Latin letters in
// the common transliteration systems, the wrong keyboard layout — and for each way the share of lots
// found in the first ten results, with the time the searches took. `npx tsx server/bench/search-quality-bench.ts`.
// BENCH_QUALITY_BOOKS (default 230,000: the search bench's cached PGlite corpus), BENCH_QUALITY_SAMPLE
// (lots per way of typing, default 200), BENCH_ENGINES (the first of them is used; default pglite),
// BENCH_QUALITY_ONLY (a part of the names of the ways of typing to run).
import path from 'node:path';
import ru from 'convert-layout/ru.js';
import * as iuliia from 'iuliia';
import { openDatabase, type Database } from '../src/db/client.ts';
import { toPreReform } from '@raritet/demo/corpus/orthography';
import { foldText } from '../src/features/search/query-text.ts';
import { createSearches, type SearchInput } from '../src/features/search/searches.ts';
import { pair, stats } from './measure.ts';
import { benchDatabaseUrl, demoSeeder, preparePg, preparePglite } from './prepare.ts';
import { createImageUrls } from '../src/features/books/image-urls.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_QUALITY_BOOKS ?? 230_000);
const SAMPLE = Number(process.env.BENCH_QUALITY_SAMPLE ?? 200);
const ENGINE = (process.env.BENCH_ENGINES ?? 'pglite').split(',')[0] === 'pg' ? 'pg' : 'pglite';
/** BENCH_QUALITY_MISSES=1 also prints what each way of typing did not find. */
const MISSES = process.env.BENCH_QUALITY_MISSES === '1';
const log = (line: string) => console.log(line);

type Lot = { id: number; title: string; author: string | null; seller: string; language: string };
/** A way of typing: from a lot to what is typed (null: this way does not apply to the lot). */
type Typist = {
  name: string;
  search: 'title' | 'seller' | 'author';
  exact?: boolean;
  type: (lot: Lot) => string | null;
};

/** The key two spellings of one title share: folded, and in the old spelling (which is the richer one). */
const key = (text: string) =>
  foldText(toPreReform(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
const isRussian = (lot: Lot) => lot.language === 'Русский' && /[а-яё]/i.test(lot.title);

/** Another form of a word: the genitive or a case ending the Russian stemmer folds together. */
function otherForm(word: string): string {
  if (word.length < 5 || !/^[а-яё]+$/i.test(word)) return word;
  const endings: Array<[RegExp, string]> = [
    [/ия$/, 'ии'],
    [/ие$/, 'ия'],
    [/ая$/, 'ой'],
    [/ые$/, 'ых'],
    [/[ыи]й$/, 'ого'],
    [/ой$/, 'ого'],
    [/ка$/, 'ки'],
    [/а$/, 'ы'],
    [/я$/, 'и'],
    [/ы$/, 'ов'],
    [/([бвгдзклмнпрстфхц])$/, '$1а'],
  ];
  for (const [ending, replacement] of endings) if (ending.test(word)) return word.replace(ending, replacement);
  return word;
}

/** The longest word with one letter replaced by its neighbour on the keyboard row (a slip of the finger). */
function typo(title: string): string | null {
  const all = words(title);
  const longest = [...all].sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < 6 || !/^[а-яёіѣ]+$/i.test(longest)) return null;
  const row = 'йцукенгшщзхфывапролджэячсмитьбю';
  const at = 2 + (hash(longest) % (longest.length - 4));
  const letter = longest[at]!.toLowerCase();
  const index = row.indexOf(letter);
  const replaced = index < 0 ? 'о' : row[(index + 1) % row.length]!;
  return title.replace(longest, longest.slice(0, at) + replaced + longest.slice(at + 1));
}

/** What people type when they transliterate by habit: ja/ju, h, c, sch, j for й, no soft sign. */
function keyboardHabit(text: string): string {
  const table: Record<string, string> = {
    а: 'a',
    б: 'b',
    в: 'v',
    г: 'g',
    д: 'd',
    е: 'e',
    ё: 'jo',
    ж: 'zh',
    з: 'z',
    и: 'i',
    й: 'j',
    к: 'k',
    л: 'l',
    м: 'm',
    н: 'n',
    о: 'o',
    п: 'p',
    р: 'r',
    с: 's',
    т: 't',
    у: 'u',
    ф: 'f',
    х: 'h',
    ц: 'c',
    ч: 'ch',
    ш: 'sh',
    щ: 'sch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'ju',
    я: 'ja',
  };
  return [...text.toLowerCase()].map((char) => table[char] ?? char).join('');
}

/** Modern spelling as the search folds it, plus the endings folding does not cover. */
const modern = (text: string) =>
  foldText(text).replace(/аго\b/gu, 'ого').replace(/яго\b/gu, 'его').replace(/ыя\b/gu, 'ые');
const translit = (schema: iuliia.Schema) => (lot: Lot) =>
  isRussian(lot) ? iuliia.translate(modern(lot.title), schema) : null;
const surname = (lot: Lot) => (lot.author && /[а-яё]/i.test(lot.author) ? words(lot.author).at(-1)! : null);

const TYPISTS: Typist[] = [
  { name: 'as typed (control)', search: 'title', type: (lot) => lot.title },
  {
    name: 'word forms',
    search: 'title',
    type: (lot) => (isRussian(lot) ? lot.title.split(/(\s+)/).map(otherForm).join('') : null),
  },
  {
    name: "'е' for 'ё'",
    search: 'title',
    type: (lot) => (/ё/i.test(lot.title) ? lot.title.replace(/ё/g, 'е').replace(/Ё/g, 'Е') : null),
  },
  {
    name: 'old spelling for modern',
    search: 'title',
    type: (lot) => (isRussian(lot) && !/[ѣіѳъ]\b/i.test(lot.title) ? toPreReform(lot.title) : null),
  },
  {
    name: 'modern spelling for old',
    search: 'title',
    type: (lot) => (/[ѣіѳ]|ъ\b/i.test(lot.title) ? modern(lot.title) : null),
  },
  { name: 'one typo', search: 'title', type: (lot) => (isRussian(lot) ? typo(lot.title) : null) },
  {
    name: 'exact phrase (first words)',
    search: 'title',
    exact: true,
    type: (lot) => (words(lot.title).length >= 3 ? words(lot.title).slice(0, 3).join(' ') : null),
  },
  { name: 'translit GOST 7.79-B', search: 'title', type: translit(iuliia.GOST_779_ALT) },
  { name: 'translit ICAO (passport)', search: 'title', type: translit(iuliia.ICAO_DOC_9303) },
  { name: 'translit BGN/PCGN', search: 'title', type: translit(iuliia.BGN_PCGN) },
  { name: 'translit Wikipedia', search: 'title', type: translit(iuliia.WIKIPEDIA) },
  { name: 'translit Yandex Maps', search: 'title', type: translit(iuliia.YANDEX_MAPS) },
  { name: 'translit Telegram', search: 'title', type: translit(iuliia.TELEGRAM) },
  { name: 'translit MVD 310', search: 'title', type: translit(iuliia.MVD_310) },
  {
    name: 'translit by habit (ja, h, c, j)',
    search: 'title',
    type: (lot) => (isRussian(lot) ? keyboardHabit(modern(lot.title)) : null),
  },
  {
    name: 'translit mixed with Cyrillic',
    search: 'title',
    type: (lot) =>
      isRussian(lot)
        ? modern(lot.title)
            .split(' ')
            .map((word, i) => (i % 2 ? word : iuliia.translate(word, iuliia.WIKIPEDIA)))
            .join(' ')
        : null,
  },
  { name: 'author surname as typed (control)', search: 'author', type: surname },
  {
    name: 'author surname, translit Wikipedia',
    search: 'author',
    type: (lot) => (surname(lot) ? iuliia.translate(modern(surname(lot)!), iuliia.WIKIPEDIA) : null),
  },
  {
    name: 'author surname, translit GOST 7.79-B',
    search: 'author',
    type: (lot) => (surname(lot) ? iuliia.translate(modern(surname(lot)!), iuliia.GOST_779_ALT) : null),
  },
  {
    name: 'wrong layout (Russian typed on EN)',
    search: 'title',
    type: (lot) => (isRussian(lot) ? ru.toEn(modern(lot.title)) : null),
  },
  {
    name: 'foreign title as typed',
    search: 'title',
    type: (lot) => (!isRussian(lot) && /[a-z]/i.test(lot.title) ? lot.title : null),
  },
  {
    name: 'foreign title on the RU layout',
    search: 'title',
    type: (lot) => (!isRussian(lot) && /^[a-z\s.,'-]+$/i.test(lot.title) ? ru.fromEn(lot.title) : null),
  },
  {
    name: 'seller, translit Wikipedia',
    search: 'seller',
    type: (lot) => (/^[а-яё\s]+$/i.test(lot.seller) ? iuliia.translate(modern(lot.seller), iuliia.WIKIPEDIA) : null),
  },
  {
    name: 'seller on the wrong layout',
    search: 'seller',
    type: (lot) => (/^[а-яё\s]+$/i.test(lot.seller) ? ru.toEn(lot.seller) : null),
  },
];

/** The lots to type, spread over the archive; the typists that apply to few lots get their own pick. */
async function sampleLots(database: Database, where: string): Promise<Lot[]> {
  return database.query<Lot>(
    `select b.id, b.title, b.author, s.name as seller, b.language
       from books b join sellers s on s.id = b.seller_id
      where ${where} order by (b.id * 2654435761::bigint) % 1000003 limit ${SAMPLE * 4}`,
  );
}

async function measure(database: Database) {
  const search = createSearches({
    database,
    billing: { searchAccess: async () => ({ kind: 'unsubscribed' }) as const },
    imageUrls: createImageUrls('bench-secret'),
  });
  const common = await sampleLots(database, 'true');
  const special: Record<string, Lot[]> = {
    "'е' for 'ё'": await sampleLots(database, `b.title ~* 'ё'`),
    'modern spelling for old': await sampleLots(database, `b.title ~* '[ѣіѳ]'`),
    'foreign title as typed': await sampleLots(database, `b.language <> 'Русский'`),
    'foreign title on the RU layout': await sampleLots(database, `b.language <> 'Русский'`),
  };
  log(`\nway of typing                              found in first 10   lots   search ms p50 / p95   example`);
  const only = process.env.BENCH_QUALITY_ONLY?.toLowerCase();
  for (const typist of TYPISTS.filter(({ name }) => !only || name.toLowerCase().includes(only))) {
    const typed = (special[typist.name] ?? common)
      .map((lot) => ({ lot, query: typist.type(lot) }))
      .filter((item): item is { lot: Lot; query: string } => item.query !== null && item.query.trim() !== '')
      .slice(0, SAMPLE);
    let found = 0;
    let precise = 0;
    let shown = 0;
    const samples: number[] = [];
    for (const { lot, query } of typed) {
      const input: SearchInput =
        typist.search === 'seller'
          ? { type: 'seller', sellerName: query, page: 1, pageSize: 10 }
          : { type: 'title', query, exactPhrase: typist.exact ?? false, page: 1, pageSize: 10 };
      const started = performance.now();
      const { rows } = await search.run(await search.plan(input), input);
      samples.push(performance.now() - started);
      const hit = rows.some((row) =>
        typist.search === 'seller'
          ? row.sellerName === lot.seller
          : typist.search === 'author'
            ? row.author === lot.author
            : key(row.title) === key(lot.title),
      );
      if (hit) found += 1;
      else if (MISSES) log(`  missed: ${query}  (${lot.title}${typist.search === 'author' ? `, ${lot.author}` : ''})`);
      if (typist.exact) {
        const phrase = key(query);
        precise += rows.filter((row) => ` ${key(`${row.title} ${row.author ?? ''}`)} `.includes(` ${phrase} `)).length;
        shown += rows.length;
      }
    }
    const rate = typed.length ? `${((100 * found) / typed.length).toFixed(0)}%` : '–';
    const precision = typist.exact && shown ? ` (precision ${((100 * precise) / shown).toFixed(0)}%)` : '';
    const example = typed[0]?.query.slice(0, 48) ?? '';
    log(
      `${typist.name.padEnd(42)} ${`${rate}${precision}`.padStart(18)} ${String(typed.length).padStart(6)}   ${pair(stats(samples)).padStart(20)}   ${example}`,
    );
  }
}

log(
  `Search quality: ${COUNT.toLocaleString('en')} lots of the demo archive on ${ENGINE === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${SAMPLE} lots per way of typing`,
);
let database: Database;
if (ENGINE === 'pg') {
  const url = await benchDatabaseUrl();
  if (!url) throw new Error('BENCH_ENGINES=pg needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
  await preparePg(url, COUNT, demoSeeder, log);
  database = await openDatabase({ driver: 'pg', url, poolSize: 2 });
} else {
  const dataDir = path.join(root, 'bench-results', `pglite-${COUNT}`);
  await preparePglite(dataDir, COUNT, demoSeeder, log);
  database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
}
try {
  await measure(database);
} finally {
  await database.close();
}
