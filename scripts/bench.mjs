// `npm run bench`: prints measured figures: server cold and warm start (process start to the first
// HTTP 200, built app, embedded database), the latency of the session calls, then the archive searches
// over a 230,000-lot corpus on PGlite and PostgreSQL (server/bench/search-bench.ts),
// then how well the title and seller searches find what collectors type (server/bench/search-quality-bench.ts),
// then the same for 410 real antiquarian books brought in through the sales pull (server/bench/real-books-bench.ts),
// then the price statistics, comparable sales and sorted searches (server/bench/stats-bench.ts),
// then the worst single request it can build (server/bench/worst-request-bench.ts),
// then the sales pull (server/bench/pull-bench.ts), then the alerts' matching (server/bench/alerts-bench.ts),
// then the archive's export and import (server/bench/archive-transfer-bench.ts), then the whole sitemap
// (server/bench/sitemap-bench.ts), then requests per second at 1–64 connections, one and two API processes
// (server/bench/throughput-bench.ts).
// BENCH_SKIP_START=1, BENCH_SKIP_SEARCH=1, BENCH_SKIP_QUALITY=1, BENCH_SKIP_REAL=1, BENCH_SKIP_STATS=1, BENCH_SKIP_WORST=1,
// BENCH_SKIP_PULL=1, BENCH_SKIP_ALERTS=1, BENCH_SKIP_TRANSFERS=1, BENCH_SKIP_SITEMAPS=1 or BENCH_SKIP_THROUGHPUT=1
// leave out one part;
// see server/bench for the others.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleParts } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@raritet.test', password: 'bench-secret' };

if (staleParts().length > 0) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

async function startServer(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_SCALE: '1000',
      // An empty database is not to be filled with the demo archive here: this measures start-up.
      DEMO_BOOKS: '0',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms (n=${samples.length})`;
}

async function time(n, request) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

async function benchStart() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raritet-bench-'));
  try {
    const cold = await startServer(dataDir);
    console.log(`cold start (new DATA_DIR, migrations, admin created): ${cold.ms.toFixed(0)} ms to first HTTP 200`);
    const login = () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
    const { token } = await (await login()).json();
    console.log(`POST /api/auth/login (scrypt): ${await time(50, login)}`);
    const me = () => fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    console.log(`GET /api/auth/user: ${await time(300, me)}`);
    console.log(`GET / (web app shell): ${await time(300, () => fetch(`${base}/`))}`);
    await stopServer(cold.child);

    const warm = await startServer(dataDir);
    console.log(`warm start (existing DATA_DIR): ${warm.ms.toFixed(0)} ms to first HTTP 200`);
    await stopServer(warm.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SKIP_START !== '1') await benchStart();
if (process.env.BENCH_SKIP_SEARCH !== '1') {
  const search = spawnSync('npx', ['tsx', 'server/bench/search-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (search.status !== 0) process.exitCode = search.status ?? 1;
}
if (process.env.BENCH_SKIP_QUALITY !== '1') {
  const quality = spawnSync('npx', ['tsx', 'server/bench/search-quality-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (quality.status !== 0) process.exitCode = quality.status ?? 1;
}
if (process.env.BENCH_SKIP_REAL !== '1') {
  const real = spawnSync('npx', ['tsx', 'server/bench/real-books-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (real.status !== 0) process.exitCode = real.status ?? 1;
}

if (process.env.BENCH_SKIP_STATS !== '1') {
  const figures = spawnSync('npx', ['tsx', 'server/bench/stats-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (figures.status !== 0) process.exitCode = figures.status ?? 1;
}

if (process.env.BENCH_SKIP_WORST !== '1') {
  const worst = spawnSync('npx', ['tsx', 'server/bench/worst-request-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (worst.status !== 0) process.exitCode = worst.status ?? 1;
}

if (process.env.BENCH_SKIP_PULL !== '1') {
  const pull = spawnSync('npx', ['tsx', 'server/bench/pull-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (pull.status !== 0) process.exitCode = pull.status ?? 1;
}
if (process.env.BENCH_SKIP_ALERTS !== '1') {
  const alerts = spawnSync('npx', ['tsx', 'server/bench/alerts-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (alerts.status !== 0) process.exitCode = alerts.status ?? 1;
}
if (process.env.BENCH_SKIP_TRANSFERS !== '1') {
  const transfers = spawnSync('npx', ['tsx', 'server/bench/archive-transfer-bench.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (transfers.status !== 0) process.exitCode = transfers.status ?? 1;
}
if (process.env.BENCH_SKIP_SITEMAPS !== '1') {
  const sitemaps = spawnSync('npx', ['tsx', 'server/bench/sitemap-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (sitemaps.status !== 0) process.exitCode = sitemaps.status ?? 1;
}
if (process.env.BENCH_SKIP_THROUGHPUT !== '1') {
  const throughput = spawnSync('npx', ['tsx', 'server/bench/throughput-bench.ts'], { cwd: root, stdio: 'inherit' });
  if (throughput.status !== 0) process.exitCode = throughput.status ?? 1;
}
