import type { Database } from '../../../db/client.ts';
import { createDemoCorpus, type DemoCorpus, type DemoLot } from './corpus.ts';
import { batchWriter, MARKER_KEY } from './load-batch.ts';
import { cleanGinPendingLists, createSearchIndexes, dropSearchIndexes, type IndexStrategy } from './search-indexes.ts';

/**
 * Fills an empty archive with the demo corpus. The marker row in app_settings records the plan
 * (seed, count, the moment the ten years of sales end) and how many lots are in; each batch moves
 * it forward in the same transaction as its rows. A stopped load (Ctrl-C, a crash) therefore
 * resumes at the next start exactly where it stopped, with the same lots, and only then are the
 * search indexes rebuilt.
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

type Marker = { seed: number; count: number; now: string; loaded: number; status: 'loading' | 'done' | 'abandoned' };

/** Any fixed number: processes sharing one PostgreSQL take turns at seeding. */
const SEED_LOCK_KEY = 7_311_920_515;
const DEFAULT_BATCH = { pglite: 500, pg: 2000 };
const ANALYZE_STEPS = [
  'ANALYZE books (title_tsv)',
  'ANALYZE books (description_tsv)',
  'ANALYZE books (id, source_lot_id, title, author, year, type, seller_id, publisher, language, category_id, final_price, sale_date, image_names, added_date)',
  'ANALYZE categories',
  'ANALYZE sellers',
];

async function readMarker(database: Database): Promise<Marker | undefined> {
  const rows = await database.query<{ value: Marker }>('SELECT value FROM app_settings WHERE key = $1', [MARKER_KEY]);
  return rows[0]?.value;
}

async function writeMarker(database: Database, marker: Marker): Promise<void> {
  await database.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [MARKER_KEY, JSON.stringify(marker)],
  );
}

/** Inserts the corpus's categories and sellers (keeping any that exist) and returns their ids by index. */
async function ensureCategoriesAndSellers(database: Database, corpus: DemoCorpus) {
  const names = corpus.categories.map((category) => category.name);
  await database.query(
    `INSERT INTO categories (name, description) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (name) DO NOTHING`,
    [names, corpus.categories.map((category) => category.description)],
  );
  const categoryRows = await database.query<{ id: number; name: string }>(
    'SELECT id, name FROM categories WHERE name = ANY($1::text[])',
    [names],
  );
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const keys = corpus.sellers.map((name) => name.toLowerCase());
  await database.query(
    `INSERT INTO sellers (name) SELECT * FROM unnest($1::text[]) ON CONFLICT ((lower(name))) DO NOTHING`,
    [corpus.sellers],
  );
  const sellerRows = await database.query<{ id: number; key: string }>(
    'SELECT id, lower(name) AS key FROM sellers WHERE lower(name) = ANY($1::text[])',
    [keys],
  );
  const sellerId = new Map(sellerRows.map((row) => [row.key, row.id]));
  return {
    categoryIds: names.map((name) => categoryId.get(name)!),
    sellerIds: keys.map((key) => sellerId.get(key)!),
  };
}

async function finish(database: Database, marker: Marker, onProgress: SeedOptions['onProgress']) {
  let built = 0;
  await createSearchIndexes(database, (index) => onProgress?.({ phase: 'indexes', index, built: built++, total: 7 }));
  // Column by column, so that on PGlite no single step holds the thread for long.
  for (const step of ANALYZE_STEPS) {
    await database.exec(step);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // A bulk load leaves PGlite a large write-ahead log; a checkpoint folds it into the data files.
  if (database.driver === 'pglite') await database.exec('CHECKPOINT');
  await writeMarker(database, marker);
}

async function seedLocked(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const result = (outcome: SeedResult['outcome'], loaded: number, total: number): SeedResult => ({
    outcome,
    loaded,
    total,
    milliseconds: Math.round(performance.now() - started),
  });
  let marker = await readMarker(database);
  const resuming = marker?.status === 'loading';
  if (!resuming) {
    const [{ present }] = (await database.query<{ present: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM books) AS present',
    )) as [{ present: boolean }];
    if (present || options.count <= 0) return result('skipped', 0, 0);
    marker = {
      seed: options.seed,
      count: options.count,
      now: (options.now ?? new Date()).toISOString(),
      loaded: 0,
      status: 'loading',
    };
    await writeMarker(database, marker);
  }
  marker = marker!;
  if (resuming && options.count <= 0) {
    // Demo seeding is switched off now: keep what was loaded, but make it searchable.
    await finish(database, { ...marker, status: 'abandoned' }, options.onProgress);
    return result('indexed', marker.loaded, marker.count);
  }

  const corpus = createDemoCorpus({ seed: marker.seed, count: marker.count, now: new Date(marker.now) });
  const ids = await ensureCategoriesAndSellers(database, corpus);
  const write = batchWriter(database, ids);
  const batchSize = options.batchSize ?? DEFAULT_BATCH[database.driver];
  // Building a GIN index at the end is cheaper, but on PGlite it holds this thread for seconds (the
  // server could not answer meanwhile); there they are kept up during the load instead.
  const strategy = options.indexStrategy ?? (database.driver === 'pglite' ? 'keep-gin' : 'rebuild-all');
  if (marker.loaded < marker.count) await dropSearchIndexes(database, strategy);

  let loaded = marker.loaded;
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
    writing = write(lots, end).then(() => end);
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
  if (strategy === 'keep-gin') await cleanGinPendingLists(database);
  await finish(database, { ...marker, loaded, status: 'done' }, options.onProgress);
  options.onProgress?.({ phase: 'done', loaded, total: marker.count });
  return result(resuming ? 'resumed' : 'seeded', loaded, marker.count);
}

/**
 * Seeds the demo archive when the books table is empty, or finishes a load that was stopped.
 * Safe to call at every start: with books already present (and no load in progress) it does nothing.
 */
export function seedDemoArchive(database: Database, options: SeedOptions): Promise<SeedResult> {
  return database.withAdvisoryLock(SEED_LOCK_KEY, () => seedLocked(database, options));
}
