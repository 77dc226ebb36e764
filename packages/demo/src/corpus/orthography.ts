/**
 * Modern Russian → the pre-1918 spelling that title pages of the time carry: 'і' before a vowel,
 * a hard sign after a final consonant, 'ѣ' and 'ѳ' in the words this corpus uses, '-аго' endings,
 * 'раз-/из-/воз-/без-' before 'с'. Rule-based plus word lists, tuned to the vocabulary here; it is
 * not a general converter, and the tests pin the forms collectors know.
 */

/** Whole phrases whose forms depend on grammar the rules cannot see (plural adjectives). */
const PHRASES: Array<[RegExp, string]> = [
  [/мертвые души/gi, 'мертвыя души'],
  [/отечественные записки/gi, 'отечественныя записки'],
  [/избранные (сочинения|произведения|стихотворения|повести|места)/gi, 'избранныя $1'],
  [/новые (стихотворения|повести)/gi, 'новыя $1'],
  [/последние (стихотворения|письма)/gi, 'последнія $1'],
  [/старые годы/gi, 'старые годы'],
  [/мир искусства/gi, 'мір искусства'],
  [/вокруг света/gi, 'вокругъ свѣта'],
  [/всемирная/gi, 'всемірная'],
  [/всемирной/gi, 'всемірной'],
];

/** Stems with 'ѣ' or 'ѳ' (lower case), replaced wherever they occur in a word. */
const INNER_STEMS: Array<[string, string]> = [
  ['человек', 'человѣк'],
  ['месяц', 'мѣсяц'],
  ['желез', 'желѣз'],
  ['месячн', 'мѣсячн'],
  ['вест', 'вѣст'],
  ['свет', 'свѣт'],
  ['свещ', 'свѣщ'],
  ['цвет', 'цвѣт'],
  ['мест', 'мѣст'],
  ['след', 'слѣд'],
  ['смех', 'смѣх'],
  ['снег', 'снѣг'],
  ['хлеб', 'хлѣб'],
  ['обед', 'обѣд'],
  ['побед', 'побѣд'],
  ['онегин', 'онѣгин'],
  ['ведомост', 'вѣдомост'],
  ['исповед', 'исповѣд'],
  ['проповед', 'проповѣд'],
  ['заповед', 'заповѣд'],
  ['сведени', 'свѣдѣни'],
  ['бесед', 'бесѣд'],
  ['сосед', 'сосѣд'],
  ['заседан', 'засѣдан'],
  ['пример', 'примѣр'],
  ['размер', 'размѣр'],
  ['измерен', 'измѣрен'],
  ['летопис', 'лѣтопис'],
  ['алексе', 'алексѣ'],
  ['сергее', 'сергѣе'],
  ['сергей', 'сергѣй'],
  ['матвей', 'матвѣй'],
  ['федор', 'ѳедор'],
  ['феодо', 'ѳеодо'],
  ['фома', 'ѳома'],
  ['марфа', 'марѳа'],
  ['тимофе', 'тимоѳе'],
  ['афанас', 'аѳанас'],
  ['афин', 'аѳин'],
  ['арифмет', 'ариѳмет'],
  ['мифолог', 'миѳолог'],
  ['орфограф', 'орѳограф'],
  ['кафедр', 'каѳедр'],
  ['фадде', 'ѳадде'],
  ['голгоф', 'голгоѳ'],
  ['пифагор', 'пиѳагор'],
  ['варфолом', 'варѳолом'],
  ['изделия', 'издѣлия'],
  ['отдел', 'отдѣл'],
  ['лесн', 'лѣсн'],
  ['песн', 'пѣсн'],
  ['песен', 'пѣсен'],
  ['певц', 'пѣвц'],
  ['певец', 'пѣвец'],
  ['певч', 'пѣвч'],
];

/** Stems with 'ѣ' that only count at the start of a word (elsewhere the letters mean something else). */
const START_STEMS: Array<[string, string]> = [
  ['век', 'вѣк'],
  ['дет', 'дѣт'],
  ['дел', 'дѣл'],
  ['лес', 'лѣс'],
  ['бел', 'бѣл'],
  ['бед', 'бѣд'],
  ['немец', 'нѣмец'],
  ['немецк', 'нѣмецк'],
  ['немц', 'нѣмц'],
  ['река', 'рѣка'],
  ['реки', 'рѣки'],
  ['речн', 'рѣчн'],
  ['речь', 'рѣчь'],
  ['речи', 'рѣчи'],
  ['мера', 'мѣра'],
  ['меры', 'мѣры'],
  ['вера', 'вѣра'],
  ['веры', 'вѣры'],
  ['верн', 'вѣрн'],
  ['вероуч', 'вѣроуч'],
  ['вероисповед', 'вѣроисповѣд'],
  ['лето', 'лѣто'],
  ['летн', 'лѣтн'],
  ['глеб', 'глѣб'],
];

/** Whole words whose ending the rules would get wrong, or that changed entirely. */
const WORDS: Record<string, string> = {
  лет: 'лѣтъ',
  нет: 'нѣтъ',
  где: 'гдѣ',
  здесь: 'здѣсь',
  две: 'двѣ',
  двенадцать: 'двѣнадцать',
  хуторе: 'хуторѣ',
  много: 'много',
  немного: 'немного',
  одного: 'одного',
  строго: 'строго',
  долго: 'долго',
  дорого: 'дорого',
  того: 'того',
  всего: 'всего',
  ничего: 'ничего',
  себе: 'себѣ',
  тебе: 'тебѣ',
  близ: 'близъ',
  вере: 'вѣрѣ',
  вместе: 'вмѣстѣ',
};

/** Word-initial prefixes that were spelled with 'з' before 'с'. */
const PREFIXES: Array<[string, string]> = [
  ['расс', 'разс'],
  ['бесс', 'безс'],
  ['исс', 'изс'],
  ['восс', 'возс'],
];

/** Abbreviations that keep no hard sign before their full stop. */
const ABBREVIATIONS = new Set([
  'спб',
  'изд',
  'тип',
  'ил',
  'гг',
  'стр',
  'экз',
  'кн',
  'вып',
  'см',
  'пг',
  'лит',
  'худ',
  'ред',
  'пер',
  'др',
  'им',
  'св',
  'кол',
  'илл',
  'факс',
  'пол',
  'фот',
  'грав',
  'хромолит',
  'лл',
  'отд',
  'прил',
  'журн',
  'т-ва',
  'т-во',
]);

const CONSONANTS = 'бвгджзклмнпрстфхцчшщ';
const VOWELS_AFTER_I = 'аеёиоуыэюяй';

function transformLower(lower: string, nextChar: string): string {
  const exact = WORDS[lower];
  if (exact !== undefined) return exact.toLowerCase();
  let word = lower.replace(/ё/g, 'е');
  for (const [modern, old] of PREFIXES) {
    if (word.startsWith(modern)) {
      word = old + word.slice(modern.length);
      break;
    }
  }
  for (const [modern, old] of START_STEMS) {
    if (word.startsWith(modern)) {
      word = old + word.slice(modern.length);
      break;
    }
  }
  for (const [modern, old] of INNER_STEMS) {
    if (word.includes(modern)) word = word.split(modern).join(old);
  }
  // 'и' before a vowel or 'й' became 'і' (Россія, собраніе, сочиненій).
  let withI = '';
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    withI += char === 'и' && i + 1 < word.length && VOWELS_AFTER_I.includes(word[i + 1]!) ? 'і' : char;
  }
  word = withI;
  // Genitive adjectives: -аго (Россійскаго, Великаго); short words are pronouns.
  if (word.length >= 6 && word.endsWith('ого')) word = word.slice(0, -3) + 'аго';
  const last = word[word.length - 1]!;
  const isAbbreviation = nextChar === '.' && (word.length === 1 || ABBREVIATIONS.has(word));
  const isSingleLetter = word.length === 1;
  if (CONSONANTS.includes(last) && !isAbbreviation && nextChar !== '-') {
    if (!isSingleLetter || 'вкс'.includes(word)) word += 'ъ';
  } else if (CONSONANTS.includes(last) && nextChar === '-' && word.length > 2) {
    // Санктъ-Петербургъ, but not the abbreviation in Т-ва.
    word += 'ъ';
  }
  return word;
}

function applyCase(original: string, transformed: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return transformed.toUpperCase();
  let result = '';
  for (let i = 0; i < transformed.length; i++) {
    const source = original[Math.min(i, original.length - 1)]!;
    const upper = source !== source.toLowerCase();
    // The appended hard sign follows the case of the whole word, not of its last letter.
    result += upper && i < original.length ? transformed[i]!.toUpperCase() : transformed[i]!;
  }
  return result;
}

/** Titles repeat a lot across a corpus; converting each distinct one once keeps seeding fast. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** Converts modern spelling to the pre-reform one (for lots printed before 1918). */
export function toPreReform(text: string): string {
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const converted = convert(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, converted);
  return converted;
}

/** Words in the phrase list; texts without any of them skip the phrase pass. */
const PHRASE_TRIGGER = /мертвые|отечественные|избранные|новые|последние|старые|мир искусства|вокруг света|всемирн/i;
const wordCache = new Map<string, string>();

function convert(text: string): string {
  let source = text;
  if (PHRASE_TRIGGER.test(source)) {
    for (const [pattern, replacement] of PHRASES) {
      source = source.replace(pattern, (match, ...groups) => {
        const group = typeof groups[0] === 'string' ? groups[0] : '';
        const replaced = replacement.replace('$1', group.toLowerCase());
        return match[0] === match[0]!.toUpperCase() ? replaced[0]!.toUpperCase() + replaced.slice(1) : replaced;
      });
    }
  }
  return source.replace(/[А-Яа-яЁёІіѢѣѲѳ]+/g, (word, offset: number) => {
    const nextChar = source[offset + word.length] ?? '';
    // The hard sign depends only on whether a full stop or hyphen follows.
    const key = `${word}${nextChar === '.' || nextChar === '-' ? nextChar : ' '}`;
    let converted = wordCache.get(key);
    if (converted === undefined) {
      converted = convertWord(word, nextChar);
      if (wordCache.size >= CACHE_LIMIT) wordCache.clear();
      wordCache.set(key, converted);
    }
    return converted;
  });
}

function convertWord(word: string, nextChar: string): string {
  const lower = word.toLowerCase();
  // All-capital words are abbreviations (СССР); 'СПб' is mixed-case and handled as one.
  if (/^[А-ЯЁ]+$/.test(word) && word.length > 1 && !WORDS[lower]) return word;
  return applyCase(word, transformLower(lower, nextChar));
}
