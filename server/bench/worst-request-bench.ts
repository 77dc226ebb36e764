// Issue 26's part of `npm run bench` (ADR 0042): the worst single request the bench can build on the
// 230,000-lot demo corpus, on PGlite and PostgreSQL. Candidates: the broadest words of titles and
// descriptions (as words and as exact phrases), the largest category and seller, the widest price range,
// each in every sort at its last page (the answer's totalPages, 50 a page) and at the page of the
// 10,000th result (where ADR 0042 stops paging), and their statistics (first call: then cached); each
// timed once over HTTP against the built server as the administrator (not counted, may sort by price).
// The slowest search again, alone and six at once (the issue's "six at once"), and the issue's own
// request, page 4,500 of 50. Run by scripts/bench.mjs
// (`npx tsx server/bench/worst-request-bench.ts`); BENCH_BOOKS and BENCH_ENGINES as the search bench,
// BENCH_PORT for another checkout benching at the same time.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_PAGE_SIZE_MAX, SEARCH_RESULTS_MAX, type SearchSort } from '@raritet/contracts/archive';
import type { Database } from '../src/db/client.ts';
import { api, BENCH_ADMIN } from './bench-users.ts';
import { keptAliveGet } from './http-client.ts';
import { ms } from './measure.ts';
import { prepareCorpus } from './prepare.ts';
import { startBuiltServer, stopServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_BOOKS ?? 230_000);
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE_SIZE = SEARCH_PAGE_SIZE_MAX;
/** The page holding the 10,000th result: the deepest ADR 0042 serves. */
const CAP_PAGE = Math.ceil(SEARCH_RESULTS_MAX / PAGE_SIZE);
/** The issue's request, as it was reported (3–5 s on 230,000 lots before ADR 0042). */
const ISSUE_REQUEST = '/api/books/searchByDescription?description=состояние&pageSize=50&page=4500';
const SORTS: SearchSort[] = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'];
/** Words of the demo corpus's titles and condition notes that most lots hold (the broadest is picked). */
const WORDS = {
  title: ['история', 'сочинения', 'открытка', 'журнал', 'Москва', 'карта'],
  description: ['состояние', 'переплёт', 'обложка', 'иллюстрации', 'издание', 'хорошее'],
};
/** Phrases recheck each match row by row: common ones cost the most per page. */
const PHRASES = { title: ['собрание сочинений'], description: ['хорошее состояние', 'в издательской обложке'] };
const log = (line: string) => console.log(line);

type Engine = 'pglite' | 'pg';
/** A search (`deepest`: timed at its last page, which its first page's totalPages names) or its statistics. */
type Candidate = { label: string; url: string; deepest?: boolean };
/** `search`: a page of results; statistics are cached after their first call, so not timed again. */
type Timed = Candidate & { ms: number; status: number; search: boolean };

/** The words most lots hold, by the planner's estimate of each, broadest first. */
async function broadest(database: Database, field: 'title' | 'description', words: string[], keep: number) {
  const counted = await Promise.all(
    words.map(async (word) => {
      const [row] = await database.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) select 1 from books where ${field}_tsv @@ to_tsquery('russian', raritet_fold($1))`,
        [word],
      );
      const plan = row?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
      return { word, rows: parsed[0].Plan['Plan Rows'] };
    }),
  );
  return counted.sort((a, b) => b.rows - a.rows).slice(0, keep);
}

/** Every search the bench tries, in every sort it takes, and the statistics beside them. */
async function candidates(database: Database): Promise<Candidate[]> {
  const [category] = await database.query<{ id: number; n: number }>(
    'select category_id as id, count(*)::int as n from books group by 1 order by 2 desc limit 1',
  );
  const [seller] = await database.query<{ name: string; n: number }>(
    `select s.name, count(*)::int as n from books b join sellers s on s.id = b.seller_id
      group by s.id order by 2 desc limit 1`,
  );
  const list: Candidate[] = [];
  const add = (label: string, path: string, params: Record<string, string>, text: boolean) => {
    for (const sort of SORTS) {
      if (sort === 'relevance' && !text) continue;
      const query = new URLSearchParams({ ...params, sort, pageSize: String(PAGE_SIZE) });
      list.push({ label: `${label}, sort=${sort}`, url: `/api/books/${path}?${query.toString()}`, deepest: true });
    }
    list.push({
      label: `${label}, statistics`,
      url: `/api/books/${path}/stats?${new URLSearchParams(params).toString()}`,
    });
  };
  for (const field of ['title', 'description'] as const) {
    const path = field === 'title' ? 'searchByTitle' : 'searchByDescription';
    for (const { word, rows } of await broadest(database, field, WORDS[field], 2)) {
      add(`${field} '${word}' (~${Math.round(rows).toLocaleString('en')} lots)`, path, { [field]: word }, true);
    }
    for (const phrase of PHRASES[field]) {
      add(`${field} "${phrase}" exact`, path, { [field]: phrase, exactPhrase: 'true' }, true);
    }
  }
  add(
    `category ${category!.id} (${category!.n.toLocaleString('en')} lots)`,
    'searchByCategory',
    { categoryId: String(category!.id) },
    false,
  );
  add(
    `seller '${seller!.name}' (${seller!.n.toLocaleString('en')} lots)`,
    'searchBySeller',
    { sellerName: seller!.name },
    false,
  );
  add('price 0–100,000,000', 'searchByPriceRange', { minPrice: '0', maxPrice: '100000000' }, false);
  return list;
}

async function measure(list: Candidate[]) {
  const login = await api<{ token: string }>(BASE, 'POST', '/auth/login', BENCH_ADMIN);
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${login.json.token}` };
  const get = keptAliveGet(BASE);
  const time = async ({ label, url }: Candidate, search = true): Promise<Timed> => {
    const started = performance.now();
    const { status } = await get(url, headers);
    return { label, url, status, search, ms: performance.now() - started };
  };
  const timed: Timed[] = [];
  for (const candidate of list) {
    if (!candidate.deepest) {
      timed.push(await time(candidate, false));
      continue;
    }
    // The first page says how many pages there are; the last, and the 10,000th result's, are timed.
    const { status, json } = await get(candidate.url, headers);
    const pages = status === 200 ? (json as { totalPages: number }).totalPages : 0;
    for (const page of new Set([pages, CAP_PAGE])) {
      if (page < 1) continue;
      timed.push(await time({ label: `${candidate.label}, page ${page}`, url: `${candidate.url}&page=${page}` }));
    }
  }
  timed.sort((a, b) => b.ms - a.ms);
  const worst = timed.find((t) => t.search)!;
  // The worst again, twice, alone; then six at once on six connections (each its own client).
  const again = [worst, await time(worst), await time(worst)].map((t) => t.ms).sort((a, b) => a - b);
  const started = performance.now();
  const together = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const client = keptAliveGet(BASE);
      const begun = performance.now();
      const { status } = await client(worst.url, headers);
      return { status, ms: performance.now() - begun };
    }),
  );
  const sixWall = performance.now() - started;
  const issue = await time({ label: 'the issue', url: ISSUE_REQUEST });
  return { timed, again, together, sixWall, issue };
}

async function benchEngine(engine: Engine) {
  const name = engine === 'pg' ? 'PostgreSQL' : 'PGlite';
  log(`\n${name}: preparing ${COUNT.toLocaleString('en')} lots`);
  const corpus = await prepareCorpus(engine, COUNT, log, { poolSize: 2 });
  if (!corpus) return;
  const database = await corpus.open();
  const list = await candidates(database);
  // PGlite is one process's database: closed before the server opens it.
  await database.close();
  const server = await startBuiltServer(PORT, {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...corpus.serverEnv,
  });
  let result: Awaited<ReturnType<typeof measure>>;
  try {
    result = await measure(list);
  } finally {
    await stopServer(server);
    await corpus.cleanup();
  }
  const { timed, again, together, sixWall, issue } = result;
  const worstStats = timed.find((t) => !t.search)!;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  log(
    `\n${name}, ${COUNT.toLocaleString('en')} lots: the worst single request of ${timed.length} tried ` +
      `(searches of ${PAGE_SIZE} a page at their last page and at page ${CAP_PAGE}, statistics' first call); load average ${load}`,
  );
  for (const { label, status, ms: took } of timed.slice(0, 5)) {
    log(`  ${ms(took).padStart(7)} ms  HTTP ${status}  ${label}`);
  }
  const worst = timed.find((t) => t.search)!;
  log(`  worst search: ${worst.label}: ${worst.url}`);
  log(`    alone, three times: ${again.map(ms).join(', ')} ms`);
  log(
    `    six at once: ${ms(sixWall)} ms until all answered; each ${together
      .map(({ ms: took, status }) => `${ms(took)}${status === 200 ? '' : ` (${status})`}`)
      .join(', ')} ms`,
  );
  log(
    `  the issue's request (${ISSUE_REQUEST.replace('/api/books/', '')}): HTTP ${issue.status} in ${ms(issue.ms)} ms`,
  );
  log(
    `  worst statistics (first call; cached after): ${ms(worstStats.ms)} ms, HTTP ${worstStats.status}, ${worstStats.label}`,
  );
  const cut = timed.filter(({ status }) => status !== 200);
  for (const status of new Set(cut.map((t) => t.status))) {
    const these = cut.filter((t) => t.status === status);
    const slowest = these.slice(0, 3).map((t) => `${t.label} ${ms(t.ms)} ms`);
    log(`  HTTP ${status}: ${these.length} of them, the slowest: ${slowest.join('; ')}`);
  }
  if (cut.length === 0) log('  every request answered 200');
}

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the server build failed');
const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);
