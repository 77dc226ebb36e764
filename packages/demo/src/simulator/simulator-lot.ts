import type { DemoLot } from '../corpus/corpus.ts';
import { createRandom, mixSeed } from '../corpus/random.ts';
import type { PictureLot } from '../images/render.ts';
import { UNLISTED_CATEGORY_ID } from './simulator-categories.ts';

/** What the simulator's answers can be made to carry wrongly (the pipeline must skip or clean each). */
export type HostileKind =
  | 'html-title'
  | 'absurd-price'
  | 'absurd-date'
  | 'duplicate-id'
  | 'huge-description'
  | 'not-an-image'
  | 'missing-fields'
  | 'wrong-types';

/** One lot of the simulated platform: the facts its answers are made from. */
export type SimulatorLot = {
  id: number;
  /** The platform category whose lists show the lot (moveLot changes it). */
  listedIn: number;
  /** What the lot's own categoryId says: listedIn, or for a few none or one the lists never name. */
  categoryId: number | undefined;
  beginMs: number;
  endMs: number;
  type: 'auction' | 'fixedPrice';
  /** Whether it sells when it ends (an auction with a bid, a fixed-price lot bought). */
  sold: boolean;
  /** What it sells for; for an unsold lot the price it stood at. */
  finalPrice: number;
  startPrice: number;
  /** Bids at the end. */
  bidsCount: number;
  quantity: number;
  title: string;
  picture: PictureLot;
  descriptionHtml: string;
  imageCount: number;
  city: string;
  seller: { id: number; name: string };
  condition: string;
  watchCount: number;
  hitsCount: number;
  hostile: HostileKind | undefined;
};

const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Екатеринбург',
  'Новосибирск',
  'Казань',
  'Нижний Новгород',
  'Самара',
  'Ростов-на-Дону',
  'Пермь',
  'Воронеж',
  'Ярославль',
  'Тверь',
  'Калининград',
  'Владимир',
];
const CONDITIONS = ['Хорошее', 'Отличное', 'Удовлетворительное', 'Очень хорошее', 'Среднее'];
const SELLER_ID_BASE = 1_000_000;

/** Bid steps, as auctions land on them. */
function onStep(value: number): number {
  const step = value < 1_000 ? 10 : value < 10_000 ? 50 : value < 100_000 ? 100 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}

export type LotPlan = {
  id: number;
  listedIn: number;
  beginMs: number;
  endMs: number;
  /** A stream of its own for the lot's platform facts (sold, type, prices…). */
  stream: number;
};

/** A platform lot from a demo corpus lot: the corpus gives the book, `plan` its place on the timeline. */
export function platformLot(book: DemoLot, plan: LotPlan, sellerNames: readonly string[]): SimulatorLot {
  const random = createRandom(mixSeed(plan.stream, 0x1a7));
  const type = random.chance(0.7) ? 'auction' : 'fixedPrice';
  const sold = random.chance(type === 'auction' ? 0.85 : 0.8);
  const finalPrice = book.finalPrice;
  const startPrice =
    type === 'auction' ? Math.min(finalPrice, onStep(finalPrice * (0.25 + 0.6 * random.next()))) : finalPrice;
  const bidsCount =
    type === 'auction' && sold ? Math.max(1, Math.round(Math.log2(finalPrice / startPrice) * 3 + random.int(0, 4))) : 0;
  // A few lots say no category or one the platform's lists never name (the importer's 'unknown').
  const oddCategory = random.next();
  const categoryId = oddCategory < 0.01 ? undefined : oddCategory < 0.02 ? UNLISTED_CATEGORY_ID : plan.listedIn;
  const sellerIndex = book.sellerIndex % Math.max(1, sellerNames.length);
  return {
    id: plan.id,
    listedIn: plan.listedIn,
    categoryId,
    beginMs: plan.beginMs,
    endMs: plan.endMs,
    type,
    sold,
    finalPrice: sold || type === 'fixedPrice' ? finalPrice : startPrice,
    startPrice,
    bidsCount,
    quantity: type === 'fixedPrice' && random.chance(0.1) ? random.int(2, 3) : 1,
    title: book.title,
    picture: {
      sourceLotId: plan.id,
      title: book.title,
      author: book.author,
      year: book.year,
      type: book.type,
      publisher: book.publisher,
    },
    descriptionHtml: book.descriptionHtml,
    // Lots on the platform nearly always have a photograph; the corpus's count where it gives one.
    imageCount: Math.max(1, book.imageNames.length),
    city: random.pick(CITIES),
    seller: { id: SELLER_ID_BASE + sellerIndex, name: sellerNames[sellerIndex] ?? `seller${sellerIndex}` },
    condition: random.pick(CONDITIONS),
    watchCount: random.int(0, 12) + bidsCount,
    hitsCount: random.int(15, 400) + bidsCount * 10,
    hostile: undefined,
  };
}
