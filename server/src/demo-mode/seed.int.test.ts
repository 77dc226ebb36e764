import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { BULK_LOAD_INDEXES } from '../features/books/bulk-indexes.ts';
import { createDemoCorpus } from '@raritet/demo/corpus/corpus';
import { DEMO_MARKER_KEY } from '@raritet/demo/seeding/marker';
import { seedDemoArchive, type SeedProgress } from '@raritet/demo/seeding/seed';
import { demoSeedingHost } from './demo-mode.ts';

// Seeding on the project's databases (PGlite and PostgreSQL): what lands in the tables, whether
// the search vectors find old spelling with new, and what a stop half-way leaves behind.
const now = new Date('2025-06-01T12:00:00Z');
const COUNT = 2000;

let testDatabase: TestDatabase;
const indexDefinitions = async () =>
  (
    await testDatabase.database.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'books' ORDER BY indexname`,
    )
  ).map((row) => `${row.indexname}: ${row.indexdef}`);
let migratedIndexes: string[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  migratedIndexes = await indexDefinitions();
});
afterAll(() => testDatabase.drop());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await testDatabase.database.query<{ n: string }>(sql, params))[0]!.n);

describe('seeding the demo archive', () => {
  it('stops between batches when asked to, and the next call resumes where it stopped', async () => {
    const { database } = testDatabase;
    const controller = new AbortController();
    const first = await seedDemoArchive(demoSeedingHost(database), {
      count: COUNT,
      seed: 7,
      now,
      batchSize: 300,
      onProgress: (progress) => {
        if (progress.phase === 'lots' && progress.loaded >= 600) controller.abort();
      },
      signal: controller.signal,
    });
    expect(first).toMatchObject({ outcome: 'interrupted', total: COUNT });
    const partial = await count('SELECT count(*) AS n FROM books');
    expect(partial).toBe(first.loaded);
    expect(partial).toBeGreaterThanOrEqual(600);
    expect(partial).toBeLessThan(COUNT);
    const [marker] = await database.query<{ value: { seed: number; count: number; status: string } }>(
      'SELECT value FROM app_settings WHERE key = $1',
      [DEMO_MARKER_KEY],
    );
    expect(marker!.value).toMatchObject({ seed: 7, count: COUNT, status: 'loading' });

    const progress: SeedProgress[] = [];
    // The count and seed given now are ignored: the interrupted plan is finished as it was started.
    const second = await seedDemoArchive(demoSeedingHost(database), {
      count: 5,
      seed: 99,
      onProgress: (item) => progress.push(item),
    });
    expect(second).toMatchObject({ outcome: 'resumed', loaded: COUNT, total: COUNT });
    const loaded = progress.filter((item) => item.phase === 'lots').map((item) => (item as { loaded: number }).loaded);
    expect(loaded[0]).toBe(partial);
    expect(loaded.at(-1)).toBe(COUNT);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.some((item) => item.phase === 'indexes')).toBe(true);
    expect(progress.at(-1)).toEqual({ phase: 'done', loaded: COUNT, total: COUNT });
  });

  it('holds exactly the generated lots, ids in sale order, with consistent categories and sellers', async () => {
    const { database } = testDatabase;
    const corpus = createDemoCorpus({ seed: 7, count: COUNT, now });
    const rows = await database.query<{
      source_lot_id: string;
      title: string;
      final_price: number;
      sale_date: Date;
      image_names: string[];
    }>('SELECT source_lot_id, title, final_price, sale_date, image_names FROM books ORDER BY id');
    expect(rows).toHaveLength(COUNT);
    for (const index of [0, 1, 599, 600, 601, 1500, COUNT - 1]) {
      const lot = corpus.lot(index);
      expect(rows[index]).toMatchObject({ title: lot.title, final_price: lot.finalPrice, image_names: lot.imageNames });
      expect(Number(rows[index]!.source_lot_id)).toBe(lot.sourceLotId);
      expect(new Date(rows[index]!.sale_date).getTime()).toBe(lot.saleDate.getTime());
    }
    expect(
      await count(
        `SELECT count(*) AS n FROM (SELECT sale_date < lag(sale_date) OVER (ORDER BY id) AS back FROM books) t WHERE back`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM categories')).toBe(corpus.categories.length);
    expect(await count('SELECT count(*) AS n FROM sellers')).toBe(corpus.sellers.length);
    expect(
      await count(
        'SELECT count(*) AS n FROM books b JOIN categories c ON c.id = b.category_id JOIN sellers s ON s.id = b.seller_id',
      ),
    ).toBe(COUNT);
    expect(
      await count(
        `SELECT count(*) AS n FROM books b JOIN categories c ON c.id = b.category_id WHERE c.name IN ('unknown', 'interested')`,
      ),
    ).toBeGreaterThan(0);
  });

  it('leaves the search indexes exactly as the migration made them', async () => {
    expect(await indexDefinitions()).toEqual(migratedIndexes);
    expect(
      migratedIndexes.filter((definition) =>
        BULK_LOAD_INDEXES.some((index) => definition.startsWith(`${index.name}:`)),
      ),
    ).toHaveLength(BULK_LOAD_INDEXES.length);
  });

  it('finds "собрание сочинений" and "собраніе сочиненій" alike through the search vectors', async () => {
    const search = (words: string) =>
      testDatabase.database.query<{ title: string }>(
        `SELECT title FROM books WHERE title_tsv @@ plainto_tsquery('russian', raritet_fold($1)) ORDER BY id`,
        [words],
      );
    const modern = await search('собрание сочинений');
    const old = await search('собраніе сочиненій');
    expect(modern.length).toBeGreaterThan(5);
    expect(old).toEqual(modern);
    expect(modern.some((row) => /собраніе сочиненій/i.test(row.title))).toBe(true);
    expect(modern.some((row) => /собрание сочинений/i.test(row.title))).toBe(true);
    const described = await testDatabase.database.query(
      `SELECT 1 FROM books WHERE description_tsv @@ plainto_tsquery('russian', raritet_fold($1)) LIMIT 1`,
      ['владельческий переплет'],
    );
    expect(described).toHaveLength(1);
  });

  it('does nothing on an archive that has books', async () => {
    const result = await seedDemoArchive(demoSeedingHost(testDatabase.database), { count: COUNT, seed: 7 });
    expect(result.outcome).toBe('skipped');
    expect(await count('SELECT count(*) AS n FROM books')).toBe(COUNT);
  });
});

describe('an interrupted seeding when demo seeding is switched off', () => {
  let other: TestDatabase;
  beforeAll(async () => {
    other = await createTestDatabase();
  });
  afterAll(() => other.drop());

  it('keeps the lots loaded so far and rebuilds the search indexes', async () => {
    const controller = new AbortController();
    const stopped = await seedDemoArchive(demoSeedingHost(other.database), {
      count: 500,
      seed: 1,
      now,
      batchSize: 100,
      signal: controller.signal,
      onProgress: (progress) => progress.phase === 'lots' && progress.loaded >= 100 && controller.abort(),
    });
    // On PostgreSQL the batch already on its way is finished too.
    expect(stopped.outcome).toBe('interrupted');
    expect([100, 200]).toContain(stopped.loaded);
    const result = await seedDemoArchive(demoSeedingHost(other.database), { count: 0, seed: 1 });
    expect(result.outcome).toBe('indexed');
    const names = (
      await other.database.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'books'`)
    ).map((row) => row.indexname);
    expect(names).toEqual(expect.arrayContaining(BULK_LOAD_INDEXES.map((index) => index.name)));
    expect(await other.database.query('SELECT 1 FROM books')).toHaveLength(stopped.loaded);
    // With books there and no load in progress, a later start with seeding on leaves them alone.
    expect((await seedDemoArchive(demoSeedingHost(other.database), { count: 500, seed: 1 })).outcome).toBe('skipped');
  });
});
