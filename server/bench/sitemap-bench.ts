// The sitemaps part of `npm run bench`: the whole sitemap of a 230,000-lot archive (the index, then every
// book sitemap) through the real routes and compression (Fastify inject, no network), plain, gzip and
// brotli, on PostgreSQL (BENCH_DATABASE_URL, or raritet_bench on TEST_DATABASE_URL's server) and, with
// BENCH_SITEMAP_PGLITE=1, on PGlite (the search bench's cached corpus). Prints the time of each pass, the
// bytes sent and the process's peak heap, which stays flat because the files are streamed.
// Run by scripts/bench.mjs (`npx tsx server/bench/sitemap-bench.ts`).
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../src/db/client.ts';
import { sitemapRoutes } from '../src/features/sitemaps/routes.ts';
import { createSitemapService } from '../src/features/sitemaps/service.ts';
import { registerCompression } from '../src/plugins/compression.ts';
import { ms } from './measure.ts';
import { benchDatabaseUrl, demoSeeder, preparePg, preparePglite } from './prepare.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_BOOKS ?? 230_000);
const log = (line: string) => console.log(line);

/** Samples the heap while `work` runs; answers its peak in MB. */
async function peakHeap(work: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().heapUsed) / 2 ** 20;
}

async function measure(name: string, database: Database) {
  const app = Fastify();
  await registerCompression(app);
  await app.register(sitemapRoutes, {
    sitemaps: createSitemapService(database),
    publicUrl: 'https://raritet.example',
  });
  await app.ready();
  // The files the index lists (read plain here, so the names can be picked out).
  const listed = [...(await app.inject({ url: '/sitemap.xml' })).body.matchAll(/\/(sitemaps\/[^<]+)<\/loc>/g)];
  const files = listed.map((match) => match[1]!);
  log(`  ${name} (heap before: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB):`);
  for (const encoding of [undefined, 'gzip', 'br']) {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    let bytes = 0;
    let urls = 0;
    let indexMs = 0;
    const started = performance.now();
    const heap = await peakHeap(async () => {
      const index = await app.inject({ url: '/sitemap.xml', headers });
      indexMs = performance.now() - started;
      bytes += index.rawPayload.length;
      for (const file of files) {
        const response = await app.inject({ url: `/${file}`, headers });
        if (response.statusCode !== 200) throw new Error(`${file}: ${response.statusCode}`);
        bytes += response.rawPayload.length;
        if (!encoding) urls += response.body.split('<url>').length - 1;
      }
    });
    const total = performance.now() - started;
    log(
      `    ${encoding ?? 'plain'}: ${ms(total)} ms for the index (${ms(indexMs)} ms) and ${files.length} files` +
        `${urls ? `, ${urls.toLocaleString('en')} addresses` : ''}; ${(bytes / 2 ** 20).toFixed(1)} MB sent; ` +
        `peak heap ${heap.toFixed(0)} MB`,
    );
  }
  await app.close();
}

log(`Sitemaps over ${COUNT.toLocaleString('en')} lots (index + every book sitemap, through the routes):`);
const url = await benchDatabaseUrl();
if (url) {
  await preparePg(url, COUNT, demoSeeder, log);
  const database = await openDatabase({ driver: 'pg', url, poolSize: 2 });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
  }
} else log('  PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
if (process.env.BENCH_SITEMAP_PGLITE === '1') {
  const dataDir = path.join(root, 'bench-results', `pglite-${COUNT}`);
  await preparePglite(dataDir, COUNT, demoSeeder, log);
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await measure('PGlite', database);
  } finally {
    await database.close();
  }
}
