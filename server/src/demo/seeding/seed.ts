import type { Database } from '../../db/client.ts';
import {
  createArchiveBulk,
  type ArchiveBulk,
  type BulkBook,
  type IndexStrategy,
} from '../../features/books/service.ts';
import { createSettingsValues, type SettingsValues } from '../../features/settings/service.ts';
import { createDemoCorpus, demoLotIdRange, demoLotIndex, type DemoCorpus, type DemoLot } from '../corpus/corpus.ts';
import { readDemoMarker, writeDemoMarker, type DemoMarker } from './marker.ts';

/**
 * Fills an empty archive with the demo corpus. The marker in the settings records the plan (seed,
 * count, the moment the ten years of sales end); lots go in batches in sale order, each batch one
 * transaction, so how far a load got is the position of the newest demo lot stored. A stopped load
 * (Ctrl-C, a crash) therefore resumes at the next start exactly where it stopped, with the same lots,
 * and only then are the search indexes rebuilt. The archive's bulk loader does the writing.
 */

export type SeedProgress =
  | { phase: 'lots'; loaded: number; total: number }
  | { phase: 'indexes'; index: string; built: number; total: number }
  | { phase: 'done'; loaded: number; total: number };

export type SeedOptions = {
  /** How many lots; 0 starts nothing (an interrupted load is then only made searchable). */
  count: number;
  seed: number;
  /** Where the ten years of sales end; defaults to now. Kept in the marker for a resumed load. */
  now?: Date;
  onProgress?: (progress: SeedProgress) => void;
  /** Stops between batches; the load resumes at the next call. */
  signal?: AbortSignal;
  /** Lots per transaction; PGlite gets smaller batches so requests are not held up for long. */
  batchSize?: number;
  /** Defaults: PGlite keeps its GIN indexes up during the load, PostgreSQL rebuilds them at the end. */
  indexStrategy?: IndexStrategy;
};

export type SeedResult = {
  /** seeded: a full load now; resumed: an interrupted one finished; skipped: the archive had books. */
  outcome: 'seeded' | 'resumed' | 'skipped' | 'interrupted' | 'indexed';
  loaded: number;
  total: number;
  milliseconds: number;
};

/** Any fixed number: processes sharing one PostgreSQL take turns at seeding. */
const SEED_LOCK_KEY = 7_311_920_515;
const DEFAULT_BATCH = { pglite: 500, pg: 2000 };

/** Lots of this plan already stored: one past the position of the newest one (books_source_lot_id_unique). */
async function loadedOf(bulk: ArchiveBulk, marker: DemoMarker): Promise<number> {
  const [min, max] = demoLotIdRange(marker.count);
  const last = await bulk.lastSourceLotIdBetween(min, max);
  return last === null ? 0 : demoLotIndex(last)! + 1;
}

/** The corpus's categories and sellers in the archive (existing ones kept), and a lot as the loader writes it. */
async function bookRows(bulk: ArchiveBulk, corpus: DemoCorpus) {
  const categoryIds = await bulk.ensureCategories(corpus.categories);
  const sellerIds = await bulk.ensureSellers(corpus.sellers);
  const categoryOf = corpus.categories.map((category) => categoryIds.get(category.name)!);
  const sellerOf = corpus.sellers.map((name) => sellerIds.get(name.toLowerCase())!);
  return ({ index: _index, categoryIndex, sellerIndex, ...book }: DemoLot): BulkBook => ({
    ...book,
    categoryId: categoryOf[categoryIndex]!,
    sellerId: sellerOf[sellerIndex]!,
  });
}

type Deps = { database: Database; bulk: ArchiveBulk; settings: SettingsValues };

async function finish({ bulk, settings }: Deps, marker: DemoMarker, onProgress: SeedOptions['onProgress']) {
  let built = 0;
  await bulk.createSearchIndexes((index) =>
    onProgress?.({ phase: 'indexes', index, built: built++, total: bulk.searchIndexCount }),
  );
  await bulk.analyze();
  await writeDemoMarker(settings, marker);
}

async function seedLocked(deps: Deps, options: SeedOptions): Promise<SeedResult> {
  const { database, bulk, settings } = deps;
  const started = performance.now();
  const result = (outcome: SeedResult['outcome'], loaded: number, total: number): SeedResult => ({
    outcome,
    loaded,
    total,
    milliseconds: Math.round(performance.now() - started),
  });
  let marker = await readDemoMarker(settings);
  const resuming = marker?.status === 'loading';
  if (!resuming) {
    if ((await bulk.hasBooks()) || options.count <= 0) return result('skipped', 0, 0);
    marker = {
      seed: options.seed,
      count: options.count,
      now: (options.now ?? new Date()).toISOString(),
      status: 'loading',
    };
    await writeDemoMarker(settings, marker);
  }
  marker = marker!;
  const alreadyLoaded = await loadedOf(bulk, marker);
  if (resuming && options.count <= 0) {
    // Demo seeding is switched off now: keep what was loaded, but make it searchable.
    await finish(deps, { ...marker, status: 'abandoned' }, options.onProgress);
    return result('indexed', alreadyLoaded, marker.count);
  }

  const corpus = createDemoCorpus({ seed: marker.seed, count: marker.count, now: new Date(marker.now) });
  const toRow = await bookRows(bulk, corpus);
  const write = (lots: DemoLot[]) => bulk.insertBooks(lots.map(toRow));
  const batchSize = options.batchSize ?? DEFAULT_BATCH[database.driver];
  // Building a GIN index at the end is cheaper, but on PGlite it holds this thread for seconds (the
  // server could not answer meanwhile); there they are kept up during the load instead.
  const strategy = options.indexStrategy ?? (database.driver === 'pglite' ? 'keep-gin' : 'rebuild-all');
  if (alreadyLoaded < marker.count) await bulk.dropSearchIndexes(strategy);

  let loaded = alreadyLoaded;
  const report = () => options.onProgress?.({ phase: 'lots', loaded, total: marker.count });
  report();
  // On PostgreSQL the next batch is generated while the server stores the previous one; PGlite runs
  // on this thread, so there the steps alternate, with a turn for waiting requests after each batch.
  let writing: Promise<number> | undefined;
  let generated = loaded;
  while (generated < marker.count && !options.signal?.aborted) {
    const end = Math.min(marker.count, generated + batchSize);
    const lots: DemoLot[] = [];
    for (let index = generated; index < end; index++) lots.push(corpus.lot(index));
    generated = end;
    if (writing) {
      loaded = await writing;
      report();
    }
    writing = write(lots).then(() => end);
    if (database.driver === 'pglite') {
      loaded = await writing;
      writing = undefined;
      report();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (writing) {
    loaded = await writing;
    report();
  }
  if (loaded < marker.count) return result('interrupted', loaded, marker.count);
  if (strategy === 'keep-gin') await bulk.cleanGinPendingLists();
  await finish(deps, { ...marker, status: 'done' }, options.onProgress);
  options.onProgress?.({ phase: 'done', loaded, total: marker.count });
  return result(resuming ? 'resumed' : 'seeded', loaded, marker.count);
}

/**
 * Seeds the demo archive when the books table is empty, or finishes a load that was stopped.
 * Safe to call at every start: with books already present (and no load in progress) it does nothing.
 */
export function seedDemoArchive(database: Database, options: SeedOptions): Promise<SeedResult> {
  const deps: Deps = { database, bulk: createArchiveBulk(database), settings: createSettingsValues(database) };
  return database.withAdvisoryLock(SEED_LOCK_KEY, () => seedLocked(deps, options));
}
