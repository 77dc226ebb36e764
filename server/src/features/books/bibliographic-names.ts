/**
 * Names the bibliographic-record reader needs: places of publication and given names. These are general
 * facts of Russian bibliography (the standard place abbreviations, the cities books were printed in, common
 * given names), not entries of any test set. Everything here is written in the folded alphabet
 * (ё→е, і→и, ѣ→е, ѳ→ф, ѵ→и; foldLetters) and matched with an optional final hard sign.
 */

/** One letter for one letter, so positions in the folded text are positions in the original. */
export function foldLetters(text: string): string {
  return text.replace(/[ёЁіІѣѢѳѲѵѴ]/gu, (letter) => FOLD[letter] ?? letter);
}
const FOLD: Record<string, string> = {
  ё: 'е',
  Ё: 'Е',
  і: 'и',
  І: 'И',
  ѣ: 'е',
  Ѣ: 'Е',
  ѳ: 'ф',
  Ѳ: 'Ф',
  ѵ: 'и',
  Ѵ: 'И',
};

/** A name in the modern spelling: the old letters folded and a word-final hard sign dropped. */
export function modernSpelling(text: string): string {
  return foldLetters(text).replace(/[ъЪ](?=$|[^\p{L}])/gu, '');
}

/**
 * Places with their standard abbreviation (GOST 7.0.12 keeps these four capitals abbreviated); the
 * patterns are regular-expression sources over folded text, longest first.
 */
const ABBREVIATED: readonly [string, string][] = [
  ['СПб.', 'С\\.?\\s?-?\\s?Петербургъ?|Санкт-Петербургъ?|Санктпетербургъ?|Петербургъ?|С\\.-Пб\\.|СПб\\.?|Спб\\.'],
  ['Пб.', 'Пб\\.'],
  ['Пг.', 'Петроградъ?|Пг\\.'],
  ['М.', 'Москва|М\\.'],
  ['Л.', 'Ленинградъ?|Л\\.'],
];

/**
 * Other cities, written out in bibliography. Names that are also given names or surnames (Владимир,
 * Николаев, Горький…) are left out: a place is accepted only inside an imprint, but a name is too
 * common a word to risk.
 */
const CITIES = [
  'Киев',
  'Одесса',
  'Харьков',
  'Казань',
  'Варшава',
  'Рига',
  'Вильна',
  'Вильно',
  'Тифлис',
  'Тбилиси',
  'Берлин',
  'Париж',
  'Прага',
  'Белград',
  'Мюнхен',
  'Нью-Йорк',
  'Вашингтон',
  'Анн-Арбор',
  'Франкфурт-на-Майне',
  'Франкфурт',
  'Лондон',
  'Лейпциг',
  'Вена',
  'Рим',
  'София',
  'Харбин',
  'Шанхай',
  'Владивосток',
  'Севастополь',
  'Симферополь',
  'Ростов-на-Дону',
  'Нижний Новгород',
  'Новгород',
  'Екатеринбург',
  'Свердловск',
  'Томск',
  'Иркутск',
  'Омск',
  'Новосибирск',
  'Ревель',
  'Таллин',
  'Таллинн',
  'Гельсингфорс',
  'Хельсинки',
  'Стокгольм',
  'Ташкент',
  'Баку',
  'Минск',
  'Смоленск',
  'Ярославль',
  'Тверь',
  'Воронеж',
  'Саратов',
  'Самара',
  'Пермь',
  'Вологда',
  'Архангельск',
  'Красноярск',
  'Хабаровск',
  'Тула',
  'Калуга',
  'Курск',
  'Псков',
  'Кишинев',
  'Житомир',
  'Чернигов',
  'Ялта',
  'Гамбург',
  'Дрезден',
  'Штутгарт',
  'Брюссель',
  'Женева',
  'Цюрих',
  'Ницца',
  'Нарва',
  'Юрьев',
  'Дерпт',
  'Тарту',
  'Екатеринослав',
  'Днепропетровск',
  'Сталинград',
  'Царицын',
  'Ставрополь',
  'Краснодар',
  'Екатеринодар',
  'Уфа',
  'Оренбург',
  'Челябинск',
  'Барнаул',
  'Петрозаводск',
  'Вятка',
  'Кострома',
  'Рязань',
  'Тамбов',
  'Пенза',
  'Симбирск',
  'Астрахань',
  'Новочеркасск',
  'Таганрог',
  'Херсон',
  'Львов',
  'Ковно',
  'Каунас',
  'Гродно',
  'Витебск',
  'Могилев',
  'Ереван',
  'Эривань',
  'Алма-Ата',
  'Ашхабад',
  'Самарканд',
  'Константинополь',
  'Токио',
  'Буэнос-Айрес',
  'Сан-Франциско',
  'Иерусалим',
  'Тель-Авив',
];

// City names hold letters, spaces and hyphens only; a hyphen needs no escape outside a class.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular-expression source matching one place (folded text), in a group per abbreviation or city. */
export const PLACE_SOURCE = [
  ...ABBREVIATED.map(([, pattern]) => pattern),
  ...[...CITIES].sort((a, b) => b.length - a.length).map((city) => `${escape(city)}ъ?`),
].join('|');

/** Places never abbreviated the same as a person's initial (unlike М. and Л.). */
export const UNAMBIGUOUS_PLACE_SOURCE = PLACE_SOURCE.replace(/\|М\\\.|\|Л\\\./g, '');

/** The place as bibliography writes it: the four capitals abbreviated, other cities in modern spelling. */
export function standardPlace(written: string): string {
  const folded = foldLetters(written.trim());
  for (const [abbreviation, pattern] of ABBREVIATED) {
    if (new RegExp(`^(?:${pattern})$`, 'u').test(folded)) return abbreviation;
  }
  return modernSpelling(written.trim()).replace(/\.$/, '');
}

/** Common Russian given names (folded, nominative), to tell «Андрей Белый» from two words of a title. */
export const GIVEN_NAMES = new Set(
  (
    'Александр Алексей Анатолий Андрей Антон Аркадий Арсений Борис Вадим Валентин Валериан Валерий Варлам ' +
    'Василий Велимир Вениамин Виктор Виталий Владимир Владислав Всеволод Вячеслав Гавриил Гаврила Геннадий ' +
    'Георгий Глеб Григорий Даниил Демьян Денис Дмитрий Евгений Егор Ефим Захар Зиновий Иван Игорь Илья Иосиф ' +
    'Ираклий Исаак Кирилл Климент Константин Корней Лаврентий Лев Леонид Максим Марк Матвей Михаил Модест ' +
    'Никита Николай Нестор Олег Осип Павел Петр Платон Роман Савва Самуил Семен Сергей Станислав Степан ' +
    'Тарас Тимофей Федор Феодор Филипп Фома Эдуард Эммануил Юлий Юрий Яков Ярослав Афанасий Аполлон Ахмед ' +
    'Агния Александра Анастасия Анна Белла Варвара Вера Галина Дарья Евгения Евдокия Екатерина Елена ' +
    'Елизавета Зинаида Ирина Клавдия Ксения Лариса Лидия Любовь Людмила Маргарита Марина Мария Надежда ' +
    'Наталья Наталия Нина Ольга Полина Раиса Серафима Софья София Тамара Татьяна Юлия'
  ).split(' '),
);
