import { createRandom, createZipf, mixSeed, type Random } from './random.ts';

/**
 * Sellers as a trading platform shows them: dealers' shops, logins, collectors under their names.
 * A few big dealers sell most lots (Zipf-like ranks); shops tend to rank higher than private logins.
 */

const LOGIN_STEMS = [
  'antikvar',
  'antiquar',
  'bukinist',
  'knigoved',
  'bibliofil',
  'bibliophile',
  'oldbook',
  'oldbooks',
  'staraya_kniga',
  'raritet',
  'exlibris',
  'ex_libris',
  'book_hunter',
  'kniga',
  'knigolyub',
  'collector',
  'kollekcioner',
  'starina',
  'retro',
  'vintage_books',
  'papirus',
  'foliant',
  'inkunabula',
  'arhiv',
  'lavka',
  'polka',
  'chitatel',
  'filokartist',
  'kartograf',
  'gravura',
  'numizmat',
  'letopis',
  'yat',
  'serebryany_vek',
  'samizdat',
  'lubok',
  'otkrytki',
  'marki',
];
const LOGIN_NAMES = [
  'ivan',
  'sergey',
  'alex',
  'dmitry',
  'olga',
  'natasha',
  'mikhail',
  'petrovich',
  'nikolaich',
  'andrey',
  'elena',
  'igor',
  'vlad',
  'pavel',
  'tatiana',
  'yuri',
];
const LOGIN_SUFFIXES = [
  '_spb',
  '_msk',
  '_nsk',
  '_ekb',
  '_kzn',
  '_nn',
  '_kiev',
  '_minsk',
  '_tver',
  '_perm',
  '_omsk',
  '_rnd',
  '77',
  '78',
  '1961',
  '1975',
  '1987',
  '2010',
  '_ru',
  '_shop',
  '_club',
  '74',
  '_old',
  '_house',
];

const SHOP_NAMES = [
  'Фолиант',
  'Старина',
  'Ретро',
  'Летопись',
  'Архивъ',
  'Наследие',
  'Эпоха',
  'Серебряный век',
  'Библиофил',
  'Ять',
  'Экслибрис',
  'Кириллица',
  'Глагол',
  'Лавка древностей',
  'Книжный двор',
  'Букинистъ',
  'Старый город',
  'Гостиный двор',
  'Петровский',
  'Пассаж',
  'Раритет',
  'Антиквар',
  'Редкая книга',
  'Переплёт',
  'Старая Москва',
  'Полка',
  'Корешок',
  'Книжный ковчег',
  'Астролябия',
  'Северная Пальмира',
];
const CITIES = [
  'Москва',
  'СПб',
  'Казань',
  'Тверь',
  'Нижний Новгород',
  'Екатеринбург',
  'Новосибирск',
  'Ростов-на-Дону',
  'Самара',
  'Пермь',
  'Воронеж',
  'Калуга',
  'Ярославль',
  'Омск',
  'Иркутск',
  'Минск',
  'Киев',
  'Рига',
  'Вологда',
  'Владимир',
];
const CITIES_GENITIVE = [
  'Москвы',
  'Петербурга',
  'Казани',
  'Твери',
  'Нижнего',
  'Екатеринбурга',
  'Новосибирска',
  'Ростова',
  'Самары',
  'Перми',
  'Воронежа',
  'Калуги',
  'Ярославля',
  'Омска',
  'Иркутска',
  'Минска',
  'Киева',
  'Риги',
  'Вологды',
  'Владимира',
];
const STREETS = [
  'на Литейном',
  'на Арбате',
  'на Невском',
  'на Кузнецком',
  'у Никитских',
  'на Тверской',
  'на Мясницкой',
  'на Покровке',
  'на Садовой',
  'на Большой Морской',
  'у Сенной',
  'на Лиговском',
];
const FIRST_NAMES = [
  'Сергей',
  'Андрей',
  'Михаил',
  'Алексей',
  'Дмитрий',
  'Владимир',
  'Николай',
  'Игорь',
  'Павел',
  'Ольга',
  'Елена',
  'Татьяна',
  'Наталья',
  'Юрий',
  'Виктор',
  'Борис',
  'Григорий',
  'Анна',
];
const PATRONYMICS = [
  'Николаевич',
  'Петрович',
  'Иванович',
  'Сергеевич',
  'Александрович',
  'Васильевич',
  'Михайлович',
  'Юрьевич',
];
const LETTERS = 'АБВГДЕЗИКЛМНОПРСТФШ'.split('');

function shopName(random: Random): string {
  switch (random.int(0, 6)) {
    case 0:
      return `Букинист ${random.pick(STREETS)}`;
    case 1:
      return `Старая книга (${random.pick(CITIES)})`;
    case 2:
      return `Антикварная лавка «${random.pick(SHOP_NAMES)}»`;
    case 3:
      return `Книжная лавка ${random.pick(STREETS)}`;
    case 4:
      return `Букинистический магазин № ${random.int(1, 120)}`;
    case 5:
      return `Антиквариат «${random.pick(SHOP_NAMES)}» (${random.pick(CITIES)})`;
    default:
      return `${random.pick(SHOP_NAMES)} ${random.pick(CITIES)}`;
  }
}

function personName(random: Random): string {
  switch (random.int(0, 3)) {
    case 0:
      return `${random.pick(FIRST_NAMES)} ${random.pick(PATRONYMICS)} (${random.pick(CITIES)})`;
    case 1:
      return `${random.pick(FIRST_NAMES)} ${random.pick(LETTERS)}.`;
    case 2:
      return `Коллекционер из ${random.pick(CITIES_GENITIVE)}`;
    default:
      return `${random.pick(FIRST_NAMES)} ${random.pick(LETTERS)}. (${random.pick(CITIES)})`;
  }
}

function loginName(random: Random): string {
  const stem = random.chance(0.7) ? random.pick(LOGIN_STEMS) : random.pick(LOGIN_NAMES);
  const middle = random.chance(0.3) ? `_${random.pick([...LOGIN_STEMS, ...LOGIN_NAMES])}` : '';
  const suffix = random.chance(0.8) ? random.pick(LOGIN_SUFFIXES) : String(random.int(1, 999));
  return `${stem}${middle}${suffix}`;
}

export type SellerPlan = {
  /** Names in insertion order (unique, case-insensitively). */
  names: string[];
  /** Draws the index (into `names`) of the seller of one lot. */
  drawSeller(random: Random): number;
};

export const DEFAULT_SELLER_COUNT = 5000;
/** 0.9 gives the biggest dealer about 4% of the lots and the smallest a handful each. */
const ZIPF_EXPONENT = 0.9;

export function planSellers(seed: number, count = DEFAULT_SELLER_COUNT): SellerPlan {
  const random = createRandom(mixSeed(seed, 0x5e11e5));
  const seen = new Set<string>();
  const sellers: Array<{ name: string; shop: boolean }> = [];
  while (sellers.length < count) {
    const kind = random.weighted(['login', 'shop', 'person'], [0.55, 0.25, 0.2]);
    const name = kind === 'login' ? loginName(random) : kind === 'shop' ? shopName(random) : personName(random);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    sellers.push({ name, shop: kind === 'shop' });
  }
  // Popularity order: shops mostly first, so the big sellers look like dealers.
  const byPopularity = sellers
    .map((seller, index) => ({ index, key: random.next() * (seller.shop ? 0.25 : 1) }))
    .sort((a, b) => a.key - b.key)
    .map((item) => item.index);
  const zipf = createZipf(count, ZIPF_EXPONENT, 1);
  return {
    names: sellers.map((seller) => seller.name),
    drawSeller: (draw) => byPopularity[zipf(draw)]!,
  };
}
