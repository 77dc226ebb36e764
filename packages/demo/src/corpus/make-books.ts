import { declined, lastYear, overlapping, pages, spelled, yearBetween, type Draft, type MakeContext } from './draft.ts';
import { placeInYear } from './places.ts';
import { randomPerson } from './make-authored.ts';
import { basePrice } from './price.ts';
import type { Random } from './random.ts';
import type { Recipe, SubjectKey } from './recipes.ts';
import { BINDINGS, FORMATS, SOVIET_FORMATS } from './vocabulary/condition.ts';
import { entries, fits, type Entry } from './vocabulary/entries.ts';
import { CHURCH_BOOKS, CHURCH_PRESSES, FOREIGN_BOOKS } from './vocabulary/old-and-foreign.ts';
import { imprintCity, publishersFor, type PublisherTag } from './vocabulary/publishers.ts';
import type { Region } from './vocabulary/regions.ts';
import type { Subject } from './vocabulary/subject.ts';
import { HUMANITIES } from './vocabulary/subjects-humanities.ts';
import { PRACTICAL } from './vocabulary/subjects-practical.ts';

const SUBJECTS: Record<SubjectKey, Subject> = { ...HUMANITIES, ...PRACTICAL };

function binding(year: number, random: Random): string {
  if (year < 1800) return random.pick(BINDINGS.early);
  if (year < 1918) return random.pick(BINDINGS.imperial);
  return year < 1992 ? random.pick(BINDINGS.soviet) : random.pick(BINDINGS.modern);
}

function imprintOf(
  tags: PublisherTag[],
  year: number,
  random: Random,
): { imprint: string; publisher: string | null; prestige: number } {
  const options = publishersFor(year, tags);
  const chosen = options.length > 0 ? random.pick(options) : null;
  const city = spelled(
    chosen ? imprintCity(chosen.city, year, random.chance(0.3)) : year < 1918 ? random.pick(['СПб.', 'М.']) : 'М.',
    year,
  );
  if (!chosen) return { imprint: `${city}, ${year}`, publisher: null, prestige: 1 };
  const house = spelled(chosen.name, year);
  return { imprint: `${city}: ${house}, ${year}`, publisher: `${city}: ${house}`, prestige: chosen.prestige };
}

function bookDraft(
  title: string,
  author: string | null,
  year: number,
  tags: PublisherTag[] | { city: string; house: string },
  about: string[],
  random: Random,
  priceFactor = 1,
): Draft {
  const { imprint, publisher, prestige } = Array.isArray(tags)
    ? imprintOf(tags, year, random)
    : {
        imprint: `${spelled(tags.city, year)}: ${spelled(tags.house, year)}, ${year}`,
        publisher: `${spelled(tags.city, year)}: ${spelled(tags.house, year)}`,
        prestige: 1,
      };
  const physical = [
    year < 1930 || random.chance(0.3) ? random.pick(FORMATS) : random.pick(SOVIET_FORMATS),
    pages(random, 40, 820),
  ];
  if (random.chance(0.35))
    physical.push(random.pick(['ил.', 'с картами', '12 л. ил.', 'с таблицами', 'с портретом', 'с планами']));
  return {
    type: 'Книга',
    title: spelled(title, year),
    author: author ? spelled(author, year) : null,
    year,
    publisher,
    language: 'Русский',
    imprint,
    physical,
    notes: [],
    about,
    binding: binding(year, random),
    bound: true,
    price: basePrice('Книга', year) * prestige * priceFactor,
    fame: 1,
  };
}

/** A subject title with its slots filled, and the years that combination can appear in. */
type ConcreteTitle = { title: string; author: string | undefined; from: number; to: number };

/** Every title a subject can produce (templates times slot values), worked out once. */
function expand(subject: Subject): ConcreteTitle[] {
  const result: ConcreteTitle[] = [];
  for (const item of subject.titles) {
    let partial: ConcreteTitle[] = [{ title: item.text, author: item.author, from: item.from, to: item.to }];
    for (const [, name] of item.text.matchAll(/\{(\w+)\}/g)) {
      const values = subject.slots[name!];
      if (!values) throw new Error(`no slot {${name}}`);
      partial = partial.flatMap((done) =>
        values
          .map((value) => ({
            title: done.title.replace(`{${name}}`, value.text),
            author: done.author,
            from: Math.max(done.from, value.from),
            to: Math.min(done.to, value.to),
          }))
          .filter((combined) => combined.from <= combined.to),
      );
    }
    result.push(...partial);
  }
  return result;
}

const expandedTitles = new Map<SubjectKey, ConcreteTitle[]>();
const candidateCache = new Map<string, ConcreteTitle[]>();

/** Titles of the subject that the category's filter accepts and that fit [from, to]. */
function candidates(key: SubjectKey, match: RegExp | undefined, from: number, to: number): ConcreteTitle[] {
  const cacheKey = `${key}|${match?.source ?? ''}|${from}|${to}`;
  let found = candidateCache.get(cacheKey);
  if (!found) {
    let all = expandedTitles.get(key);
    if (!all) {
      all = expand(SUBJECTS[key]);
      expandedTitles.set(key, all);
    }
    const matching = all.filter((item) => !match || match.test(item.title));
    const inYears = matching.filter((item) => item.from <= to && item.to >= from);
    // Nothing fits these years: a matching title from any year (the lot keeps its own year).
    found = inYears.length > 0 ? inYears : matching.length > 0 ? matching : all;
    candidateCache.set(cacheKey, found);
  }
  return found;
}

export function makeSubjectBook(
  recipe: Extract<Recipe, { maker: 'subject' }>,
  { random, saleYear }: MakeContext,
): Draft {
  const subject = SUBJECTS[recipe.subject];
  const to = lastYear(recipe.years, saleYear);
  const item = random.pick(candidates(recipe.subject, recipe.match, recipe.years[0], to));
  const from = Math.max(recipe.years[0], item.from);
  const last = Math.min(to, item.to);
  const year = from <= last ? yearBetween(from, last, random) : Math.max(item.from, Math.min(item.to, to));
  const author = item.author ?? (random.chance(subject.authored) ? randomPerson(random, year) : null);
  const about = random.sample(subject.about, random.int(0, 2));
  return bookDraft(
    item.title,
    author === '-' ? null : author,
    year,
    subject.publishers,
    about,
    random,
    item.author && item.author !== '-' ? 1.6 : 1,
  );
}

const LOCAL_TITLES = entries([
  'Историческое описание города {genitive}',
  'Очерки истории {genitive}',
  '{place}. Исторический очерк',
  '{place} и его окрестности. Путеводитель',
  '{place} в прошлом и настоящем',
  'Статистическое описание {province} губернии@1800-1917',
  'Памятная книжка {province} губернии@1850-1917',
  'Труды {province} губернской ученой архивной комиссии@1884-1917',
  'Материалы для истории {genitive}@1840',
  'Памятники архитектуры {genitive}@1950',
  '{place}. Фотоальбом@1960',
  'Старый {place}@1900',
  'Край наш. Очерки природы и истории@1925-1991',
]);

export function makeLocalBook(recipe: Extract<Recipe, { maker: 'local' }>, { random, saleYear }: MakeContext): Draft {
  const region: Region = recipe.region;
  const place = random.pick(region.places);
  const to = Math.min(lastYear(recipe.years, saleYear), region.until ?? 9999);
  const province = random.pick(region.provinces);
  const candidates = overlapping(LOCAL_TITLES, recipe.years[0], to).filter(
    (item) =>
      !(item.text.startsWith('Старый') && /а$|ь$/.test(place.name)) &&
      !(province.includes(' ') && item.text.includes('губернской')),
  );
  const item = random.pick(candidates);
  const year = yearBetween(Math.max(recipe.years[0], item.from), Math.min(to, item.to), random);
  const title = item.text
    .replace('{genitive}', place.genitive)
    .replace('{place}', place.name)
    .replace('{province} губернии', province.includes(' ') ? province : `${province} губернии`)
    .replace('{province}', province);
  const about = [
    random.pick([
      'Ценное краеведческое издание.',
      'Редкое провинциальное издание.',
      'С планом города и видами на отдельных листах.',
      'Сведения о церквах, учебных заведениях, торговле и промыслах.',
    ]),
  ];
  // Yearbooks, transactions and albums carry no author on the title page.
  const anonymous = /памятная|труды|фотоальбом|статистическое/i.test(title);
  // Local books were mostly printed locally: the governorate press, later the regional publisher.
  const town = placeInYear(place, year, random).name;
  const house =
    year < 1918
      ? random.chance(0.7)
        ? { city: town, house: 'Губернская типография' }
        : { city: town, house: `Типография ${declined(randomPerson(random, year).split(' ')[1]!, 'genitive')}` }
      : year < 1992
        ? { city: town, house: random.pick(['Книжное издательство', 'Областное книжное издательство']) }
        : random.chance(0.5)
          ? {
              city: town,
              house: random.pick(['Издательство «Губерния»', 'Издательский дом «Край»', 'Издательство «Родина»']),
            }
          : (['local', 'any'] as PublisherTag[]);
  const author = !anonymous && random.chance(0.6) ? randomPerson(random, year) : null;
  return bookDraft(title, author, year, house, about, random, 1.3);
}

export function makeChurchBook(recipe: Extract<Recipe, { maker: 'church' }>, { random, saleYear }: MakeContext): Draft {
  const to = lastYear(recipe.years, saleYear);
  const presses = overlapping(CHURCH_PRESSES, recipe.years[0], to).filter(
    (item) => !recipe.oldBelief || /старообряд|единовер|гуслиц|клинц/i.test(`${item.text} ${item.author}`),
  );
  const press = random.pick(presses);
  const year = yearBetween(Math.max(recipe.years[0], press.from), Math.min(to, press.to), random);
  const title = spelled(random.pick(CHURCH_BOOKS).text, 1900);
  const house = spelled(press.text, 1900);
  const city = spelled(press.author ?? 'М.', 1900);
  const notes = [
    random.pick([
      'Кирилловская печать в две краски.',
      'Печать в две краски: черная и киноварь.',
      'Церковнославянская печать.',
    ]),
  ];
  if (recipe.oldBelief) notes.push('Старообрядческое издание.');
  return {
    type: 'Книга',
    title,
    author: null,
    year,
    publisher: `${city}: ${house}`,
    language: 'Церковнославянский',
    // Old books rarely print their imprint; catalogues give it in brackets.
    imprint: year < 1800 ? `[${city}: ${house}, ${year}]` : `${city}: ${house}, ${year}`,
    physical: [random.pick(['2°', '4°', '8°']), `${random.int(120, 800)} л.`],
    notes,
    about: [
      random.pick([
        'Гравированные заставки, концовки и инициалы.',
        'Владельческие записи XVIII века по листам.',
        'Гравюры на дереве в тексте.',
        'Экземпляр с вкладной записью.',
      ]),
    ],
    binding: year < 1850 ? random.pick(BINDINGS.early) : random.pick(BINDINGS.imperial),
    bound: true,
    price:
      basePrice('Книга', year) * (recipe.oldBelief ? 1.3 : 1) * (title.includes('Евангеліе напрестольное') ? 3 : 1),
    fame: 2,
  };
}

const FOREIGN_CITIES: Record<string, string[]> = {
  Французский: ['Paris', 'Amsterdam', 'Genève', 'Bruxelles', 'St.-Pétersbourg'],
  Немецкий: ['Leipzig', 'Berlin', 'St. Petersburg', 'Riga', 'Frankfurt am Main'],
  Английский: ['London', 'Edinburgh', 'New York'],
  Латинский: ['Basileae', 'Antverpiae', 'Amstelodami', 'Francofurti'],
};

export function makeForeignBook(
  recipe: Extract<Recipe, { maker: 'foreign' }>,
  { random, saleYear }: MakeContext,
): Draft {
  const to = lastYear(recipe.years, saleYear);
  const options = overlapping(FOREIGN_BOOKS[recipe.language], recipe.years[0], to);
  const item: Entry = random.pick(options.length > 0 ? options : FOREIGN_BOOKS[recipe.language]);
  const year = yearBetween(Math.max(recipe.years[0], item.from), Math.min(to, item.to), random);
  return {
    type: 'Книга',
    title: item.text,
    author: item.author ?? null,
    year,
    publisher: null,
    language: recipe.language,
    imprint: `${random.pick(FOREIGN_CITIES[recipe.language]!)}, ${year}`,
    physical: [random.pick(FORMATS), `${random.int(80, 640)} p.`],
    notes: fits(item, year) && year - item.from < 3 ? ['Первое издание.'] : [],
    about: [random.pick(['Россика.', 'Иностранное издание.', 'С гравированным фронтисписом.', 'С картой.'])],
    binding: binding(year, random),
    bound: true,
    price: basePrice('Книга', year) * 1.2,
    fame: 1,
  };
}

export function makeConvolute(recipe: Extract<Recipe, { maker: 'convolute' }>, context: MakeContext): Draft {
  const { random } = context;
  const parts = random.int(2, 4);
  const first = makeSubjectBook({ maker: 'subject', subject: 'history', years: recipe.years }, context);
  const titles = [first.title];
  for (let i = 1; i < parts; i++) {
    const subject = random.pick<SubjectKey>(['history', 'thought', 'travel', 'nature', 'memoirs']);
    titles.push(makeSubjectBook({ maker: 'subject', subject, years: [first.year - 5, first.year + 5] }, context).title);
  }
  return {
    ...first,
    title: `Конволют из ${parts} изданий: ${titles.join('; ')}`,
    author: null,
    notes: [`${parts} издания в одном владельческом переплёте.`],
    binding: random.pick(BINDINGS.imperial.slice(0, 4)),
    price: first.price * parts * 0.9,
  };
}
