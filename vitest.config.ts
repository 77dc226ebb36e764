import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects: unit tests everywhere, and the server's integration tests (`*.int.test.ts`)
 * on PGlite and on the PostgreSQL at TEST_DATABASE_URL.
 */
const integrationTests = ['server/src/**/*.int.test.ts', 'packages/demo/src/**/*.int.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * With PostgreSQL at hand every integration file runs on it, and on PGlite too only where the subject is
 * SQL the two engines may run differently: search (dictionaries, trigrams, collation), statistics, the
 * catalogue, bulk writes and their transactions on PGlite's one connection, the job queue, the embedded
 * start and the demo (ADR 0060). The other features (accounts, payments, alerts, settings, the API fuzz)
 * run on PGlite end to end in the browser tests, which drive `npm start` on it. Without PostgreSQL every
 * file runs on PGlite.
 */
const alsoOnPglite = [
  'server/src/*.int.test.ts',
  'server/src/{db,jobs,demo-mode}/**/*.int.test.ts',
  'packages/demo/src/**/*.int.test.ts',
  'server/src/features/{search,price-statistics,books,sitemaps,book-update,transfers,category-cleanup,setup}/**/*.int.test.ts',
  'server/src/features/member/favorites-concurrency.int.test.ts',
];
/** Files of `alsoOnPglite`'s folders that are not about the engine: they run once, on PostgreSQL. */
const onceOnPostgres = [
  'server/src/api-fuzz.int.test.ts',
  'server/src/admin-authorization.int.test.ts',
  'server/src/admin-caller-first.int.test.ts',
];
/**
 * The integration files share their worker's modules (`isolate: false`): each file made its own app, but
 * importing the server anew for each of the 162 file runs took about 4 s of the run's time apiece (534 s →
 * 326 s for the whole run, every test passing). No integration file mocks a module; one that needs a fresh
 * module graph belongs in a project of its own.
 */
const integrationProject = { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };
if (process.env.CI && !onPostgres) {
  throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL integration run cannot be skipped in CI.');
}

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, so files ran one at a
    // time. The integration files mostly wait on their databases, so three overlap well there (857 s →
    // 476 s for the whole run on the CI machine, every test passing); set VITEST_MAX_WORKERS to change it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'server/test/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'eslint-rules/*.test.ts',
          ],
          exclude: integrationTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: onPostgres ? alsoOnPglite : integrationTests,
          exclude: onPostgres ? onceOnPostgres : [],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['server/test/global-setup.ts'],
          ...integrationProject,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'integration-pg',
                include: integrationTests,
                env: { TEST_DB: 'pg' },
                ...integrationProject,
              },
            },
          ]
        : []),
    ],
  },
});
