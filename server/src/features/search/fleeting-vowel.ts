/**
 * The fleeting vowel of Russian nouns: 'кубок' but 'кубка', 'кубком'; 'четки' but 'четок'; 'камень'
 * but 'камня'. The Russian stemmer keeps the vowel where the word has it ('кубок' → 'кубок', 'кубком' →
 * 'кубк'), so the forms with and without it never meet. A query word also reads as its other stem:
 * the vowel (о or е) put before the stem's last consonant, or taken out. Measured on the real-books
 * bench and on the words of its titles and descriptions and the demo corpus (ADR 0043): of 3,326 words,
 * the readings meet 42 other words of the corpus, all the same noun or verb ('корешок' and 'корешка',
 * 'сказка' and 'сказок', 'вышла' and 'вышел'); the rules leave out what met the wrong ones ('Орлов' and
 * 'орел', 'Павлов' and 'Павел': the -ов/-ев of surnames; 'игра' and 'Игорь': р).
 *
 * A reading is written as the stem plus 'ами', which the stemmer takes off again ('кубоками' → 'кубок'),
 * so that it stands for the stem itself whatever PostgreSQL's stemmer would do to the bare stem.
 */

/** Case endings of nouns, longest first; '' is the nominative with no ending ('кубок', 'четок'). */
const ENDINGS = [
  'ами',
  'ями',
  'ом',
  'ем',
  'ой',
  'ей',
  'ою',
  'ею',
  'ах',
  'ях',
  'ам',
  'ям',
  'а',
  'я',
  'у',
  'ю',
  'е',
  'и',
  'ы',
  '',
];
const CONSONANT = /[бвгджзклмнпрстфхцчшщ]/;
/** The consonants a fleeting vowel stands before: -ок/-ек, -ец, -ень/-ен, -ел/-ол (not р: 'игра'/'Игорь'). */
const AFTER_VOWEL = /[кнцл]/;
/** After a soft sign, the consonants where the vowel comes back (not г: 'Ольга' is no 'Олег'). */
const SOFT_BEFORE = /[мнбц]/;
/**
 * A word with its fleeting vowel ('кубок', 'четок', 'камень', 'отец'): at least two letters before it.
 * Not -ел/-ол: the stemmer takes the -ов off surnames, so 'Павел' without its vowel would be 'Павлов'.
 */
const WITH_VOWEL = /^([а-я]+[бвгджзклмнпрстфхцчшщ])[ое]([кнц])ь?$/;
/** What the stemmer takes off a reading, leaving the stem. */
const CASE_ENDING = 'ами';
/** Shorter words ('дни', 'сна') have too little stem to guess at. */
const MIN_LENGTH = 4;

/** The readings of a folded Cyrillic word with its fleeting vowel put in or taken out (none for most words). */
export function fleetingVowelForms(word: string): string[] {
  if (word.length < MIN_LENGTH || !/^[а-я]+$/.test(word)) return [];
  const forms = new Set<string>();
  const withVowel = WITH_VOWEL.exec(word);
  if (withVowel && withVowel[1]!.length >= 2) forms.add(withVowel[1]! + withVowel[2]! + CASE_ENDING);
  // -ов/-ев are left out on purpose: surnames end so ('Орлов' is no 'орел').
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 3)!;
  const stem = word.slice(0, word.length - ending.length);
  const [before, last] = [stem.at(-2)!, stem.at(-1)!];
  // A word with no ending and no vowel ('волк', 'полк') has none to put in: 'волок' is another word.
  if (ending !== '') {
    if (AFTER_VOWEL.test(last) && CONSONANT.test(before) && before !== last) {
      for (const vowel of ['о', 'е']) forms.add(stem.slice(0, -1) + vowel + last + CASE_ENDING);
    } else if (before === 'ь' && SOFT_BEFORE.test(last)) {
      // 'письма' → 'писем', 'усадьба' → 'усадеб': the soft sign is where the vowel goes.
      forms.add(stem.slice(0, -2) + 'е' + last + CASE_ENDING);
    }
  }
  forms.delete(word);
  return [...forms];
}
