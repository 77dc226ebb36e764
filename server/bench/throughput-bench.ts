/**
 * Throughput and its knee: autocannon drives the built server on the 230,000-lot corpus on PostgreSQL at
 * 1, 4, 16 and 64 connections, for three loads a service meets: title searches as a counted subscriber
 * (a few hundred queries made from real antiquarian titles), a subscriber's book page drawn on the server,
 * and the public recent sales. For each: requests per second, p50 and p99 latency, errors, and how busy the
 * server's node process and PostgreSQL were (CPU as a share of one core: node runs JavaScript on one, so
 * ~100 % is its ceiling; PostgreSQL's backends can use every core), how busy the whole machine was (the
 * autocannon client runs on it too), and which of them held the throughput.
 *
 * Then the same with two `ROLE=api` processes and one `ROLE=worker` on the same database, the connections
 * split evenly between the two API ports (one autocannon per port, their figures summed).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/bench/throughput-bench.ts
 *
 * THROUGHPUT_SECONDS (default 10) is each run's length; THROUGHPUT_CONNECTIONS (default 1,4,16,64) the
 * steps; THROUGHPUT_COUNT (default 230000) the corpus size.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { BENCH_ADMIN, BENCH_CAPTCHA_CODE, subscriberToken, type Credentials } from './bench-users.ts';
import { prepareCorpus } from './prepare.ts';
import { loadRealBooks } from './real-books/books.ts';
import { toUrl } from './queries.ts';
import { startBuiltServer, stopServer } from './server-process.ts';

const COUNT = Number(process.env.THROUGHPUT_COUNT ?? 230_000);
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const STEPS = (process.env.THROUGHPUT_CONNECTIONS ?? '1,4,16,64').split(',').map(Number);
const PORTS = [3295, 3296];
const SUBSCRIBER = { email: 'bench-throughput@raritet.test', password: 'bench-throughput-secret' };
const log = (line: string) => console.log(line);

/** A few hundred title searches a collector might type: the first two or three words of real titles. */
function realTitleQueries(): string[] {
  const queries = new Set<string>();
  for (const book of loadRealBooks()) {
    for (const title of [book.modernTitle, book.title]) {
      const words = title.split(/[\s.,:;()«»"]+/).filter((word) => word.length > 2);
      if (words.length > 0) queries.add(words.slice(0, words.length > 3 ? 3 : 2).join(' '));
    }
  }
  return [...queries];
}

/** The cookies a browser holds after logging in (the HttpOnly token and its hint), as one Cookie header. */
async function browserSession(base: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login for the book pages failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  // A guest is answered a page too (the login's): make sure these cookies are a session.
  const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  if (!me.ok) throw new Error(`the login's cookies are not a session: ${me.status}`);
  return cookie;
}

type Load = { name: string; paths: string[]; headers: Record<string, string> };

/** CPU seconds each process has used so far (/proc, Linux). */
function cpuSeconds(pids: number[]): Map<number, number> {
  const tick = 100;
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      // the process ended
    }
  }
  return used;
}

/**
 * CPU seconds used between two readings: a process that started between them counts whole, one that ended
 * counts nothing (PostgreSQL's backends come and go with the pool's connections).
 */
function cpuUsedBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The PostgreSQL server's processes (the postmaster and one backend per connection). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

type Step = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  nodeCpu: number;
  pgCpu: number;
  machineBusy: number;
};

/** The machine's busy and total CPU time so far (/proc/stat's first line, in ticks). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** One autocannon per API port, side by side, the connections split between them; figures summed. */
async function drive(load: Load, connections: number, ports: number[], servers: ChildProcess[]): Promise<Step> {
  const nodePids = servers.map((server) => server.pid!);
  const nodeBefore = cpuSeconds(nodePids);
  const pgBefore = cpuSeconds(postgresPids());
  const machineBefore = machineTicks();
  const started = performance.now();
  const results = await Promise.all(
    ports.map((port, index) => {
      let next = index;
      return autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.max(1, Math.round(connections / ports.length)),
        duration: SECONDS,
        headers: load.headers,
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % load.paths.length;
              return { ...request, method: 'GET', path: load.paths[next]! };
            },
          },
        ],
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const share = (used: number) => Math.round((used / seconds) * 100);
  const machineAfter = machineTicks();
  return {
    machineBusy: Math.round(
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
    ),
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    // With two ports: the worse of the two (they are alike; a mean of percentiles would mean nothing).
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    nodeCpu: share(cpuUsedBetween(nodeBefore, cpuSeconds(nodePids))),
    pgCpu: share(cpuUsedBetween(pgBefore, cpuSeconds(postgresPids()))),
  };
}

/**
 * What held the throughput: a node process at its one core, the machine's cores all busy (node,
 * PostgreSQL and autocannon itself share them here), PostgreSQL alone at the cores, or none of them
 * (latency-bound: more connections would raise it).
 */
function saturated({ nodeCpu, pgCpu, machineBusy }: Step, apiProcesses: number): string {
  if (nodeCpu >= 85 * apiProcesses) return 'node';
  if (machineBusy >= 90) return `the machine (${os.availableParallelism()} cores)`;
  if (pgCpu >= 85 * os.availableParallelism()) return 'PostgreSQL';
  return 'neither';
}

/**
 * Waits until the machine is quiet (under a quarter busy two seconds running): a server just started
 * runs its start-up jobs (the worker's schedules, caches), which would be measured as the load's cost.
 */
async function quiet(): Promise<void> {
  const deadline = Date.now() + 180_000;
  let calm = 0;
  let busy = 100;
  while (calm < 2 && Date.now() < deadline) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = machineTicks();
    busy = ((after.busy - before.busy) / (after.total - before.total)) * 100;
    calm = busy < 25 ? calm + 1 : 0;
  }
  if (calm < 2) console.log(`  (the machine did not go quiet in 3 minutes: ${busy.toFixed(0)} % busy)`);
}

async function measure(loads: Load[], ports: number[], servers: ChildProcess[]) {
  console.log(
    'load            conns   req/s    p50 ms   p99 ms  errors   node CPU   PostgreSQL CPU   machine busy   saturated',
  );
  for (const load of loads) {
    await quiet();
    // Warm: the routes compiled, the pages and indexes cached.
    await drive(load, 4, ports, servers);
    for (const connections of STEPS) {
      const step = await drive(load, connections, ports, servers);
      console.log(
        `${load.name.padEnd(15)} ${String(connections).padStart(5)} ${step.rps.toFixed(0).padStart(7)} ` +
          `${step.p50.toFixed(0).padStart(8)} ${step.p99.toFixed(0).padStart(8)} ${String(step.errors).padStart(7)} ` +
          `${`${step.nodeCpu} %`.padStart(10)} ${`${step.pgCpu} %`.padStart(16)} ${`${step.machineBusy} %`.padStart(14)}   ` +
          saturated(step, ports.length),
      );
    }
  }
}

async function main() {
  const corpus = await prepareCorpus('pg', COUNT, log);
  if (!corpus) return;
  const common = {
    ...corpus.serverEnv,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    CAPTCHA_TEST_CODE: BENCH_CAPTCHA_CODE,
    // A shared secret: a token made by one API process is read by the other.
    JWT_SECRET: 'throughput-bench-secret-0123456789abcdef',
    SETTINGS_KEY: 'throughput-bench-settings-key-0123456789',
  };
  const database = await corpus.open();
  const bookIds = (await database.query<{ id: number }>('select id from books order by random() limit 300')).map(
    (row) => row.id,
  );
  await database.close();

  let servers: ChildProcess[] = [await startBuiltServer(PORTS[0]!, common)];
  try {
    const base = `http://127.0.0.1:${PORTS[0]}`;
    const token = await subscriberToken(base, {
      admin: BENCH_ADMIN,
      subscriber: SUBSCRIBER,
      captchaCode: BENCH_CAPTCHA_CODE,
    });
    const titles = realTitleQueries();
    const loads: Load[] = [
      {
        name: 'title search',
        paths: titles.map((query) => toUrl({ type: 'title', query, exactPhrase: false, page: 1, pageSize: 10 })),
        headers: { authorization: `Bearer ${token}` },
      },
      {
        name: 'book page HTML',
        paths: bookIds.map((id) => `/books/${id}`),
        headers: { cookie: await browserSession(base, SUBSCRIBER), accept: 'text/html' },
      },
      { name: 'recent sales', paths: ['/api/books/recent-sales?limit=12'], headers: {} },
    ];
    console.log(
      `\nThroughput: ${COUNT.toLocaleString('en')} lots on PostgreSQL, ${titles.length} real-title queries, ` +
        `${SECONDS} s per step, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log('\nOne process (ROLE=all):');
    await measure(loads, [PORTS[0]!], servers);
    await stopServer(servers[0]!);

    servers = [
      await startBuiltServer(PORTS[0]!, { ...common, ROLE: 'api' }),
      await startBuiltServer(PORTS[1]!, { ...common, ROLE: 'api' }),
      await startBuiltServer(3297, { ...common, ROLE: 'worker' }),
    ];
    console.log('\nTwo ROLE=api processes and one ROLE=worker (connections split between the API ports):');
    await measure(loads, PORTS, servers.slice(0, 2));
  } finally {
    await Promise.all(servers.filter((server) => server.exitCode === null).map(stopServer));
    await corpus.cleanup();
  }
}

await main();
