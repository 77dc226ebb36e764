import type { BulkBook } from '../../features/books/service.ts';
import { CATEGORY_DEFINITIONS, DUPLICATE_CATEGORIES, UNWANTED_CATEGORY_NAMES } from './categories.ts';
import { describe } from './description.ts';
import type { Draft, MakeContext } from './draft.ts';
import { makeAuthored } from './make-authored.ts';
import { makeChurchBook, makeConvolute, makeForeignBook, makeLocalBook, makeSubjectBook } from './make-books.ts';
import { makeDocument, makeEngraving, makeJournal, makeMap, makeNewspaper, makePoster } from './make-paper.ts';
import { makeAutograph, makePhoto, makePostcard } from './make-pictures.ts';
import { finalPrice, resalePrice } from './price.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import type { Recipe } from './recipes.ts';
import { DEFAULT_SELLER_COUNT, planSellers } from './sellers.ts';

export type DemoCategory = { name: string; description: string | null };

/** One sold lot, ready for the books table (category and seller as indexes into the corpus lists). */
export type DemoLot = Omit<BulkBook, 'categoryId' | 'sellerId'> & {
  index: number;
  categoryIndex: number;
  sellerIndex: number;
};

export type DemoCorpusOptions = {
  seed: number;
  count: number;
  /** The last sale happens just before this moment; ten years of sales end here. */
  now: Date;
  sellerCount?: number;
};

export type DemoCorpus = {
  seed: number;
  count: number;
  now: Date;
  categories: DemoCategory[];
  sellers: string[];
  /** The lot at a position in sale order (0 = the oldest sale); the same every time. */
  lot(index: number): DemoLot;
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const SALE_YEARS = 10;
/** Sales grow over the ten years: the last year is about four times busier than the first. */
const GROWTH = 1.4;
/** Lot ids on the platform: increasing with the sale, 9–10 digits. */
const LOT_ID_BASE = 100_000_000;
const LOT_ID_STEP = 17_389;
/** The share of an original's lots filed under its duplicate (DUPLICATE_CATEGORIES). */
const DUPLICATE_SHARE = 1 / 3;
/**
 * The share of lots that are an earlier lot's copy sold again (issue 18 §3): the same title, author,
 * year, category and photographs, a near-identical description, another seller, date and price.
 */
const RESALE_SHARE = 0.005;
/** How many lots back the earlier sale of a resold copy lies (fewer in a small archive): weeks to years. */
const RESALE_GAP: [number, number] = [500, 60_000];
/** What a seller may add when putting a copy up again; half of the resold copies keep the text as it was. */
const RESALE_LINES = [
  'Продаётся повторно.',
  'Лот выставлен повторно.',
  'Экземпляр из собрания известного библиофила.',
  'Отправка Почтой России или СДЭК после полной оплаты.',
];

/** The platform ids the first `count` demo lots can have, inclusive. */
export function demoLotIdRange(count: number): [number, number] {
  return [LOT_ID_BASE, LOT_ID_BASE + count * LOT_ID_STEP - 1];
}

/** The position in sale order of the demo lot with this platform id (undefined when it cannot be one). */
export function demoLotIndex(sourceLotId: number): number | undefined {
  if (!Number.isSafeInteger(sourceLotId) || sourceLotId < LOT_ID_BASE) return undefined;
  return Math.floor((sourceLotId - LOT_ID_BASE) / LOT_ID_STEP);
}

function make(recipe: Recipe, context: MakeContext): Draft {
  switch (recipe.maker) {
    case 'authored':
      return makeAuthored(recipe, context);
    case 'subject':
      return makeSubjectBook(recipe, context);
    case 'local':
      return makeLocalBook(recipe, context);
    case 'church':
      return makeChurchBook(recipe, context);
    case 'foreign':
      return makeForeignBook(recipe, context);
    case 'convolute':
      return makeConvolute(recipe, context);
    case 'journal':
      return makeJournal(recipe, context);
    case 'newspaper':
      return makeNewspaper(recipe, context);
    case 'map':
      return makeMap(recipe, context);
    case 'engraving':
      return makeEngraving(recipe, context);
    case 'postcard':
      return makePostcard(recipe, context);
    case 'photo':
      return makePhoto(recipe, context);
    case 'autograph':
      return makeAutograph(recipe, context);
    case 'poster':
      return makePoster(recipe, context);
    case 'document':
      return makeDocument(recipe, context);
  }
}

/** Sale moments for every lot, oldest first: more sales in recent years. */
function saleTimes(seed: number, count: number, now: Date): Float64Array {
  const random = createRandom(mixSeed(seed, 0xda7e5));
  const end = now.getTime() - 60_000;
  const start = end - SALE_YEARS * YEAR_MS;
  const times = new Float64Array(count);
  const scale = Math.exp(GROWTH) - 1;
  for (let i = 0; i < count; i++) {
    const position = Math.log(1 + random.next() * scale) / GROWTH;
    times[i] = Math.round(start + position * (end - start));
  }
  return times.sort();
}

function imageCount(price: number, fame: number, type: string, random: Random): number {
  const share = Math.min(0.92, Math.max(0.15, 0.16 + 0.1 * Math.log10(price / 100) + (fame - 1) * 0.05));
  if (!random.chance(share)) return 0;
  const most = Math.min(5, Math.max(1, Math.round(Math.log10(price)) - 1));
  const count = 1 + random.int(0, most);
  return type === 'Открытка' ? Math.min(count, 2) : count;
}

export function createDemoCorpus({
  seed,
  count,
  now,
  sellerCount = DEFAULT_SELLER_COUNT,
}: DemoCorpusOptions): DemoCorpus {
  const categories: DemoCategory[] = [
    ...CATEGORY_DEFINITIONS.map(({ name, description }) => ({ name, description })),
    ...UNWANTED_CATEGORY_NAMES.map((name) => ({ name, description: null })),
    ...DUPLICATE_CATEGORIES.map(({ name }) => ({ name, description: null })),
  ];
  const unwantedFirst = CATEGORY_DEFINITIONS.length;
  // Appended after the rest, so every other category keeps its index (and the same seed its archive).
  const duplicateOf = new Map(
    DUPLICATE_CATEGORIES.map(({ of }, k) => [
      CATEGORY_DEFINITIONS.findIndex((definition) => definition.name === of),
      unwantedFirst + UNWANTED_CATEGORY_NAMES.length + k,
    ]),
  );
  const cumulative: number[] = [];
  let total = 0;
  for (const definition of CATEGORY_DEFINITIONS) {
    // Each category's share varies a little around its weight, as it would on a real platform.
    total += definition.weight * Math.exp(createRandom(mixSeed(seed, 0xca7, cumulative.length)).normal() * 0.35);
    cumulative.push(total);
  }
  const sellerPlan = planSellers(seed, sellerCount);
  const times = saleTimes(seed, count, now);
  // A handful of lots in each unwanted category, whatever the size of the corpus.
  const unwantedShare = Math.min(0.25, 6 / Math.max(1, count));

  function pickCategory(random: Random): number {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /**
   * When the lot at `index` is a copy sold before, the position of that earlier sale. A stream of its
   * own, so every other lot stays as it was without resales.
   */
  function resoldFrom(index: number): { earlier: number; random: Random } | undefined {
    if (index === 0) return undefined;
    const random = createRandom(mixSeed(seed, 0x5e11, index));
    if (!random.chance(RESALE_SHARE)) return undefined;
    const most = Math.min(index, RESALE_GAP[1]);
    return { earlier: index - random.int(Math.min(most, RESALE_GAP[0]), most), random };
  }

  function lot(index: number): DemoLot {
    if (index < 0 || index >= count) throw new RangeError(`lot ${index} is outside 0..${count - 1}`);
    const fresh = newLot(index);
    const resale = resoldFrom(index);
    if (!resale) return fresh;
    // The copy sold at `earlier` (itself perhaps a resale: then all three are one copy's sales).
    const earlier = lot(resale.earlier);
    const { random } = resale;
    const line = random.chance(0.5) ? random.pick(RESALE_LINES) : undefined;
    return {
      ...fresh,
      title: earlier.title,
      author: earlier.author,
      year: earlier.year,
      type: earlier.type,
      publisher: earlier.publisher,
      language: earlier.language,
      categoryIndex: earlier.categoryIndex,
      descriptionHtml: line ? `${earlier.descriptionHtml}<p>${line}</p>` : earlier.descriptionHtml,
      descriptionText: line ? `${earlier.descriptionText}\n\n${line}` : earlier.descriptionText,
      finalPrice: resalePrice(
        earlier.finalPrice,
        (fresh.saleDate.getTime() - earlier.saleDate.getTime()) / YEAR_MS,
        random,
      ),
      imageNames: earlier.imageNames.map((_, k) => `${fresh.sourceLotId}_${k + 1}.jpg`),
    };
  }

  function newLot(index: number): DemoLot {
    const random = createRandom(mixSeed(seed, 0x10, index));
    const saleTime = times[index]!;
    const saleDate = new Date(saleTime);
    let categoryIndex = pickCategory(random);
    const draft = make(CATEGORY_DEFINITIONS[categoryIndex]!.recipe, { random, saleYear: saleDate.getUTCFullYear() });
    const unwanted = random.next();
    if (unwanted < unwantedShare) categoryIndex = unwantedFirst;
    else if (unwanted < 2 * unwantedShare) categoryIndex = unwantedFirst + 1;
    else if (duplicateOf.has(categoryIndex) && createRandom(mixSeed(seed, 0xd0b1e, index)).next() < DUPLICATE_SHARE) {
      // A stream of its own: the lot's own draws, and so every other lot, stay as they were.
      categoryIndex = duplicateOf.get(categoryIndex)!;
    }
    const description = describe(draft, random);
    const price = finalPrice(draft.price * description.priceFactor, (now.getTime() - saleTime) / YEAR_MS, random);
    const sourceLotId = LOT_ID_BASE + index * LOT_ID_STEP + random.int(0, LOT_ID_STEP - 1);
    const images = imageCount(price, draft.fame, draft.type, random);
    return {
      index,
      sourceLotId,
      title: draft.title,
      author: draft.author,
      year: draft.year,
      type: draft.type,
      publisher: draft.publisher,
      language: draft.language,
      descriptionHtml: description.html,
      descriptionText: description.text,
      categoryIndex,
      sellerIndex: sellerPlan.drawSeller(random),
      finalPrice: price,
      saleDate,
      imageNames: Array.from({ length: images }, (_, k) => `${sourceLotId}_${k + 1}.jpg`),
    };
  }

  return { seed, count, now, categories, sellers: sellerPlan.names, lot };
}
