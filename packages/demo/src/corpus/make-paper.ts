import {
  declined,
  fitting,
  lastYear,
  overlapping,
  spelled,
  yearBetween,
  type Draft,
  type MakeContext,
} from './draft.ts';
import { placeInYear, randomPlace } from './places.ts';
import { basePrice } from './price.ts';
import type { Random } from './random.ts';
import type { Recipe } from './recipes.ts';
import { AUTHORS } from './vocabulary/authors.ts';
import { randomPerson } from './make-authored.ts';
import { DOCUMENTS, ENGRAVERS, ENGRAVINGS, FOREIGN_MAPS, MAPS, POSTERS, SOVIET_PRINTS } from './vocabulary/ephemera.ts';
import type { Entry } from './vocabulary/entries.ts';
import { JOURNALS } from './vocabulary/periodicals.ts';
import { REGIONS } from './vocabulary/regions.ts';

/** A sheet (not a bound volume): journals, newspapers, maps, prints, posters, documents. */
function sheet(
  draft: Omit<Draft, 'bound' | 'binding' | 'fame' | 'language'> & Partial<Pick<Draft, 'language' | 'fame'>>,
): Draft {
  return { language: 'Русский', fame: 1, ...draft, binding: null, bound: false };
}

/** An entry and a year both the entry and [from, to] allow. */
function entryAndYear(items: readonly Entry[], from: number, to: number, random: Random, match?: RegExp) {
  const filtered = overlapping(items, from, to).filter((item) => !match || match.test(item.text));
  const item = random.pick(filtered.length > 0 ? filtered : items);
  const year = yearBetween(Math.max(from, item.from), Math.min(to, item.to), random);
  return { item, year };
}

const WEEKLY =
  /нива|огон|родина|обозрение|иллюстрация|искры|разведчик|сатирикон|стрекоза|будильник|крокодил|бегемот|смехач|пулемет/i;

export function makeJournal(recipe: Extract<Recipe, { maker: 'journal' }>, { random, saleYear }: MakeContext): Draft {
  const items = recipe.groups.flatMap((group) => JOURNALS[group]);
  const { item, year } = entryAndYear(items, recipe.years[0], lastYear(recipe.years, saleYear), random, recipe.match);
  const issues = WEEKLY.test(item.text) ? 52 : 12;
  const whole = random.chance(0.07);
  const withSubtitle = item.author && random.chance(0.2) ? `${item.text}. ${item.author}` : item.text;
  const supplement = /нива/i.test(item.text) && year >= 1894 && random.chance(0.25);
  const name = supplement ? 'Нива. Ежемесячные литературные и популярно-научные приложения' : withSubtitle;
  const issue = whole ? `Годовой комплект (№ 1–${issues})` : `№ ${random.int(1, supplement ? 12 : issues)}`;
  const writers = AUTHORS.filter((author) => author.born + 20 <= year && year <= author.died);
  const about = [
    writers.length > 0 && random.chance(0.6)
      ? `В номере: ${random.pick(['рассказ', 'стихотворения', 'очерк', 'главы из романа', 'статья'])} ${random.pick(writers).genitive}, хроника, иллюстрации.`
      : random.pick([
          'Иллюстрированный номер: статьи, рассказы, хроника, фотографии.',
          'Содержание по фото.',
          'С цветными вклейками.',
        ]),
  ];
  return sheet({
    type: 'Журнал',
    title: spelled(`${name}. ${year}. ${issue}`, year),
    author: null,
    year,
    publisher: null,
    imprint: `${year < 1918 ? random.pick(['СПб.', 'СПб.', 'М.']) : 'М.'}, ${year}`,
    physical: [whole ? `${issues} ${issues === 52 ? 'номера' : 'номеров'}` : `${random.int(16, 64)} с.`, 'ил.'],
    notes: whole ? ['Полный годовой комплект.'] : [],
    about,
    price: basePrice('Журнал', year) * (whole ? 12 : 1) * (supplement ? 1.5 : 1),
  });
}

const HISTORIC_ISSUES: Array<{ paper: string; year: number; date: string; note: string; factor: number }> = [
  {
    paper: 'Правда',
    year: 1945,
    date: '10 мая',
    note: 'Номер с сообщением о безоговорочной капитуляции Германии.',
    factor: 8,
  },
  { paper: 'Известия', year: 1961, date: '13 апреля', note: 'Номер о полёте Ю.А. Гагарина в космос.', factor: 5 },
  {
    paper: 'Новое время',
    year: 1914,
    date: '20 июля',
    note: 'Номер с Высочайшим манифестом об объявлении войны.',
    factor: 4,
  },
  { paper: 'Правда', year: 1953, date: '6 марта', note: 'Номер с сообщением о смерти И.В. Сталина.', factor: 4 },
];
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

export function makeNewspaper(
  recipe: Extract<Recipe, { maker: 'newspaper' }>,
  { random, saleYear }: MakeContext,
): Draft {
  const to = lastYear(recipe.years, saleYear);
  const historic = HISTORIC_ISSUES.filter((issue) => issue.year >= recipe.years[0] && issue.year <= to);
  if (historic.length > 0 && random.chance(0.08)) {
    const issue = random.pick(historic);
    return sheet({
      type: 'Газета',
      title: spelled(`${issue.paper}. ${issue.year}. № ${random.int(100, 300)} (${issue.date})`, issue.year),
      author: null,
      year: issue.year,
      publisher: null,
      imprint: `${issue.year < 1918 ? 'СПб.' : 'М.'}, ${issue.year}`,
      physical: ['4 с.'],
      notes: [issue.note],
      about: [],
      price: basePrice('Газета', issue.year) * issue.factor,
    });
  }
  const { item, year } = entryAndYear(JOURNALS.newspapers, recipe.years[0], to, random);
  return sheet({
    type: 'Газета',
    title: spelled(
      `${item.text}. ${year}. № ${random.int(1, 360)} (${random.int(1, 28)} ${random.pick(MONTHS)})`,
      year,
    ),
    author: null,
    year,
    publisher: null,
    imprint: `${/москов/i.test(item.text) || year >= 1918 ? 'М.' : 'СПб.'}, ${year}`,
    physical: [`${random.pick([4, 4, 6, 8])} с.`],
    notes: [],
    about: [
      random.pick([
        'Передовая статья, хроника, объявления.',
        'Сообщения с фронтов, телеграммы, хроника.',
        'Полный номер.',
      ]),
    ],
    price: basePrice('Газета', year),
  });
}

export function makeMap(recipe: Extract<Recipe, { maker: 'map' }>, { random, saleYear }: MakeContext): Draft {
  const to = lastYear(recipe.years, saleYear);
  const foreign = recipe.foreign === true;
  const { item, year } = entryAndYear(foreign ? FOREIGN_MAPS : MAPS, recipe.years[0], to, random, recipe.match);
  const region = recipe.region ?? random.pick(REGIONS);
  const province = random.pick(region.provinces);
  const place = placeInYear(randomPlace(random, region), year, random);
  const title = item.text
    .replace('{province} губернии', province.includes(' ') ? province : `${province} губернии`)
    .replace('{place}', place.genitive)
    .replace('{region}', region.name);
  const technique =
    year < 1820
      ? random.pick(['Гравюра на меди, раскраска от руки', 'Гравюра на меди'])
      : year < 1918
        ? random.pick(['Литография', 'Хромолитография', 'Литография, раскраска от руки'])
        : random.pick(['Цветная печать', 'Офсет']);
  const scale =
    year < 1918
      ? `В дюйме ${random.pick([2, 5, 10, 20, 25, 40])} верст`
      : `Масштаб 1:${random.pick(['200 000', '500 000', '1 000 000', '2 500 000', '5 000 000'])}`;
  return sheet({
    type: 'Карта',
    title: foreign ? title : spelled(title, year),
    author: null,
    year,
    publisher: null,
    language: foreign
      ? /tabula|imperii/i.test(title)
        ? 'Латинский'
        : /carte/i.test(title)
          ? 'Французский'
          : /karte/i.test(title)
            ? 'Немецкий'
            : 'Английский'
      : 'Русский',
    imprint: `${year < 1918 ? 'СПб.' : 'М.'}, ${year}`,
    physical: [
      technique,
      foreign ? `${random.int(40, 60)}×${random.int(50, 70)} см` : scale,
      `${random.int(30, 90)}×${random.int(40, 110)} см`,
    ],
    notes: year < 1800 ? ['Редкая карта XVIII века.'] : [],
    about: [random.pick(['Сложена, на тканевой основе.', 'Листовая карта.', 'Из атласа.', 'В издательской папке.'])],
    price: basePrice('Карта', year) * (/атлас/i.test(title) ? 4 : 1),
  });
}

export function makeEngraving(
  recipe: Extract<Recipe, { maker: 'engraving' }>,
  { random, saleYear }: MakeContext,
): Draft {
  const to = lastYear(recipe.years, saleYear);
  const soviet = recipe.years[0] >= 1918;
  const { item, year } = entryAndYear(soviet ? SOVIET_PRINTS : ENGRAVINGS, recipe.years[0], to, random, recipe.match);
  const place = placeInYear(randomPlace(random), year, random);
  const title = item.text.replace('{place}', place.genitive);
  const lubok = /лубок/i.test(title);
  const lithograph = !soviet && !lubok && year >= 1820 && random.chance(0.5);
  const makers = fitting(year < 1800 ? ENGRAVERS.early : year < 1918 ? ENGRAVERS.imperial : ENGRAVERS.soviet, year);
  const technique = lubok
    ? 'Гравюра на дереве, раскраска от руки'
    : lithograph
      ? random.pick(['Литография', 'Тоновая литография', 'Хромолитография'])
      : soviet
        ? random.pick(['Ксилография', 'Офорт', 'Линогравюра', 'Автолитография'])
        : year < 1820
          ? random.pick(['Резцовая гравюра на меди', 'Офорт и резец'])
          : random.pick(['Гравюра на стали', 'Гравюра на меди', 'Ксилография']);
  return sheet({
    type: lithograph ? 'Литография' : 'Гравюра',
    title: spelled(title, year),
    author: !lubok && makers.length > 0 && random.chance(0.6) ? random.pick(makers).text : null,
    year,
    publisher: null,
    imprint: `${year < 1918 ? 'СПб.' : 'М.'}, ${year}`,
    physical: [technique, `Лист ${random.int(20, 60)}×${random.int(28, 80)} см`],
    notes: soviet && random.chance(0.5) ? ['Авторский оттиск, подпись художника карандашом.'] : [],
    about: [
      random.pick([
        'Хороший оттиск.',
        'Широкие поля.',
        'В паспарту.',
        'Из альбома видов.',
        'Лист из издания «Русский художественный листок».',
      ]),
    ],
    price: basePrice(lithograph ? 'Литография' : 'Гравюра', year) * (/портрет (импер|а\.с)/i.test(title) ? 1.8 : 1),
  });
}

const POSTER_ARTISTS = [
  'Д.С. Моор',
  'В.Н. Дени',
  'В.Б. Корецкий',
  'Кукрыниксы',
  'Н.Н. Ватолина',
  'В.И. Говорков',
  'А.М. Родченко',
];

export function makePoster(recipe: Extract<Recipe, { maker: 'poster' }>, { random, saleYear }: MakeContext): Draft {
  const { item, year } = entryAndYear(POSTERS, recipe.years[0], lastYear(recipe.years, saleYear), random, recipe.match);
  return sheet({
    type: 'Плакат',
    title: spelled(item.text, year),
    author: item.author ?? (year >= 1918 && random.chance(0.5) ? random.pick(POSTER_ARTISTS) : null),
    year,
    publisher: year >= 1918 ? `М.: ${year < 1963 ? 'Изогиз' : 'Плакат'}` : null,
    imprint: `${year < 1918 ? 'Пг.' : 'М.'}, ${year}`,
    physical: [year < 1950 ? 'Литография' : 'Офсет', `${random.pick(['60×90', '70×100', '57×86', '45×60'])} см`],
    notes:
      year >= 1930 && random.chance(0.5)
        ? [`Тираж ${random.pick(['10 000', '50 000', '100 000', '200 000'])} экз.`]
        : [],
    about: [
      random.pick(['Сложен вчетверо.', 'Надрывы по краям.', 'Хорошая сохранность цвета.', 'Дублирован на бумагу.']),
    ],
    price: basePrice('Плакат', year) * (item.author ? 3 : 1),
  });
}

export function makeDocument(recipe: Extract<Recipe, { maker: 'document' }>, { random, saleYear }: MakeContext): Draft {
  const { item, year } = entryAndYear(
    DOCUMENTS,
    recipe.years[0],
    lastYear(recipe.years, saleYear),
    random,
    recipe.match,
  );
  return sheet({
    type: 'Документ',
    title: spelled(item.text, year),
    author: null,
    year,
    publisher: null,
    imprint: `${random.pick(['СПб.', 'М.', 'Казань', 'Киев', 'Тверь'])}, ${year}`,
    physical: ['Бланк, рукописное заполнение, подписи, печать', `${random.int(15, 35)}×${random.int(20, 45)} см`],
    notes: [],
    about: [
      random.pick([
        `Выдан на имя ${declined(randomPerson(random), 'genitive')}.`,
        'Из семейного архива.',
        'Гербовая бумага.',
        'С подписями должностных лиц.',
      ]),
    ],
    price: basePrice('Документ', year) * (/жалованная|купчая/i.test(item.text) ? 4 : 1),
  });
}
