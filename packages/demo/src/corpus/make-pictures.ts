import { fitting, lastYear, overlapping, spelled, yearBetween, type Draft, type MakeContext } from './draft.ts';
import { placeInYear, randomPlace } from './places.ts';
import { basePrice } from './price.ts';
import type { Random } from './random.ts';
import type { Recipe } from './recipes.ts';
import { authorsOf, printedName, type Author } from './vocabulary/authors.ts';
import { FAMOUS_SIGNERS, PHOTOS, POSTCARD_PUBLISHERS, POSTCARDS } from './vocabulary/ephemera.ts';
import type { Entry } from './vocabulary/entries.ts';

/** Postcards, photographs and autographs. */

function pictureDraft(draft: Omit<Draft, 'bound' | 'binding' | 'language' | 'fame'> & { fame?: number }): Draft {
  return { language: 'Русский', fame: 1, ...draft, binding: null, bound: false };
}

function pickIn(items: readonly Entry[], from: number, to: number, random: Random) {
  const options = overlapping(items, from, to);
  const item = random.pick(options.length > 0 ? options : items);
  return { item, year: yearBetween(Math.max(from, item.from), Math.min(to, item.to), random) };
}

function postcardTitle(recipe: Extract<Recipe, { maker: 'postcard' }>, to: number, random: Random) {
  const from = recipe.years[0];
  switch (recipe.theme) {
    case 'views':
    case 'photo': {
      const year = yearBetween(from, Math.min(to, recipe.region?.until ?? 9999), random);
      const place = placeInYear(randomPlace(random, recipe.region), year, random);
      const view = `${place.name}. ${place.sight}`;
      return { title: recipe.theme === 'photo' ? `Фотооткрытка. ${view}` : view, year, artist: null };
    }
    case 'art': {
      const { item, year } = pickIn(POSTCARDS.artTitles, from, to, random);
      const artists = fitting(POSTCARDS.artists, year);
      return {
        title: `Художественная открытка «${item.text}»`,
        year,
        artist: artists.length > 0 ? random.pick(artists).text : null,
      };
    }
    case 'greetings': {
      const { item, year } = pickIn(POSTCARDS.greetings, from, to, random);
      const artists = fitting(POSTCARDS.artists, year);
      return {
        title: item.text,
        year,
        artist: artists.length > 0 && random.chance(0.7) ? random.pick(artists).text : null,
      };
    }
    case 'actors': {
      const { item, year } = pickIn(POSTCARDS.actors, from, to, random);
      return { title: `Артисты советского кино. ${item.text}`, year, artist: null };
    }
    default: {
      const source = {
        war: POSTCARDS.war,
        types: POSTCARDS.types,
        sovietViews: POSTCARDS.sovietViews,
        space: POSTCARDS.space,
      }[recipe.theme];
      const { item, year } = pickIn(source, from, to, random);
      return { title: item.text, year, artist: null };
    }
  }
}

export function makePostcard(recipe: Extract<Recipe, { maker: 'postcard' }>, { random, saleYear }: MakeContext): Draft {
  const { title, year, artist } = postcardTitle(recipe, lastYear(recipe.years, saleYear), random);
  const publishers = fitting(year < 1918 ? POSTCARD_PUBLISHERS.imperial : POSTCARD_PUBLISHERS.soviet, year);
  const publisher = publishers.length > 0 ? spelled(random.pick(publishers).text, year) : null;
  const posted = random.chance(0.4);
  const notes = posted ? [`Прошла почту, марка, штемпель ${year + random.int(0, 2)} г.`] : ['Чистая, не подписана.'];
  if (year < 1918 && /Общины/.test(publisher ?? '')) notes.push('Издание в пользу Красного Креста.');
  return pictureDraft({
    type: 'Открытка',
    title: spelled(title, year),
    author: artist,
    year,
    publisher,
    imprint: publisher ? `${publisher}, ${year}` : `${year}`,
    physical: [
      year < 1918
        ? random.pick(['Фототипия', 'Хромолитография', 'Автотипия', 'Фотопечать'])
        : random.pick(['Офсетная печать', 'Фотопечать', 'Глубокая печать']),
      year < 1918 ? 'Почтовая карточка' : `Тираж ${random.pick(['100 000', '300 000', '500 000', '1 000 000'])}`,
    ],
    notes,
    about: [random.pick(['Углы чуть скруглены.', 'Хорошая сохранность.', 'Оборот разделён.', 'Текст на обороте.'])],
    price: basePrice('Открытка', year) * (artist && year < 1918 ? 2 : 1) * (posted ? 1.1 : 1),
  });
}

export function makePhoto(recipe: Extract<Recipe, { maker: 'photo' }>, { random, saleYear }: MakeContext): Draft {
  const to = lastYear(recipe.years, saleYear);
  let title: string;
  let year: number;
  let studio: string | null = null;
  let factor = 1;
  switch (recipe.theme) {
    case 'portrait':
    case 'group': {
      const picked = pickIn(PHOTOS.studios, recipe.years[0], to, random);
      year = picked.year;
      studio = `Фотоателье ${picked.item.text}`;
      title =
        recipe.theme === 'portrait'
          ? `${random.pick(['Кабинет-портрет', 'Визит-портрет'])} ${random.pick(PHOTOS.who)}`
          : `Групповой портрет ${random.pick(PHOTOS.groups)}`;
      break;
    }
    case 'album': {
      const picked = pickIn(PHOTOS.albums, recipe.years[0], to, random);
      year = picked.year;
      title = `Фотоальбом «${picked.item.text}»`;
      factor = 12;
      break;
    }
    case 'view': {
      year = yearBetween(recipe.years[0], to, random);
      const place = placeInYear(randomPlace(random), year, random);
      title = `Вид ${place.genitive}. ${place.sight}`;
      break;
    }
    default: {
      const picked = pickIn(PHOTOS.soviet, recipe.theme === 'war' ? 1941 : recipe.years[0], to, random);
      year = picked.year;
      title = `Фотография «${picked.item.text}»`;
    }
  }
  return pictureDraft({
    type: 'Фотография',
    title,
    author: null,
    year,
    publisher: studio,
    imprint: studio ? `${studio}, ${year}` : `${year}`,
    physical: [
      year < 1900
        ? 'Альбуминовый отпечаток на паспарту'
        : year < 1950
          ? 'Серебряно-желатиновый отпечаток'
          : 'Фотобумага',
      `${random.int(9, 24)}×${random.int(12, 30)} см`,
    ],
    notes: random.chance(0.3) ? ['Надпись на обороте.'] : [],
    about: [
      random.pick([
        'Тиснение фотоателье на паспарту.',
        'Хорошая контрастность.',
        'Небольшие заломы по углам.',
        'Из семейного альбома.',
      ]),
    ],
    price: basePrice('Фотография', year) * factor,
  });
}

const SILVER_OR_WRITERS = {
  writers: authorsOf(
    'classic19',
    'poetry19',
    'silver',
    'soviet',
    'sovietPoetry',
    'childrenSoviet',
    'scifi',
    'emigre',
    'samizdat',
  ),
  silver: authorsOf('silver'),
};

export function makeAutograph(
  recipe: Extract<Recipe, { maker: 'autograph' }>,
  { random, saleYear }: MakeContext,
): Draft {
  const to = lastYear(recipe.years, saleYear);
  if (recipe.who === 'famous' && (recipe.match || random.chance(0.6))) {
    const signers = recipe.match ? FAMOUS_SIGNERS.filter((signer) => recipe.match!.test(signer.text)) : FAMOUS_SIGNERS;
    const { item, year } = pickIn(signers, recipe.years[0], to, random);
    const document = item.author === 'document';
    const fame = document ? 3 : 2;
    return pictureDraft({
      type: 'Автограф',
      title: document
        ? `${random.pick(['Указ', 'Рескрипт', 'Грамота'])} с собственноручной подписью ${item.text}`
        : `${random.pick(['Автограф', 'Фотография с автографом', 'Открытка с автографом', 'Программа концерта с автографом'])} ${item.text}`,
      author: null,
      year,
      publisher: null,
      imprint: `${year}`,
      physical: [document ? 'Бумага, чернила, печать' : 'Чернила'],
      notes: ['Подлинность гарантируется.'],
      about: [random.pick(['Из частного собрания.', 'С экспертным заключением.', 'Хорошая сохранность.'])],
      price: basePrice('Автограф', year) * fame * fame,
      fame,
    });
  }
  const pool: Author[] = recipe.who === 'silver' ? SILVER_OR_WRITERS.silver : SILVER_OR_WRITERS.writers;
  for (let attempt = 0; attempt < 30; attempt++) {
    const author = random.pick(pool);
    const work = random.pick(author.works);
    const from = Math.max(recipe.years[0], work.year);
    const last = Math.min(to, author.died);
    if (from > last) continue;
    const year = yearBetween(from, last, random);
    const letter = recipe.who === 'letters' || random.chance(0.15);
    const title = letter
      ? `${random.pick(['Письмо', 'Записка', 'Рукопись стихотворения'])} ${author.genitive}`
      : `${random.pick(['Автограф', 'Дарственная надпись'])} ${author.genitive} на книге «${work.title}»`;
    return pictureDraft({
      type: 'Автограф',
      title: spelled(title, year),
      author: spelled(printedName(author), year),
      year,
      publisher: null,
      imprint: `${year}`,
      physical: [letter ? `${random.int(1, 4)} л., чернила` : 'Чернила, на форзаце'],
      notes: ['Подлинность гарантируется.'],
      about: [
        random.pick([
          'Из собрания адресата.',
          'С экспертизой.',
          'Упоминается в переписке.',
          'Автограф публикуется впервые.',
        ]),
      ],
      price: basePrice('Автограф', year) * (1 + author.fame * author.fame) * (letter ? 2 : 1),
      fame: author.fame,
    });
  }
  const author = pool[0]!;
  const year = author.works[0]!.year;
  return pictureDraft({
    type: 'Автограф',
    title: `Автограф ${author.genitive}`,
    author: printedName(author),
    year,
    publisher: null,
    imprint: `${year}`,
    physical: ['Чернила'],
    notes: [],
    about: [],
    price: basePrice('Автограф', year),
    fame: author.fame,
  });
}
