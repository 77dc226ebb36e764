import {
  foldLetters,
  GIVEN_NAMES,
  modernSpelling,
  PLACE_SOURCE,
  standardPlace,
  UNAMBIGUOUS_PLACE_SOURCE,
} from './bibliographic-names.ts';

/**
 * What a lot's description says about the book's edition, read from the bibliographic record dealers
 * open it with (ADR 0045): «Тютчев Ф.И. Стихотворенія. — СПб.: Тип. …, 1886. — 256 с.», «А.С. Пушкин
 * «Полтава», СПб., 1829 г.», "Автор: … Год издания: …" lines. A field is absent when the record does
 * not say it plainly: a wrong author is worse than none, since the search finds lots by it.
 */
export type BibliographicRecord = {
  /** "И.О. Фамилия" in the modern spelling, as the archive's lots have it (several joined by ", "). */
  author?: string;
  /** Place of publication: СПб., М., Пг., Л. abbreviated, other cities written out (modern spelling). */
  place?: string;
  /** Publisher or printer as the description writes it. */
  publisher?: string;
  year?: number;
};

const compiled = new Map<number, RegExp>();
/** The pattern of a call site (its id), compiled once: the reader runs over 230,000 descriptions in the backfill. */
function re(id: number, source: () => string, flags: string): RegExp {
  let pattern = compiled.get(id);
  if (!pattern) compiled.set(id, (pattern = new RegExp(source(), flags)));
  pattern.lastIndex = 0;
  return pattern;
}

/** The record is the description's opening; a later "Москва, 1990" is about something else. */
const OPENING = 600;
const FIRST_YEAR = 1500;

// Patterns over the folded text (foldLetters): old letters are their modern ones, positions unchanged.
// An initial, not an abbreviation that looks like one ("Ред.", "Изд.", "Т. 1").
const INITIAL = '(?!(?:Ред|Изд|Сост|Тип|Под|Пер|Вып|Гл|Доп|Илл|Рис|Кн|Св|Вел|Имп|Изд-во)\\.)[А-ЯA-Z][а-я]{0,2}\\.';
// Only the first initial may be longer than a letter ("Вяч.И.", "Ан. П."): «Куприн А.И. Яма.» ends at "И.".
const INITIALS = `${INITIAL}(?:\\s?(?!(?:Т|Ч|С)\\.\\s?\\d)[А-ЯA-Z]\\.){0,2}`;
const SURNAME = '[А-Я][а-я]+(?:-[А-Я][а-я]+)?';
const YEAR = '\\[?(1[5-9]\\d\\d|20\\d\\d)\\]?(?:\\s*[-–—]\\s*\\[?\\d{2,4}\\]?)?(?:\\s*гг?\\.?)?';
const NO_YEAR = '\\[?б\\.\\s?г\\.?\\]?';
const WHEN = `(?:${YEAR}|${NO_YEAR})(?![\\p{L}\\d])`;
const PUBLISHER = '([^:;\\[\\]—]{1,110}?)';

/** Ranks and titles written before a name («графъ Л.Н. Толстой», «Граф С.Ю. Витте»): skipped, never a surname. */
const RANKS =
  'граф графа графиня князь князя княгиня княжна кн герцог герцога барон барона баронесса митрополит епископ ' +
  'архиепископ протоиерей священник профессор профессора академик академика генерал генерала вел';
const RANK = `(?:(?:${RANKS.split(' ')
  .flatMap((rank) => [rank, rank[0]!.toUpperCase() + rank.slice(1)])
  .join('|')})ъ?\\.?\\s+)*`;
/** Words before a name in the genitive that make it someone other than the author (editor, artist, publisher). */
const NOT_AUTHOR_BEFORE = new Set(
  (
    'ред редакцией редакции редактор изд издание издания изданіе рисунки рисунками рис ил иллюстрации ' +
    'иллюстрациями перевод пер предисловие предисл вступ статья статьей сост составил составила фот гравюры ' +
    'портрет портретом обложка обложкой библиотека из для при у тип типография типографии т-ва книгопродавца ' +
    'комментарии примечания текст общ гл под памяти посвящение собрание коллекция владельца автограф подпись ' +
    'наблюдением участии общей т-во товарищество товарищества'
  ).split(' '),
);

/** Capitalised words that open titles, never surnames: "Сочинения А.П. Чехова" is not an author "Сочинения". */
const TITLE_WORDS = new Set(
  (
    'сочинения стихотворения стихи собрание полное история записки письма повести рассказы сказки сказка ' +
    'путешествие описание словарь альбом атлас журнал сборник избранное избранные русские русская русский ' +
    'жизнь труды материалы очерки опыт книга новые новый новая старая старый первое второе издание том часть ' +
    'каталог календарь альманах поэма роман драма комедия песни былины летопись библия евангелие азбука ' +
    'букварь учебник руководство курс атлас карта план вид виды портрет портреты мир война государь ' +
    'император императрица великий великая святой святая житие жития ' +
    RANKS
  ).split(' '),
);

/**
 * A patronymic: a given name's stem with -ович/-евич/-ич/-овна/-евна/-ична («Михайловичъ»), unlike a
 * surname with the same ending («Ходасевич», «Шостакович»).
 */
const PATRONYMIC = {
  test(word: string): boolean {
    const stem = /^(.+?)(?:ович|евич|ич|овна|евна|ична)$/u.exec(modernSpelling(word))?.[1];
    if (!stem || stem.length < 3) return false;
    const head = stem.slice(0, 4);
    return [...GIVEN_NAMES].some((name) => name.startsWith(head));
  },
};
const lowerFold = (word: string) => modernSpelling(word).toLowerCase();
const isSurname = (word: string) => !TITLE_WORDS.has(lowerFold(word)) && word.length >= 2;
const isGivenName = (word: string) => GIVEN_NAMES.has(modernSpelling(word));
const initialsOf = (written: string) => written.replace(/\s+/g, '');
/** A name as the archive writes it, initials first as printed under a title ("А.С. Пушкин"), modern spelling. */
const person = (surname: string, initials: string) =>
  `${initials ? `${initialsOf(modernSpelling(initials))} ` : ''}${modernSpelling(surname)}`;

/** A surname in the genitive back to the nominative: Чехова → Чехов, Толстого → Толстой, Ахматовой → Ахматова. */
export function nominative(genitive: string): string {
  const word = modernSpelling(genitive);
  const rules: [RegExp, string][] = [
    [/([кгхц])[оа]го$/u, '$1ий'],
    [/[оа]го$/u, 'ой'],
    [/яго$/u, 'ий'],
    [/(ов|ев|ин|ын)ой$/u, '$1а'],
    [/(ск|цк)ой$/u, '$1ая'],
    [/(ов|ев|ин|ын)а$/u, '$1'],
    [/([еи])я$/u, '$1й'],
    [/я$/u, 'ь'],
    [/([бвгдзклмнпрстфхцчшщ])а$/u, '$1'],
  ];
  for (const [ending, replacement] of rules) if (ending.test(word)) return word.replace(ending, replacement);
  return word;
}

/** A given name in the genitive: Александра → Александр, Марины → Марина, Натальи → Наталья. */
function givenNominative(genitive: string): string {
  const word = modernSpelling(genitive);
  if (/ы$/u.test(word)) return word.replace(/ы$/u, 'а');
  if (/и$/u.test(word)) return word.replace(/и$/u, 'я');
  return nominative(word);
}

/**
 * A person's name written any of the ways dealers write it ("Пушкин А.С.", "Пушкин, А. С.", "А.С. Пушкин",
 * "Александр Пушкин", "Пушкин Александр Сергеевич", "Александр Сергеевич Пушкин") as "А.С. Пушкин".
 */
export function personName(written: string): string | undefined {
  const text = foldLetters(written.trim())
    .replace(
      re(0, () => `^${RANK}`, 'u'),
      '',
    )
    .replace(/[.,;]+$/u, (end) => (end.startsWith('.') ? '.' : ''));
  let match = re(1, () => `^(${SURNAME}),?\\s+(${INITIALS})$`, 'u').exec(text);
  if (match && isSurname(match[1]!)) return person(match[1]!, match[2]!);
  match = re(2, () => `^(${INITIALS})\\s?(${SURNAME})\\.?$`, 'u').exec(text);
  if (match && isSurname(match[2]!)) return person(match[2]!, match[1]!);
  const words = text.replace(/\.$/u, '').split(/\s+/u);
  if (!words.every((word) => re(3, () => `^${SURNAME}$`, 'u').test(word))) return undefined;
  const patronymic = (word: string) => /(вич|вна|ична|ич)ъ?$/u.test(word);
  const initial = (word: string) => `${word[0]}.`;
  if (words.length === 3 && patronymic(words[1]!)) return person(words[2]!, initial(words[0]!) + initial(words[1]!));
  if (words.length === 3 && patronymic(words[2]!)) return person(words[0]!, initial(words[1]!) + initial(words[2]!));
  if (words.length === 2 && isGivenName(words[0]!) && isSurname(words[1]!))
    return person(words[1]!, initial(words[0]!));
  if (words.length === 2 && isGivenName(words[1]!) && isSurname(words[0]!))
    return person(words[0]!, initial(words[1]!));
  if (words.length === 1 && isSurname(words[0]!) && !isGivenName(words[0]!)) return person(words[0]!, '');
  return undefined;
}

/** "Фамилия И.О." (and ", Фамилия И.О." co-authors) opening the description, before the title. */
function authorFirst(folded: string): string | undefined {
  const one = `(${SURNAME}),?\\s+(${INITIALS})(?:\\s*\\([^)]{1,40}\\))?`;
  const head = re(4, () => `^${one}(?=[\\s,.])`, 'u').exec(folded);
  if (!head || !isSurname(head[1]!)) return undefined;
  const authors = [person(head[1]!, head[2]!)];
  const more = re(5, () => `^,\\s*${one}(?=[\\s,.])`, 'u');
  let rest = folded.slice(head[0].length);
  for (let next = more.exec(rest); next && isSurname(next[1]!); next = more.exec(rest)) {
    authors.push(person(next[1]!, next[2]!));
    rest = rest.slice(next[0].length);
  }
  return authors.join(', ');
}

/**
 * "И.О. Фамилия" or "Имя Фамилия" opening the description, followed by the title in quotes or a stop. In
 * a title a name and a stop is more often a hero than an author («Евгеній Онѣгинъ. Романъ»): not read there.
 */
function authorNamedFirst(folded: string, inTitle = false): string | undefined {
  const one = `(${INITIALS})\\s?(${SURNAME})`;
  const initials = re(6, () => `^${RANK}${one}(?=\\s*[«"„“,.:]|\\s+[—–])`, 'u').exec(folded);
  if (initials && isSurname(initials[2]!)) {
    const authors = [person(initials[2]!, initials[1]!)];
    // A co-author may run straight into the title («И. Ильф, Е. Петров Двенадцать стульев»).
    const more = re(7, () => `^,\\s*${one}(?=\\s*[«"„“,.:]|\\s+[—–]|\\s+\\p{Lu})`, 'u');
    let rest = folded.slice(initials[0].length);
    for (let next = more.exec(rest); next && isSurname(next[2]!); next = more.exec(rest)) {
      authors.push(person(next[2]!, next[1]!));
      rest = rest.slice(next[0].length);
    }
    return authors.join(', ');
  }
  // Not before a comma: «Евгеній Онѣгинъ, романъ въ стихахъ» is a title that is a name.
  const given = (
    inTitle
      ? re(8, () => `^(${SURNAME})\\s+(${SURNAME})(?=\\s*[«"„“])`, 'u')
      : re(9, () => `^(${SURNAME})\\s+(${SURNAME})(?=\\s*[«"„“]|\\.\\s)`, 'u')
  ).exec(folded);
  // «Николай Михайловичъ»: a given name and a patronymic, no surname.
  if (given && isGivenName(given[1]!) && isSurname(given[2]!) && !PATRONYMIC.test(given[2]!))
    return person(given[2]!, `${given[1]![0]}.`);
  return undefined;
}

/** The word before a position, folded to lower case without its final period ("ред." → "ред"). */
function wordBefore(folded: string, index: number): string {
  return /(?:^|[^\p{L}])-?([\p{L}-]+)\.?\s*$/u.exec(folded.slice(Math.max(0, index - 40), index))?.[1] ?? '';
}

/** Stems of the words that introduce someone other than the author: editor, publisher, artist, translator. */
const OTHER_ROLE = /^(?:ред|изд|под|сост|рис|илл|пер|фот|грав|комм|прил|наблюд|преемн|наслед|вступ|предисл|примеч)/u;

/** Whether one of the three words before a name introduces another role («Подъ общею редакціею П.П. Семенова»). */
function introducedAsOther(head: string, index: number): boolean {
  const words =
    head
      .slice(Math.max(0, index - 60), index)
      .toLowerCase()
      .match(/[\p{L}-]+/gu) ?? [];
  return words.slice(-3).some((word) => OTHER_ROLE.test(word) || NOT_AUTHOR_BEFORE.has(word));
}

/**
 * The author named after the title: as a sentence of its own («Симфонія. Андрей Бѣлый. Москва, 1902»), in
 * the genitive ending a sentence («Очерки и разсказы Ан. П. Чехова.», «Стихи Александра Блока.»), or as the
 * compiler ("Составилъ С. Панчулидзевъ"), before the imprint. Never after "под ред.", "рисунки", "изд." …
 */
function authorAfterTitle(folded: string, before: number): string | undefined {
  const head = folded.slice(0, before);
  const own = re(
    10,
    () => `(?<=[.»)]\\s|\\n)${RANK}(?:(${INITIALS})\\s?(${SURNAME})|(${SURNAME})\\s+(${SURNAME}))(?=[.,]\\s|[.,]?$)`,
    'gu',
  );
  for (const match of head.matchAll(own)) {
    const previous = wordBefore(head, match.index);
    // After an initial ("Ан. П. Чехова") the match is the tail of a longer name.
    if (NOT_AUTHOR_BEFORE.has(previous.toLowerCase()) || /^\p{Lu}\p{Ll}?$/u.test(previous)) continue;
    // A genitive («Графа Л.Н. Толстаго.») is read by the genitive rule below.
    if (match[2] && isSurname(match[2]) && !/(ого|аго|яго|ой|ых|их)$/u.test(match[2]))
      return person(match[2], match[1]!);
    if (match[3] && isGivenName(match[3]) && isSurname(match[4]!) && !PATRONYMIC.test(match[4]!))
      return person(match[4]!, `${match[3][0]}.`);
  }
  const genitive = re(
    11,
    () =>
      `(?<=[\\p{L}».]\\s)${RANK}(?:(${INITIALS})\\s?(${SURNAME})|(${SURNAME})\\s+(?:(${SURNAME}(?:вича|ича))\\s+)?(${SURNAME}))(?=\\.(?:\\s|$))`,
    'gu',
  );
  for (const match of head.matchAll(genitive)) {
    const previous = wordBefore(head, match.index);
    if (introducedAsOther(head, match.index) || /^\p{Lu}\p{Ll}?$/u.test(previous)) continue;
    const surname = match[2] ?? match[5]!;
    // A patronymic is no surname («князя Игоря Святославича»).
    if (!/(а|я|ого|аго|яго|ой)$/u.test(modernSpelling(surname)) || /(вича|ича|вны|ичны)$/u.test(surname)) continue;
    if (!isSurname(surname)) continue;
    if (match[1]) return person(nominative(surname), match[1]);
    if (isGivenName(givenNominative(match[3]!)))
      return person(nominative(surname), `${match[3]![0]}.${match[4] ? `${match[4][0]}.` : ''}`);
  }
  const one = `(${INITIALS})\\s?(${SURNAME})`;
  const compiler = re(
    12,
    () => `(?<![\\p{L}])(?:Составил[ъаи]?|Сост\\.|Собрал[ъаи]?)\\s+${one}((?:,\\s*${INITIALS}\\s?${SURNAME})*)`,
    'u',
  ).exec(head);
  if (!compiler || !isSurname(compiler[2]!)) return undefined;
  const others = [...compiler[3]!.matchAll(re(13, () => one, 'gu'))].map((other) => person(other[2]!, other[1]!));
  return [person(compiler[2]!, compiler[1]!), ...others].join(', ');
}

/** «Сочиненія А.П. Чехова», «Стихотворенія Ѳ. Тютчева»: the author in the genitive right after the heading. */
function authorInGenitive(folded: string): string | undefined {
  const heading =
    '(?:Полное собрание сочинений|Собрание сочинений|Избранные сочинения|Сочинения|Стихотворения|Повести и рассказы|Рассказы|Повести|Письма|Стихи|Творения|Труды|Сказки)';
  const initials = re(14, () => `^${heading}\\s+(${INITIALS})\\s?(${SURNAME})(?=[.,\\s]|$)`, 'u').exec(folded);
  if (initials) return person(nominative(initials[2]!), initials[1]!);
  return undefined;
}

/** Whether a text holds a sentence's end: a period after a whole word (not "тип.", "А.") before a capital. */
function crossesSentence(text: string): boolean {
  if (/\n|»\.\s+\p{Lu}/u.test(text)) return true;
  return [...text.matchAll(/([\p{L}-]+)\.\s+\p{Lu}\p{Ll}{2}/gu)].some(
    ([, word]) => word!.length >= 3 && !ABBREVIATIONS.has(word!.toLowerCase()),
  );
}

type Imprint = { place?: string; publisher?: string; year?: number; index: number };

/** "Въ тип. Н. Греча" → "Тип. Н. Греча"; "книгоиздательство «Огни»" → "Огни"; undefined for no name. */
function cleanPublisher(written: string | undefined): string | undefined {
  if (!written) return undefined;
  let text = written
    .trim()
    .replace(/^(?:въ?|в)\s+(?=\p{Ll})/iu, '')
    .replace(/[\s,.:;—–-]+$/u, (end) => (end.trim().startsWith('.') ? '.' : ''))
    .trim();
  const quoted = /^(?:(?:книго)?издательство|изд-во|изд\.)?\s*[«"„“]([^»"”]+)[»"”]$/iu.exec(text);
  if (quoted) text = quoted[1]!.trim();
  if (text.length < 2 || text.length > 100 || !/\p{L}{2}/u.test(text) || /^\d/u.test(text)) return undefined;
  return text[0]!.toUpperCase() + text.slice(1);
}

const yearOf = (written: string | undefined, lastYear: number) => {
  const year = Number(written);
  return written !== undefined && year >= FIRST_YEAR && year <= lastYear ? year : undefined;
};

/** Places ("СПб.", "М.; Л.", "— Город:") each followed by the imprint's publisher and year. */
function findImprint(folded: string, original: string, lastYear: number): Imprint | undefined {
  const known = re(
    15,
    () => `(?<=^|[.,;:—–(]\\s?|[.,;:—–(]\\s\\s)(?:${PLACE_SOURCE})(?:\\s*[;—–]\\s*(?:${PLACE_SOURCE}))*(?![\\p{L}-])`,
    'gu',
  );
  const dashed = /(?<=[—–]\s?)\p{Lu}\p{Ll}+(?:[- ]\p{L}\p{Ll}+){0,2}(?=\s*:)/gu;
  const candidates = [...folded.matchAll(known), ...folded.matchAll(dashed)].sort((a, b) => a.index - b.index);
  const tails = [
    re(16, () => `\\s*:\\s*${PUBLISHER}\\s*,\\s*${WHEN}`, 'uy'),
    re(17, () => `\\s*,\\s*(?!\\d)${PUBLISHER}\\s*,\\s*${WHEN}`, 'uy'),
    re(18, () => `\\s*[:,]?\\s*${WHEN}`, 'uy'),
    // "Москва, «Скорпіонъ»." without a year: only a quoted name, anything else may be the next sentence.
    re(19, () => `\\s*[:,]\\s*([«"„][^»"”]{1,60}[»"”])(?=[.,;]?(?:\\s|$))`, 'uy'),
    re(20, () => `\\s*:\\s*([^.:;,\\d]{2,60}?)(?=\\.(?:\\s|$)|$)`, 'uy'),
  ];
  for (const candidate of candidates) {
    const end = candidate.index + candidate[0].length;
    for (const [which, tail] of tails.entries()) {
      tail.lastIndex = end;
      const match = tail.exec(folded);
      if (!match) continue;
      const publisherGroup = which === 2 ? 0 : 1;
      const publisherText =
        publisherGroup && match[1] !== undefined
          ? original.slice(end + match[0].indexOf(match[1]), end + match[0].indexOf(match[1]) + match[1].length)
          : undefined;
      // A publisher runs to the year, but never over a sentence's end («Москва, «Скорпіонъ». Первая книга, 1908»).
      if (publisherText && crossesSentence(foldLetters(publisherText))) continue;
      const place = original
        .slice(candidate.index, end)
        .split(/\s*[;—–]\s*/u)
        .map(standardPlace)
        .join('; ');
      return {
        place,
        publisher: cleanPublisher(publisherText),
        year: yearOf(which >= 3 ? undefined : match[which <= 1 ? 2 : 1], lastYear),
        index: candidate.index,
      };
    }
  }
  return undefined;
}

const EDITION_WORDS =
  'первое|второе|третье|четвертое|пятое|шестое|седьмое|восьмое|девятое|десятое|новое|исправленное|дополненное|' +
  'переработанное|стереотипное|посмертное|отдельное|роскошное|подарочное|иллюстрированное|полное|\\d';
const ABBREVIATIONS = new Set(
  'тип изд журн кн вел им имп импер гос ред акад ун-та т-ва т-во о-ва о-во св собств канц отд худ лит учеб пед бр'.split(
    ' ',
  ),
);

/** "Изданіе А.Ф. Маркса", "изд. «Радуга»", "Типографія Сытина": a publisher named outside the imprint. */
function publisherPhrase(folded: string, original: string): string | undefined {
  const head = re(
    21,
    () =>
      `(?<![\\p{L}])(?:Издание|издание|Изд\\.|изд\\.|Издательство|издательство|Книгоиздательство|книгоиздательство|Типография|типография)\\s+(?!(?:${EDITION_WORDS})(?![\\p{L}]))(?=[«"„А-Я]|книгопродавца|товарищества|журнала|журн\\.|т-ва|вел\\.|автора)`,
    'gu',
  );
  for (const match of folded.matchAll(head)) {
    let end = match.index + match[0].length;
    let quoted = false;
    for (; end < folded.length && end - match.index < 90; end += 1) {
      const char = folded[end]!;
      if ('«"„“'.includes(char)) quoted = true;
      else if ('»"”'.includes(char)) quoted = false;
      if (quoted) continue;
      if (char === ',' || char === ';' || char === ':' || char === '(') break;
      if (char === '.' && /\s/u.test(folded[end + 1] ?? ' ')) {
        const word = /[\p{L}-]*$/u.exec(folded.slice(0, end))![0];
        if (!(word.length === 1 || ABBREVIATIONS.has(word.toLowerCase()))) break;
      }
    }
    const publisher = cleanPublisher(original.slice(match.index, end));
    if (publisher) return publisher;
  }
  return undefined;
}

const LABELS =
  'Автор|Авторы|Название|Заглавие|Издание|Год издания|Год выпуска|Год|Издательство|Издатель|Типография|Место издания|' +
  'Место и год|Место|Город|Выходные данные|Состояние|Описание|Переплет|Переплёт|Страниц|Кол-во страниц|' +
  'Количество страниц|Формат|Тираж|Серия|Язык|Жанр|Сохранность|Иллюстрации|Примечание';

/** "Автор: …", "Год издания: …", "Издательство: …" lines (their line breaks are gone in the plain text). */
function labelled(folded: string, original: string): Map<string, string> {
  const values = new Map<string, string>();
  const label = re(22, () => `(?<![\\p{L}])(${LABELS})\\s*:\\s*`, 'gu');
  const found = [...folded.matchAll(label)];
  for (const [i, match] of found.entries()) {
    const start = match.index + match[0].length;
    const lineEnd = original.indexOf('\n', start);
    const end = Math.min(found[i + 1]?.index ?? original.length, lineEnd < 0 ? original.length : lineEnd, start + 160);
    const name = match[1]!.toLowerCase();
    if (!values.has(name)) values.set(name, original.slice(start, end).trim());
  }
  return values;
}

/**
 * The names of an "Автор:" line: each name (split at commas and "и") as the longest run of its first words
 * that reads as a person's name, since the line may run on into the description.
 */
function labelledNames(value: string): string | undefined {
  const names: string[] = [];
  for (const part of value.split(/\s*(?:,|;|\sи\s)\s*(?=\p{Lu})/u)) {
    const words = part.split(/\s+/u);
    let name: string | undefined;
    for (let count = Math.min(words.length, 5); count > 0 && !name; count -= 1) {
      name = personName(words.slice(0, count).join(' '));
    }
    if (!name) break;
    names.push(name);
  }
  return names.length > 0 ? names.join(', ') : undefined;
}

/**
 * The author a lot's title names, for a description that names none: platforms' titles often open with
 * the author («Пушкин А.С. Сочинения») or end with it in the genitive («Герой нашего времени. Сочиненіе
 * М. Лермонтова»). Only the author: a title's numbers are rarely the edition's year.
 */
export function authorOfTitle(title: string): string | undefined {
  const text = title.replace(/\s+/gu, ' ').trim();
  return text
    ? readBibliographicRecord(/[.!?]$/u.test(text) ? text : `${text}.`, undefined, { inTitle: true }).author
    : undefined;
}

/** The bibliographic record at the opening of a lot's description (plain text); see BibliographicRecord. */
export function readBibliographicRecord(
  description: string,
  now: Date = new Date(),
  { inTitle = false }: { inTitle?: boolean } = {},
): BibliographicRecord {
  // Line breaks are kept: they end an "Автор:" or "Год издания:" line.
  const original = description
    .split(/\n/u)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, OPENING);
  const folded = foldLetters(original);
  const lastYear = now.getUTCFullYear();
  const record: BibliographicRecord = {};

  const labels = labelled(folded, original);
  const labelledAuthor = labels.get('автор') ?? labels.get('авторы');
  if (labelledAuthor) record.author = labelledNames(labelledAuthor);
  // The dealer said who wrote it ("Автор: коллектив"): no guess from the rest.
  const authorSaid = labelledAuthor !== undefined;
  for (const key of [
    'выходные данные',
    'издание',
    'место и год',
    'издательство',
    'издатель',
    'место издания',
    'место',
    'город',
  ]) {
    const value = labels.get(key);
    if (!value) continue;
    const imprint = findImprint(foldLetters(value), value, lastYear);
    if (imprint) {
      // "Издательство: Гиперборей, Петроград, 1916": the publisher before the place.
      if (!imprint.publisher && imprint.index > 0 && key.startsWith('издат'))
        imprint.publisher = cleanPublisher(value.slice(0, imprint.index).replace(/[\s,:]+$/u, ''));
      record.place ??= imprint.place;
      record.publisher ??= imprint.publisher;
      record.year ??= imprint.year;
    } else {
      // "СПб., тип. Департамента народного просвещения": a place, then the publisher without a year.
      const lead = re(23, () => `^(?:${PLACE_SOURCE})(?![\\p{L}])`, 'u').exec(foldLetters(value));
      if (lead) record.place ??= standardPlace(value.slice(0, lead[0].length));
      if (key.startsWith('издат'))
        record.publisher ??= cleanPublisher(value.slice(lead ? lead[0].length : 0).replace(/^\s*[,:]\s*/u, ''));
    }
  }
  for (const key of ['год издания', 'год выпуска', 'год']) {
    const value = labels.get(key);
    const year = value === undefined ? undefined : re(24, () => `^${YEAR}`, 'u').exec(value);
    if (year) record.year ??= yearOf(year[1], lastYear);
  }

  const imprint = findImprint(folded, original, lastYear);
  record.place ??= imprint?.place;
  record.publisher ??= imprint?.publisher;
  record.year ??= imprint?.year;
  if (!authorSaid)
    record.author ??=
      authorFirst(folded) ??
      authorNamedFirst(folded, inTitle) ??
      authorInGenitive(folded) ??
      authorAfterTitle(folded, imprint?.index ?? Math.min(folded.length, 300));
  record.publisher ??= publisherPhrase(folded, original);
  if (!record.place) {
    const place = re(25, () => `(?<=[.,;—–]\\s)(?:${UNAMBIGUOUS_PLACE_SOURCE})(?=[.,;:]?(?:\\s|$))`, 'u').exec(folded);
    if (place) record.place = standardPlace(original.slice(place.index, place.index + place[0].length));
  }
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}
