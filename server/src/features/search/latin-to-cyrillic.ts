/**
 * Reads a Russian word typed in Latin letters back into Cyrillic. Transliteration is ambiguous ('ts' is
 * 'ц' in 'Tsvetaeva' and 'тс' in 'sovetskij'; 'y' is 'ы', 'й' or the 'ий' of 'Gorky'), so the decoder
 * gives a few readings, best first: every way of cutting the word into the table's Latin spellings is
 * a path through a lattice, each choice costs (0 = what the systems mean most often), and the cheapest
 * few whole readings win. Deterministic: the same word always gives the same readings in the same order.
 *
 * The table covers what people type: GOST 7.79-B (shh, x, c/cz, y`, e`, `), the passport style
 * (ICAO 9303: ia, iu, ie, i for й, kh, ts), BGN/PCGN and Wikipedia (ya, yu, ye, y for й, ’ for ь),
 * Yandex and the Moscow metro (sch), Telegram's (c, h, j for ж), keyboard habits (ja, ju, h, c, w, q,
 * a dropped soft sign) and the scholarly letters with diacritics (š, č, ž, â, û). The readings are
 * folded (query-text.ts `foldText`): 'ё' comes out as 'е'.
 */

/** One Latin spelling and what it may stand for: [Cyrillic, cost, where it applies]. */
type Choice = readonly [cyrillic: string, cost: number, where?: Where];
/**
 * `start`/`end`: at the word's first/last letter (`end` also after a consonant); `vowel`/`consonant`:
 * after a Latin vowel/consonant; `closed`: not before a vowel ('iy' is 'ий' in 'Rossiyskogo', but
 * 'и' + 'я' in 'Istoriya').
 */
type Where = 'start' | 'end' | 'vowel' | 'consonant' | 'notStart' | 'closed';

const SIGNS = '\'’`ʹ"”ʺ';
const SOFT = 'ь';
const HARD = 'ъ';

/** The table, longest spellings first where it matters; costs are small integers and halves. */
const TABLE: Record<string, readonly Choice[]> = {
  shch: [['щ', 0]],
  // Telegram's щ; otherwise 'с' + 'к' ('Moscva').
  sc: [['щ', 1]],
  sch: [
    ['щ', 0],
    ['ш', 1],
  ],
  shh: [['щ', 0]],
  zh: [['ж', 0]],
  kh: [['х', 0]],
  ts: [
    ['ц', 0.5],
    ['тс', 0.5, 'notStart'],
  ],
  tc: [['ц', 0.5]],
  tz: [['ц', 0.5]],
  cz: [
    ['ц', 0],
    ['ч', 1],
  ],
  ch: [['ч', 0]],
  sh: [['ш', 0]],
  ph: [['ф', 1]],
  ya: [
    ['я', 0],
    ['ья', 0.5, 'consonant'],
    ['ъя', 1.5, 'consonant'],
  ],
  ja: [
    ['я', 0],
    ['ья', 0.5, 'consonant'],
  ],
  // 'Istoriia' (ICAO's ия), but also 'Dyavoliada', 'Iliada', 'Olimpiada': и + а, as every system writes it.
  ia: [
    ['ия', 0, 'consonant'],
    ['иа', 0.5, 'consonant'],
    ['я', 0.5],
    ['ья', 1, 'consonant'],
  ],
  yu: [
    ['ю', 0],
    ['ью', 0.5, 'consonant'],
  ],
  ju: [['ю', 0]],
  iu: [
    ['ю', 0.5],
    ['ью', 1, 'consonant'],
  ],
  yo: [
    ['е', 0],
    ['ье', 0.5, 'consonant'],
    ['йо', 1],
  ],
  jo: [['е', 0]],
  io: [['е', 1]],
  ye: [
    ['е', 0],
    ['ье', 0.5, 'consonant'],
    ['ые', 1, 'consonant'],
    ['ъе', 1.5, 'consonant'],
  ],
  je: [
    ['е', 0],
    ['ье', 0.5, 'consonant'],
  ],
  ie: [
    ['ие', 0],
    ['ье', 0.5, 'consonant'],
    ['ъе', 1, 'consonant'],
  ],
  // 'Rossijskogo', 'Rossiyskogo', 'Rossiiskogo', 'Dostoevskii', 'Krasnyi', 'Krasnyy': и or ы, then й.
  ij: [
    ['ий', 0, 'closed'],
    ['ый', 0.5, 'closed'],
  ],
  iy: [
    ['ий', 0, 'closed'],
    ['ый', 0.5, 'closed'],
  ],
  ii: [
    ['ий', 0, 'closed'],
    ['ии', 0.5, 'closed'],
    ['ый', 1, 'closed'],
  ],
  yj: [
    ['ый', 0, 'closed'],
    ['ий', 0.5, 'closed'],
  ],
  yy: [
    ['ый', 0, 'closed'],
    ['ий', 0.5, 'closed'],
  ],
  yi: [
    ['ый', 0, 'closed'],
    ['ий', 0.5, 'closed'],
  ],
  'y`': [['ы', 0]],
  'e`': [['э', 0]],
  'i`': [['и', 0]],
  '``': [[HARD, 0]],
  // BGN/PCGN's separator of letters that would otherwise read as one ('Det·stvo': т + с, not ц).
  '·': [['', 0]],
  "''": [[HARD, 0]],
  a: [['а', 0]],
  b: [['б', 0]],
  v: [['в', 0]],
  w: [['в', 0]],
  g: [['г', 0]],
  d: [['д', 0]],
  e: [
    ['е', 0],
    ['э', 0.5, 'start'],
    ['э', 1, 'vowel'],
    ['э', 2],
  ],
  z: [['з', 0]],
  i: [
    ['и', 0],
    ['й', 0.5, 'vowel'],
    ['ы', 2],
  ],
  j: [
    ['й', 0],
    ['ж', 0.5],
  ],
  k: [['к', 0]],
  q: [['к', 0]],
  l: [['л', 0]],
  m: [['м', 0]],
  n: [['н', 0]],
  o: [['о', 0]],
  p: [['п', 0]],
  r: [['р', 0]],
  s: [['с', 0]],
  t: [['т', 0]],
  u: [['у', 0]],
  f: [['ф', 0]],
  h: [
    ['х', 0],
    ['г', 2],
  ],
  c: [
    ['ц', 0, 'notStart'],
    ['к', 0.5],
    ['ц', 1],
    ['с', 1],
  ],
  x: [
    ['кс', 0],
    ['х', 0.5],
  ],
  y: [
    ['ы', 0, 'consonant'],
    ['й', 0, 'vowel'],
    // 'Gorky', 'Dostoevsky', 'Bely': the adjective ending with its й dropped.
    ['ий', 0, 'end'],
    ['ый', 0.5, 'end'],
    ['и', 1],
    ['ы', 1],
  ],
  // The scholarly letters (ISO 9, GOST 16876, ALA-LC), for text pasted from catalogues.
  š: [['ш', 0]],
  č: [['ч', 0]],
  ž: [['ж', 0]],
  ŝ: [['щ', 0]],
  â: [['я', 0]],
  û: [['ю', 0]],
  ë: [['е', 0]],
  yë: [['е', 0]],
  è: [['э', 0]],
  é: [
    ['е', 0],
    ['э', 0.5],
  ],
  ė: [['э', 0]],
  ĭ: [['й', 0]],
  ǐ: [['й', 0]],
};
for (const sign of SIGNS) {
  TABLE[sign] = '"”ʺ'.includes(sign)
    ? [[HARD, 0]]
    : [
        [SOFT, 0],
        [HARD, 1],
      ];
}
/**
 * Soft signs people drop: 'Gorkij' is 'Горький', 'Pisma' 'Письма', 'Dvenadtsat' 'Двенадцать', 'stulev'
 * 'стульев'. Worth a try after these letters, before a consonant, at the end of the word (cheaper: an
 * infinitive, a noun in -ть, -сть, -знь), and after 'l' before a vowel.
 */
const SOFTENED = new Set(['l', 'n', 't', 'd', 's', 'z', 'r']);
const DROPPED_SOFT_SIGN = 2;
const DROPPED_FINAL_SOFT_SIGN = 1;
const DROPPED_SOFT_SIGN_BEFORE_VOWEL = 1.5;

const LONGEST = Math.max(...Object.keys(TABLE).map((key) => key.length));
const VOWELS = new Set('aeiouy');
/** Using a shorter spelling where a longer one matches ('s'+'h' inside 'sh') costs this, per longer one. */
const SPLIT = 1.5;
/** Partial readings kept per position of the word. */
const BEAM = 24;

/** Latin letters the table knows (with the scholarly ones); a word with none of them is not decoded. */
const LATIN = /[a-zšžčŝâûëèéėĭǐ]/;
export const hasLatin = (word: string) => LATIN.test(word);

function applies(where: Where | undefined, word: string, at: number, length: number): boolean {
  const previous = word[at - 1];
  switch (where) {
    case undefined:
      return true;
    case 'start':
      return at === 0;
    case 'notStart':
      return at > 0;
    case 'end':
      return at + length === word.length && previous !== undefined && !VOWELS.has(previous);
    case 'closed':
      return at + length === word.length || !VOWELS.has(word[at + length]!);
    case 'vowel':
      return previous !== undefined && VOWELS.has(previous);
    case 'consonant':
      return previous !== undefined && /[a-z]/.test(previous) && !VOWELS.has(previous);
  }
}

/** A reading and what it cost. */
export type Reading = { text: string; cost: number };

function keep(beam: Map<string, number>, text: string, cost: number) {
  const known = beam.get(text);
  if (known === undefined || cost < known) beam.set(text, cost);
}

const cheapest = (beam: Map<string, number>, count: number): Reading[] =>
  [...beam]
    .map(([text, cost]) => ({ text, cost }))
    .sort((a, b) => a.cost - b.cost || a.text.localeCompare(b.text))
    .slice(0, count);

/**
 * The `count` cheapest Cyrillic readings of a lower-case word, best first. Letters the table does not
 * know (Cyrillic, digits) stay as they are; a word without a Latin letter is its own only reading.
 */
export function latinReadings(word: string, count: number): Reading[] {
  if (!hasLatin(word)) return [{ text: word, cost: 0 }];
  const beams: Array<Map<string, number>> = Array.from({ length: word.length + 1 }, () => new Map<string, number>());
  beams[0]!.set('', 0);
  for (let at = 0; at < word.length; at++) {
    const here = cheapest(beams[at]!, BEAM);
    if (here.length === 0) continue;
    // The spellings that can start here, longest first, each with the choices that apply in this place.
    const spellings: Array<{ spelling: string; choices: Choice[] }> = [];
    for (let length = Math.min(LONGEST, word.length - at); length >= 1; length--) {
      const spelling = word.slice(at, at + length);
      const choices = (TABLE[spelling] ?? []).filter(([, , where]) => applies(where, word, at, length));
      if (choices.length) spellings.push({ spelling, choices });
    }
    if (spellings.length === 0) {
      for (const { text, cost } of here) keep(beams[at + 1]!, text + word[at], cost);
      continue;
    }
    spellings.forEach(({ spelling, choices }, longer) => {
      const next = at + spelling.length;
      const letter = spelling.at(-1)!;
      const beforeConsonant = next < word.length && /[bcdfghjklmnpqrstvwxz]/.test(word[next]!);
      const softSign =
        spelling.length !== 1 || !SOFTENED.has(letter) || at === 0
          ? null
          : next === word.length
            ? DROPPED_FINAL_SOFT_SIGN
            : beforeConsonant
              ? DROPPED_SOFT_SIGN
              : letter === 'l' && /[aeiou]/.test(word[next]!)
                ? DROPPED_SOFT_SIGN_BEFORE_VOWEL
                : null;
      for (const { text, cost } of here) {
        for (const [cyrillic, choiceCost] of choices) {
          const total = cost + choiceCost + longer * SPLIT;
          keep(beams[next]!, text + cyrillic, total);
          if (softSign !== null) keep(beams[next]!, text + cyrillic + SOFT, total + softSign);
        }
      }
    });
  }
  return cheapest(beams[word.length]!, count);
}
