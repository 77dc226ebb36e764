import {
  declined,
  groupDigits,
  lastYear,
  pages,
  spelled,
  yearBetween,
  fitting,
  type Draft,
  type MakeContext,
} from './draft.ts';
import { basePrice } from './price.ts';
import type { Random } from './random.ts';
import type { Recipe } from './recipes.ts';
import { authorsOf, printedName, type Author, type AuthorGroup } from './vocabulary/authors.ts';
import { BINDINGS, FORMATS, ILLUSTRATORS, SOVIET_FORMATS, SURNAMES, INITIALS } from './vocabulary/condition.ts';
import { imprintCity, PUBLISHERS, publishersFor, type Publisher, type PublisherTag } from './vocabulary/publishers.ts';

type AuthoredRecipe = Extract<Recipe, { maker: 'authored' }>;

const POETS: AuthorGroup[] = ['poetry19', 'silver', 'sovietPoetry'];
const VOLUME_COUNTS = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20];

/** Collected works: the title and, for multi-volume ones, how many volumes fit the writer. */
function collectedTitle(author: Author, year: number, random: Random): { title: string; volumes: number } {
  const most = author.fame === 3 ? 30 : author.fame === 2 ? 12 : 6;
  const volumes = random.pick(VOLUME_COUNTS.filter((count) => count <= most));
  const poet = POETS.includes(author.group);
  const single = poet ? 'Стихотворения' : 'Повести и рассказы';
  if (year < 1918) {
    const base = random.pick(['Полное собрание сочинений', 'Сочинения', 'Собрание сочинений', single]);
    const title = random.chance(0.5) ? `${base} ${author.genitive}` : base;
    return { title, volumes: base === single ? 1 : volumes };
  }
  const base = random.pick([
    'Собрание сочинений',
    'Полное собрание сочинений',
    'Избранные произведения',
    'Сочинения',
    poet ? 'Стихотворения и поэмы' : 'Избранное',
  ]);
  return {
    title: base,
    volumes: base === 'Избранные произведения' ? 2 : /^(Стихотворения|Избранное)/.test(base) ? 1 : volumes,
  };
}

function publisherTags(group: AuthorGroup, year: number): PublisherTag[] {
  if (group === 'childrenPre' || group === 'childrenSoviet') return ['kids'];
  if (group === 'emigre' && year >= 1920 && year <= 1991) return ['emigre'];
  if (group === 'samizdat' && year <= 1991) return ['emigre'];
  if (group === 'silver' && year <= 1917) return ['silver', 'lit'];
  return ['lit', 'any'];
}

/**
 * Years in which Soviet houses did not print a writer (banned, unpublished or out of favour);
 * their books of those years came out abroad, if at all.
 */
const SOVIET_BANS: Record<string, [number, number]> = {
  Гумилев: [1922, 1986],
  Мандельштам: [1934, 1972],
  Цветаева: [1922, 1955],
  Ходасевич: [1922, 1986],
  Бунин: [1920, 1955],
  Набоков: [1920, 1986],
  Шмелев: [1922, 1988],
  Ремизов: [1921, 1988],
  Газданов: [1920, 1988],
  Солженицын: [1966, 1988],
  Бродский: [1964, 1987],
  Довлатов: [1975, 1988],
  Булгаков: [1929, 1965],
  Платонов: [1930, 1957],
  Есенин: [1927, 1955],
};

function banned(author: Author, year: number): boolean {
  const ban = SOVIET_BANS[author.surname];
  return ban !== undefined && ban[0] <= year && year <= ban[1];
}

function choosePublisher(recipe: AuthoredRecipe, author: Author, year: number, random: Random): Publisher | null {
  const group = author.group;
  if (recipe.publisher && recipe.publisher !== 'emigre') {
    const named =
      PUBLISHERS.find((item) => item.name === recipe.publisher && item.from <= year && year <= item.to) ?? null;
    return named && banned(author, year) && !named.tags.includes('emigre') ? null : named;
  }
  const tags: PublisherTag[] =
    recipe.publisher === 'emigre' || banned(author, year) ? ['emigre'] : publisherTags(group, year);
  if (tags.includes('emigre')) {
    const abroad = publishersFor(year, ['emigre']);
    return abroad.length > 0 ? random.pick(abroad) : null;
  }
  const options = publishersFor(year, tags);
  if (options.length > 0) return random.pick(options);
  const anyOptions = publishersFor(year, ['any', 'lit']);
  return anyOptions.length > 0 ? random.pick(anyOptions) : null;
}

/** Years the recipe's publisher worked, when it names one. */
function publisherYears(recipe: AuthoredRecipe): [number, number] {
  if (!recipe.publisher || recipe.publisher === 'emigre') return [0, 9999];
  const matches = PUBLISHERS.filter((item) => item.name === recipe.publisher);
  return [Math.min(...matches.map((item) => item.from)), Math.max(...matches.map((item) => item.to))];
}

export function randomPerson(random: Random, year = 1950): string {
  const surname = random.pick(SURNAMES);
  // Women signed few title pages before the twentieth century.
  const female = random.chance(year < 1900 ? 0.03 : 0.1) && /(ов|ев|ин)$/.test(surname);
  const initials = random.chance(0.85)
    ? `${random.pick(INITIALS)}.${random.pick(INITIALS)}.`
    : `${random.pick(INITIALS)}.`;
  return `${initials} ${female ? `${surname}а` : surname}`;
}

/** Lots by known writers: editions, collected works, marked copies. */
export function makeAuthored(recipe: AuthoredRecipe, { random, saleYear }: MakeContext): Draft {
  const grouped = authorsOf(...recipe.groups);
  const pool = recipe.writers ? grouped.filter((item) => recipe.writers!.includes(printedName(item))) : grouped;
  const [pubFrom, pubTo] = publisherYears(recipe);
  for (let attempt = 0; attempt < 40; attempt++) {
    const author = random.weighted(
      pool,
      pool.map((item) => [0, 1, 1.6, 2.2][item.fame]!),
    );
    const collected = (recipe.collected || random.chance(0.16)) && author.works.length >= 3;
    if (recipe.collected && !collected) continue;
    const work = random.pick(author.works);
    // Collected works come once a writer has a body of work (or after their death).
    const debut = Math.min(...author.works.map((item) => item.year));
    const firstYear = collected ? Math.min(debut + 15, author.died) : work.year;
    let from = Math.max(recipe.years[0], firstYear, pubFrom);
    let to = Math.min(lastYear(recipe.years, saleYear), pubTo);
    if (recipe.marker === 'lifetime' || recipe.marker === 'inscribed') to = Math.min(to, author.died);
    if (recipe.marker === 'first' && !collected) from = to = work.year;
    if (recipe.marker === 'first' && (collected || work.year < recipe.years[0] || work.year > to)) continue;
    if (from > to) continue;
    const year = yearBetween(from, to, random);
    // Samizdat circulated as typescripts; tamizdat came from the émigré houses.
    const typescript = author.group === 'samizdat' && year <= 1991 && random.chance(0.4);
    const publisher = typescript ? null : choosePublisher(recipe, author, year, random);
    if ((recipe.publisher || banned(author, year)) && !publisher && !typescript) continue;
    return draftFor(recipe, author, collected ? null : work, year, publisher, random);
  }
  // Nothing fitted the limits (rare): an edition of the first author's first work in its own year.
  const author = pool[0]!;
  return draftFor(recipe, author, author.works[0]!, author.works[0]!.year, null, random);
}

function draftFor(
  recipe: AuthoredRecipe,
  author: Author,
  work: { title: string; year: number } | null,
  year: number,
  publisher: Publisher | null,
  random: Random,
): Draft {
  const notes: string[] = [];
  const about: string[] = [];
  const physical: string[] = [];
  const old = year < 1918 || (year < 1940 && publisher?.tags.includes('emigre') === true && random.chance(0.6));
  const spell = (text: string) => (old ? spelled(text, 1900) : text);
  let price = basePrice('Книга', year) * (1 + (author.fame - 1) * 0.35);
  let title: string;
  let volumeNote = '';

  if (work) {
    title = work.title;
    if (year === work.year) {
      notes.push(random.pick(['Первое издание.', 'Первое отдельное издание.']));
      price *= year < 1930 ? 1.5 + author.fame : 1.3 + author.fame * 0.3;
    }
  } else {
    const collected = collectedTitle(author, year, random);
    if (collected.volumes === 1) {
      title = collected.title;
    } else if (random.chance(0.3)) {
      title =
        year < 1918
          ? `${collected.title}. В ${collected.volumes} томах`
          : `${collected.title} в ${collected.volumes} томах`;
      volumeNote = `Комплект в ${collected.volumes} томах.`;
      price *= Math.pow(collected.volumes, 0.75);
    } else {
      const volume = random.int(1, collected.volumes);
      title =
        year < 1918
          ? `${collected.title}. Т. ${volume}`
          : `${collected.title} в ${collected.volumes} томах. Т. ${volume}`;
      price *= 0.6;
    }
  }
  const lifetime = year <= author.died && author.died < 9999;
  if (lifetime && (recipe.marker === 'lifetime' || (year < 1960 && random.chance(0.8)))) {
    notes.push('Прижизненное издание.');
    price *= year < 1925 ? 1 + author.fame * author.fame * 1.2 : 1 + author.fame * 0.3;
  }
  if (recipe.marker === 'inscribed') {
    notes.push(
      random.pick([
        `Автограф автора на титульном листе: дарственная надпись ${declined(randomPerson(random), 'dative')}.`,
        'Дарственная надпись автора на форзаце.',
        'Автограф автора на авантитуле.',
        'Автограф автора.',
      ]),
    );
    price *= 2 + author.fame * author.fame * (year < 1930 ? 2 : 0.7);
  }
  if (volumeNote) notes.push(volumeNote);

  const city = spell(publisher ? imprintCity(publisher.city, year, random.chance(0.3)) : year < 1800 ? 'СПб.' : 'М.');
  const house = publisher ? publisher.name : null;
  if (publisher) price *= publisher.prestige;
  if (recipe.series) notes.push(`Серия «${recipe.series}».`);
  if (publisher?.name === 'Издание А.Ф. Маркса' && random.chance(0.6)) {
    about.push(`Бесплатное приложение к журналу «Нива» за ${year} год.`);
  }
  if (publisher?.tags.includes('emigre')) about.push('Издание русского зарубежья, в СССР не распространялось.');

  const illustrators = fitting(ILLUSTRATORS, year);
  if (illustrators.length > 0 && random.chance(author.group.startsWith('children') ? 0.6 : 0.18)) {
    notes.push(`Иллюстрации ${random.pick(illustrators).text}.`);
    price *= 1.5;
  }

  physical.push(year < 1930 || random.chance(0.3) ? random.pick(FORMATS) : random.pick(SOVIET_FORMATS));
  const childrens = author.group.startsWith('children');
  physical.push(
    volumeNote
      ? `${volumeNote.match(/\d+/)![0]} т.`
      : pages(random, childrens ? 12 : 60, childrens ? 64 : year < 1918 ? 640 : 720),
  );
  if (random.chance(0.3))
    physical.push(random.pick(['с портретом автора', 'ил.', '8 л. ил.', 'с гравированным фронтисписом']));

  let binding =
    year < 1918
      ? random.pick(BINDINGS.imperial)
      : year < 1992
        ? random.pick(BINDINGS.soviet)
        : random.pick(BINDINGS.modern);
  switch (recipe.marker) {
    case 'exlibris':
      notes.push(`Экслибрис ${declined(randomPerson(random), 'genitive')}.`);
      price *= 1.3;
      break;
    case 'publisherBinding':
      binding = random.pick([
        'Издательский коленкоровый переплёт с тиснением',
        'Издательский тканевый переплёт с золотым тиснением',
      ]);
      if (random.chance(0.4)) notes.push('Переплёт работы мастерской О.Ф. Шнеля.');
      price *= 1.4;
      break;
    case 'miniature':
      notes.push('Миниатюрное издание.');
      physical.push(`Размер ${random.pick(['5×3,5', '7×5', '7,5×5', '9,5×6,5'])} см`);
      price *= 1.5;
      break;
    case 'smallRun':
      notes.push(`Тираж ${random.pick([100, 200, 300, 500, 800])} экз.`);
      price *= 1.8;
      break;
    case 'banned':
      notes.push(
        random.pick([
          'Тираж был изъят цензурой; сохранились единичные экземпляры.',
          'Книга находилась в спецхране.',
          'Издание запрещено и уничтожено, уцелели немногие экземпляры.',
        ]),
      );
      price *= 2.5;
      break;
    default:
      if (year >= 1930 && year < 1992 && random.chance(0.5)) {
        notes.push(
          `Тираж ${groupDigits(random.pick([3_000, 5_000, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 300_000]))} экз.`,
        );
      }
  }
  if (author.group === 'samizdat' && !publisher) {
    physical.splice(0, physical.length, 'Машинопись', `${random.int(80, 420)} л.`);
    binding = 'Самодельный переплёт';
    price *= 2;
  }

  return {
    type: 'Книга',
    title: spell(title),
    author: spell(printedName(author)),
    year,
    publisher: house ? `${city}: ${spell(house)}` : null,
    language: 'Русский',
    imprint: house
      ? `${city}: ${spell(house)}, ${year}`
      : author.group === 'samizdat'
        ? `[Б. м., ${year}]`
        : `${city}, ${year}`,
    physical,
    notes,
    about,
    binding,
    bound: true,
    price,
    fame: author.fame,
  };
}
