import { createDemoCorpus, type DemoCorpus, type DemoLot } from '../corpus/corpus.ts';
import { createRandom, mixSeed } from '../corpus/random.ts';
import { planSellers } from '../corpus/sellers.ts';
import { PLATFORM_CATEGORY_BY_CORPUS_INDEX } from './simulator-categories.ts';
import { platformLot, type HostileKind, type SimulatorLot } from './simulator-lot.ts';

/**
 * The simulated platform's lots in end-time order. Lot n of the timeline ends at a moment fixed by the
 * seed and the start time: the backlog (n < backlog) in the hours before the start, the rest one every
 * 60 / lotsPerMinute seconds after it. Lots are made lazily, as the clock reaches them, and kept, so a
 * page of 200 costs a pass over what exists rather than a new corpus.
 */
export type TimelineOptions = {
  seed: number;
  startMs: number;
  lotsPerMinute: number;
  backlog: number;
  backlogSpanMs: number;
  /** No lot id is below this (the demo archive's ids stay under it). */
  firstLotId: number;
  /** Every lot shows this many images instead of its own count (the bench: 0 or 1). */
  imagesPerLot?: number | undefined;
};

export type AddLotOptions = {
  /** The platform category whose lists show it (default: the corpus book's own). */
  categoryId?: number;
  type?: 'auction' | 'fixedPrice';
  sold?: boolean;
  finalPrice?: number;
  /** 0 (default): it has just ended; more: it is active and ends that many ms from now. */
  endsInMs?: number;
  hostile?: HostileKind;
};

export type Timeline = {
  /** Every lot made so far, by end time (then id). */
  readonly lots: readonly SimulatorLot[];
  byId(id: number): SimulatorLot | undefined;
  /** Makes every lot that is listed (begun) at `atMs`. */
  reach(atMs: number): void;
  add(atMs: number, options: AddLotOptions): SimulatorLot;
};

/**
 * Lot ids grow with the end time: the milliseconds since ID_EPOCH above the first id. Drawn from the
 * clock rather than counted, so a restarted simulator (another start time, another timeline) makes ids
 * above the ones it made before instead of reusing them for other books; only a backlog lot ending in
 * the same millisecond as a lot of the run before could meet one (with the defaults, below one restart
 * in a hundred, and then that one lot is taken for one already stored).
 */
const ID_EPOCH = Date.UTC(2020, 0, 1);
const ID_UNIT_MS = 1;
/** Corpus lots drawn per corpus; the next corpus (another seed) follows when it runs out. */
const CANDIDATES_PER_CORPUS = 50_000;
/** A lot is listed (active) up to this many lot intervals before it ends. */
const MAX_LISTING_INTERVALS = 180;
const MIN_LISTING_INTERVALS = 20;
/** The pace used for listing durations when no new lots come (lotsPerMinute 0). */
const IDLE_INTERVAL_MS = 20_000;

/** An endless stream of demo corpus lots that fall in one of the watched categories, newest sales first. */
function candidateStream(seed: number, startMs: number): () => { book: DemoLot; listedIn: number } {
  let cycle = 0;
  let corpus: DemoCorpus | undefined;
  let index = -1;
  return () => {
    for (;;) {
      if (index < 0) {
        corpus = createDemoCorpus({
          seed: mixSeed(seed, startMs, cycle++),
          count: CANDIDATES_PER_CORPUS,
          now: new Date(startMs),
        });
        index = CANDIDATES_PER_CORPUS - 1;
      }
      const book = corpus!.lot(index--);
      const listedIn = PLATFORM_CATEGORY_BY_CORPUS_INDEX.get(book.categoryIndex);
      if (listedIn !== undefined) return { book, listedIn };
    }
  };
}

export function createTimeline({
  seed,
  startMs,
  lotsPerMinute,
  backlog,
  backlogSpanMs,
  firstLotId,
  imagesPerLot,
}: TimelineOptions): Timeline {
  const lots: SimulatorLot[] = [];
  const index = new Map<number, SimulatorLot>();
  const sellerNames = planSellers(seed).names;
  const nextTimelineBook = candidateStream(mixSeed(seed, 0x71e), startMs);
  const nextAddedBook = candidateStream(mixSeed(seed, 0xadd), startMs);
  const intervalMs = lotsPerMinute > 0 ? 60_000 / lotsPerMinute : Infinity;
  const listingUnitMs = Number.isFinite(intervalMs) ? intervalMs : IDLE_INTERVAL_MS;
  const horizonMs = (MAX_LISTING_INTERVALS + 1) * listingUnitMs;
  let made = 0;
  let lastTimelineId = firstLotId - 1;
  let added = 0;

  /** Within its slot, never at the slot's edges, so end times strictly increase. */
  function endOf(n: number): number {
    const within = 0.1 + 0.8 * createRandom(mixSeed(seed, startMs, 0xe4d, n)).next();
    if (n < backlog) return Math.round(startMs - backlogSpanMs + ((n + within) * backlogSpanMs) / backlog);
    return Math.round(startMs + (n - backlog + within) * intervalMs);
  }

  function freeId(from: number): number {
    let id = from;
    while (index.has(id)) id += 1;
    return id;
  }

  const idAt = (ms: number) => firstLotId + Math.floor(Math.max(0, ms - ID_EPOCH) / ID_UNIT_MS);

  function insert(lot: SimulatorLot) {
    if (imagesPerLot !== undefined) lot.imageCount = imagesPerLot;
    let low = 0;
    let high = lots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = lots[middle]!;
      if (other.endMs < lot.endMs || (other.endMs === lot.endMs && other.id < lot.id)) low = middle + 1;
      else high = middle;
    }
    lots.splice(low, 0, lot);
    index.set(lot.id, lot);
  }

  function makeNext() {
    const n = made++;
    const endMs = endOf(n);
    const { book, listedIn } = nextTimelineBook();
    const listing = createRandom(mixSeed(seed, startMs, 0x115, n)).next();
    const id = freeId(Math.max(lastTimelineId + 1, idAt(endMs)));
    lastTimelineId = id;
    const beginMs = Math.round(
      endMs - (MIN_LISTING_INTERVALS + listing * (MAX_LISTING_INTERVALS - MIN_LISTING_INTERVALS)) * listingUnitMs,
    );
    insert(platformLot(book, { id, listedIn, beginMs, endMs, stream: mixSeed(seed, startMs, n) }, sellerNames));
  }

  return {
    lots,
    byId: (id) => index.get(id),
    reach(atMs) {
      // A lot begins at most MAX_LISTING_INTERVALS before its end: make every lot ending before that.
      while (made < backlog || endOf(made) <= atMs + horizonMs) makeNext();
    },
    add(atMs, options) {
      const endsInMs = Math.max(0, options.endsInMs ?? 0);
      const endMs = atMs + endsInMs;
      const { book, listedIn } = nextAddedBook();
      const id = freeId(idAt(endMs));
      const beginMs = endsInMs > 0 ? atMs : endMs - MIN_LISTING_INTERVALS * listingUnitMs;
      const lot = platformLot(
        book,
        { id, listedIn: options.categoryId ?? listedIn, beginMs, endMs, stream: mixSeed(seed, 0xadd, added++) },
        sellerNames,
      );
      if (options.categoryId !== undefined) lot.categoryId = options.categoryId;
      if (options.type) lot.type = options.type;
      if (options.sold !== undefined) lot.sold = options.sold;
      if (options.finalPrice !== undefined) lot.finalPrice = options.finalPrice;
      if (lot.type === 'fixedPrice') {
        lot.startPrice = lot.finalPrice;
        lot.bidsCount = 0;
      } else {
        lot.startPrice = Math.min(lot.startPrice, lot.finalPrice);
        lot.bidsCount = lot.sold ? Math.max(1, lot.bidsCount) : 0;
        if (!lot.sold) lot.finalPrice = lot.startPrice;
      }
      lot.hostile = options.hostile;
      insert(lot);
      return lot;
    },
  };
}
