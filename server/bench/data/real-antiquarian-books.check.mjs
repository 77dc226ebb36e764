// Checks the evaluation set of real antiquarian books (real-antiquarian-books.json, next to this file) and
// prints what it holds: per category, per decade, per spelling, the hard cases it covers.
// `node server/bench/data/real-antiquarian-books.check.mjs` — plain Node, no dependencies.
// Errors (exit code 1): fewer than 330 entries, a duplicate id, a missing or mistyped field, a year outside
// 1700–1995, an unknown category, a phrase that is not in its title. Warnings (exit code 0): a pre-1918 title
// without any mark of the old spelling where one is expected, a modern title that differs from a mechanical
// reading of the old one, a phrase of other than 2–4 words, a description that does not mention the year.
// Warnings that are known to be right (the book is printed so) are listed in NOTES and printed as notes.
import fs from 'node:fs';
import path from 'node:path';

const file = path.join(import.meta.dirname, 'real-antiquarian-books.json');
const MIN_ENTRIES = 330;
const CATEGORIES = [
  'Книги до 1917',
  'Книги 1917-1940',
  'Книги 1941-1991',
  'Журналы',
  'Открытки и графика',
  'Карты',
  'Детская литература',
];
/** field → allowed types ('null' for null) */
const FIELDS = {
  id: ['string'],
  title: ['string'],
  modernTitle: ['string'],
  author: ['string', 'null'],
  authorFull: ['string', 'null'],
  year: ['number'],
  place: ['string', 'null'],
  publisher: ['string', 'null'],
  pages: ['string', 'null'],
  category: ['string'],
  description: ['string'],
  phrase: ['string', 'null'],
};

/**
 * Entries whose warnings are known and right: the book is printed that way. They are listed as notes, not
 * warnings. Add an id here only with the reason.
 */
const NOTES = {
  r058: 'Dahl\'s first edition spells «великорускаго» with one с; modern spelling has two',
  r113: 'futurist edition: printed without ъ and ѣ',
  r114: 'futurist edition: printed without ъ and ѣ',
  r117: 'futurist edition: printed without ъ and ѣ',
  r176: 'the edition is undated on its title pages (1890s)',
  r362: '«Живаго» is a surname (Pasternak, 1959), not the old genitive ending -аго',
};
const errors = [];
const warnings = [];
const notes = [];
const error = (entry, text) => errors.push(`${entry?.id ?? '?'}: ${text}`);
const warn = (entry, text) => {
  const note = NOTES[entry?.id];
  (note ? notes : warnings).push(`${entry?.id ?? '?'}: ${text}${note ? ` — ${note}` : ''}`);
};

let entries;
try {
  entries = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (cause) {
  console.error(`cannot read ${file}: ${cause.message}`);
  process.exit(1);
}
if (!Array.isArray(entries)) {
  console.error('the file must hold a JSON array');
  process.exit(1);
}
if (entries.length < MIN_ENTRIES) errors.push(`only ${entries.length} entries (at least ${MIN_ENTRIES} are needed)`);

// ---- the old spelling ----
const OLD_LETTERS = /[ѣѢіІѳѲѵѴ]/;
const CYR_CONSONANT_END = /[бвгджзклмнпрстфхцчшщ]$/i;
const words = (text) => text.match(/[\p{L}\p{N}-]+/gu) ?? [];
/** Words of a title, split on hyphens too (лейбъ-гвардіи → лейбъ, гвардіи). */
const plainWords = (text) => words(text).flatMap((word) => word.split('-')).filter(Boolean);
/** раз-/из-/воз-/без-/низ-/чрез- kept their з before с: разсказъ, изслѣдованіе, возстаніе. */
const OLD_PREFIX = /^(раз|из|воз|без|низ|чрез)с/i;
const isCyrillic = (word) => /^[\u0400-\u04ff]+$/.test(word);
/** Marks of the pre-1918 spelling: an old letter, a hard sign ending a word, an old adjective ending. */
function oldMarks(text) {
  const marks = [];
  if (OLD_LETTERS.test(text)) marks.push('letter');
  if (plainWords(text).some((word) => /[бвгджзклмнпрстфхцчшщ]ъ$/i.test(word))) marks.push('ъ');
  if (plainWords(text).some((word) => /(аго|яго|ыя|ія)$/i.test(word) && word.length > 4)) marks.push('ending');
  if (plainWords(text).some((word) => OLD_PREFIX.test(word))) marks.push('prefix');
  return marks;
}
const isOldSpelling = (text) => oldMarks(text).length > 0;

/** A mechanical reading of an old title in the modern spelling (what a collector's search would fold). */
function toModern(text) {
  return text.replace(/[\p{L}]+/gu, (word) => {
    let w = word;
    const upper = w === w.toUpperCase() && w.length > 1;
    w = w.toLowerCase();
    if (w === 'ея') w = 'ее';
    w = w.replace(/^(раз|из|воз|без|низ|чрез)с/, (_, prefix) => prefix.slice(0, -1) + 'сс');
    // adjective endings first, while і still tells them from the modern -ия of nouns (Стратегия)
    w = w.replace(/([жшчщ])аго$/, '$1его').replace(/яго$/, 'его').replace(/аго$/, 'ого');
    w = w.replace(/ыя$/, 'ые').replace(/([кгхжшчщ])ія$/, '$1ие').replace(/([бвгджзклмнпрстфхцчшщ]н)ія$/, '$1ие');
    w = w.replace(/ѣ/g, 'е').replace(/[іѵ]/g, 'и').replace(/ѳ/g, 'ф');
    w = w.replace(/ъ$/, '');
    if (upper) return w.toUpperCase();
    return word[0] === word[0].toUpperCase() ? w[0].toUpperCase() + w.slice(1) : w;
  });
}

// ---- per entry ----
const ids = new Set();
for (const [index, entry] of entries.entries()) {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    errors.push(`#${index}: not an object`);
    continue;
  }
  for (const [field, types] of Object.entries(FIELDS)) {
    const value = entry[field];
    const type = value === null ? 'null' : typeof value;
    if (!(field in entry)) error(entry, `no field "${field}"`);
    else if (!types.includes(type)) error(entry, `"${field}" is ${type}, expected ${types.join(' or ')}`);
    else if (type === 'string' && value.trim() === '') error(entry, `"${field}" is empty`);
  }
  for (const field of Object.keys(entry)) if (!(field in FIELDS)) warn(entry, `unknown field "${field}"`);
  if (typeof entry.id === 'string') {
    if (!/^r\d{3,}$/.test(entry.id)) error(entry, 'id must look like r001');
    if (ids.has(entry.id)) error(entry, 'duplicate id');
    ids.add(entry.id);
  }
  if (typeof entry.year === 'number' && (!Number.isInteger(entry.year) || entry.year < 1700 || entry.year > 1995))
    error(entry, `year ${entry.year} is outside 1700–1995`);
  if (typeof entry.category === 'string' && !CATEGORIES.includes(entry.category))
    error(entry, `unknown category "${entry.category}"`);
  if (typeof entry.phrase === 'string' && typeof entry.title === 'string') {
    if (!entry.title.includes(entry.phrase)) error(entry, `phrase «${entry.phrase}» is not in the title`);
    // a hyphenated word is one word, but its parts are enough for a phrase of two (Царь-Девица)
    const whole = words(entry.phrase).filter((word) => !/^\p{Lu}$/u.test(word)).length;
    const parts = plainWords(entry.phrase).filter((word) => !/^\p{Lu}$/u.test(word)).length;
    if (parts < 2 || whole > 4) warn(entry, `phrase «${entry.phrase}» has ${whole} words (2–4 expected)`);
  }
  if (typeof entry.title !== 'string' || typeof entry.modernTitle !== 'string') continue;

  // the old spelling where it is expected
  const marks = oldMarks(entry.title);
  if (entry.year < 1918 && marks.length === 0) {
    const wanting = plainWords(entry.title).filter(
      (word) => isCyrillic(word) && word.length > 1 && CYR_CONSONANT_END.test(word),
    );
    if (wanting.length > 0)
      warn(entry, `pre-1918 title without old spelling (words ending in a consonant: ${wanting.join(', ')})`);
  }
  if (isOldSpelling(entry.modernTitle) && /[ѣіѳѵ]/i.test(entry.modernTitle))
    warn(entry, `modern title still has old letters: «${entry.modernTitle}»`);
  if (marks.length > 0 && entry.title === entry.modernTitle)
    warn(entry, 'old-spelling title but modernTitle is the same');
  if (marks.length > 0) {
    const mechanical = toModern(entry.title);
    if (mechanical !== entry.modernTitle)
      warn(entry, `modernTitle «${entry.modernTitle}» ≠ mechanical reading «${mechanical}» (check it)`);
  } else if (entry.title !== entry.modernTitle) warn(entry, 'modern-spelling title but modernTitle differs');
  if (typeof entry.description === 'string' && !entry.description.includes(String(entry.year)))
    warn(entry, `description does not mention the year ${entry.year}`);
}

// ---- counts ----
const count = (list, keyOf) => {
  const counts = new Map();
  for (const item of list) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};
const table = (title, counts, order) => {
  console.log(`\n${title}`);
  const keys = order ?? [...counts.keys()].sort();
  for (const key of keys) if (counts.has(key)) console.log(`  ${String(key).padEnd(28)} ${counts.get(key)}`);
};
const valid = entries.filter((entry) => entry && typeof entry.title === 'string' && typeof entry.year === 'number');

console.log(`${file}\n${entries.length} entries`);
table('Per category', count(valid, (entry) => entry.category), CATEGORIES);
table(
  'Per decade',
  count(valid, (entry) => `${Math.floor(entry.year / 10) * 10}s`),
);
table(
  'Per century',
  count(valid, (entry) =>
    entry.year < 1801 ? '18th (–1800)' : entry.year < 1901 ? '19th (1801–1900)' : '20th (1901–)',
  ),
);
table(
  'Title spelling',
  count(valid, (entry) => (isOldSpelling(entry.title) ? 'pre-reform (old)' : 'modern')),
);
table(
  'Description opening spelling',
  count(valid, (entry) => (isOldSpelling(String(entry.description).slice(0, 160)) ? 'pre-reform (old)' : 'modern')),
);
table(
  'Before 1918 / after',
  count(valid, (entry) =>
    entry.year < 1918 ? (isOldSpelling(entry.title) ? '<1918, old spelling' : '<1918, no old mark') : '≥1918'),
);

/** How a description opens (the forms a bibliographic parser must read). */
function openingForm(description) {
  const head = String(description).slice(0, 200);
  if (/^(Автор|Название)\s*:/m.test(head)) return 'labelled lines (Автор: …)';
  if (/^[А-ЯЁѢІѲ][^\s,.]+,? [А-ЯЁѲ]\.\s?[А-ЯЁѲ]?\.?.*?\s—\s/u.test(head) && /[—–-]\s*[^—]*:/.test(head))
    return 'ГОСТ-like (— Город: Издатель, год)';
  if (/^[А-ЯЁѢІѲ][а-яёѣіѳ]+, [А-ЯЁѲ]\. ?[А-ЯЁѲ]?\.?\s/u.test(head)) return 'Фамилия, И. О. Заглавие. Город, год';
  if (/^[А-ЯЁѲ]\.[А-ЯЁѲ]?\.? ?[А-ЯЁѢІѲ][а-яёѣі]+ «/u.test(head) || /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ «/u.test(head))
    return 'И.О. Фамилия «Заглавие», год г.';
  if (/^[А-ЯЁѢІѲ][а-яёѣіѳ]+ [А-ЯЁѲ]\.[А-ЯЁѲ]?\.? /u.test(head)) return 'Фамилия И.О. Заглавие. Город, год';
  if (isOldSpelling(head.slice(0, 80))) return 'title page copied (old spelling)';
  return 'other (no author first)';
}
table('Description openings', count(valid, (entry) => openingForm(entry.description)));

// hard cases the search must handle
const normalised = (entry) => toModern(entry.modernTitle).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/**
 * Editions of one work: the same author, and one title (folded to the modern spelling) is the other's
 * beginning word for word («Камень» — «Камень. Стихи»), or the first four words agree; for books without
 * an author, the same title from the same publisher.
 */
function editionsOfWorks() {
  const byAuthor = new Map();
  const anonymous = new Map();
  for (const entry of valid) {
    if (entry.author !== null)
      byAuthor.set(entry.author, [...(byAuthor.get(entry.author) ?? []), normalised(entry).split(' ')]);
    // without an author: the same title from the same publisher (a title alone joins different works)
    else if (entry.publisher !== null) {
      const key = `— | ${normalised(entry)} | ${entry.publisher}`;
      anonymous.set(key, (anonymous.get(key) ?? 0) + 1);
    }
  }
  const groups = [...anonymous].filter(([, n]) => n >= 2).map(([key, n]) => `${key} (${n})`);
  for (const [author, titles] of byAuthor) {
    const parent = titles.map((_, index) => index);
    const root = (index) => (parent[index] === index ? index : (parent[index] = root(parent[index])));
    const sameWork = (one, other) => {
      const [short, long] = one.length <= other.length ? [one, other] : [other, one];
      const prefix = (length) => short.slice(0, length).every((word, index) => long[index] === word);
      return prefix(short.length) || (short.length >= 4 && prefix(4));
    };
    for (let i = 0; i < titles.length; i++)
      for (let j = i + 1; j < titles.length; j++) if (sameWork(titles[i], titles[j])) parent[root(j)] = root(i);
    const sizes = count(titles.map((_, index) => root(index)), (index) => index);
    for (const [index, size] of sizes) if (size >= 2) groups.push(`${author} | ${titles[index].join(' ')} (${size})`);
  }
  return groups;
}
const multiNames = editionsOfWorks();
const multi = multiNames.map((name) => Number(name.match(/\((\d+)\)$/)[1]));
const has = (predicate) => valid.filter(predicate).length;
const titleWords = (entry) => plainWords(entry.title);
const EMIGRE = /Париж|Берлин|Прага|Белград|Нью-Йорк|София|Мюнхен|Рига|Харбин|Анн-Арбор|Франкфурт|Вашингтон/;
console.log('\nHard cases');
const cases = [
  ['works in 2 or more editions (same author and title)', multi.length],
  ['  entries in them', multi.reduce((sum, n) => sum + n, 0)],
  ['hyphenated titles', has((entry) => /\p{L}-\p{L}/u.test(entry.title))],
  ['раз-/из-/воз-/без-/низ- + с (old prefix)', has((entry) => titleWords(entry).some((w) => OLD_PREFIX.test(w)))],
  ['one-word titles', has((entry) => words(entry.title.replace(/[.«»()]/g, ' ')).length === 1)],
  [
    '-аго/-яго/-ыя/-ія not in the last word',
    has((entry) => titleWords(entry).slice(0, -1).some((w) => /(аго|яго|ыя|ія)$/i.test(w) && w.length > 4)),
  ],
  ['regimental histories (полк in the title)', has((entry) => titleWords(entry).some((w) => /^полк(а|ъ)?$/i.test(w)))],
  ['with an exact phrase', has((entry) => entry.phrase !== null)],
  ['anonymous / collective (author null)', has((entry) => entry.author === null)],
  ['emigré and tamizdat places (Париж, Берлин, …)', has((entry) => EMIGRE.test(String(entry.place)))],
];
for (const [label, n] of cases) console.log(`  ${label.padEnd(52)} ${n}`);
console.log('\nWorks in several editions');
for (const name of multiNames) console.log(`  ${name}`);

if (notes.length) {
  console.log(`\n${notes.length} note(s) (known, printed so):`);
  for (const line of notes) console.log(`  ${line}`);
}

if (warnings.length) {
  console.log(`\n${warnings.length} warning(s):`);
  for (const line of warnings) console.log(`  ${line}`);
}
if (errors.length) {
  console.error(`\n${errors.length} error(s):`);
  for (const line of errors) console.error(`  ${line}`);
  process.exit(1);
}
console.log('\nOK');
