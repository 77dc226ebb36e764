// `npm run bench:web`: builds, starts the product on a temporary demo archive and prints what the first
// and the repeat load of three pages cost in the browser (Debian's Chromium through Playwright): JS and CSS
// bytes transferred (compressed bodies) and decoded, requests, LCP; then the Lighthouse scores (mobile
// preset, simulated throttling) of the same pages. BENCH_WEB_BOOKS (default 2000) sets the demo archive's
// size; BENCH_WEB_SKIP_LIGHTHOUSE=1 leaves Lighthouse out. Without Chromium, Lighthouse is skipped with a
// message.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { codeRequests, measurePageWeight, type PageWeight } from '../tests/page-weight.ts';
import { sessionCookies } from '../tests/session-cookies.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3296);
const base = `http://127.0.0.1:${port}`;
const books = Number(process.env.BENCH_WEB_BOOKS ?? 2000);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const admin = { email: 'bench-web@raritet.test', password: 'bench-web-secret' };
const reader = { email: 'bench-web-reader@raritet.test', password: 'bench-web-reader-secret' };
const CAPTCHA = 'BENCH42';

/** The first-load and Lighthouse targets, printed beside the figures. */
const TARGETS = {
  firstLoadJs: 200 * 1024,
  firstLoadTotal: 300 * 1024,
  performance: 95,
  performanceSearch: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
};

type Role = 'guest' | 'subscriber';
interface PageCase {
  name: string;
  path: string;
  search: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function api<T>(pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token !== undefined) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${base}/api${pathname}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      CAPTCHA_TEST_CODE: CAPTCHA,
      RATE_LIMIT_SCALE: '1000',
      DEMO_BOOKS: String(books),
      SIMULATOR_BACKLOG: '0',
      SIMULATOR_LOTS_PER_MINUTE: '0',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const sales = await api<{ bookId: number }[]>('/books/recent-sales?limit=1');
      // The demo archive goes in in sale order: the newest sale is the last lot once it is all there.
      if (sales[0]?.bookId === books) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** A reader with a month of the cheapest plan, as the administrator gives it; returns the login token. */
async function subscriberToken(): Promise<string> {
  const captcha = await fetch(`${base}/api/auth/captcha`);
  const captchaToken = captcha.headers.get('x-captcha-token') ?? '';
  await api('/auth/register', {
    method: 'POST',
    json: { email: reader.email, password: reader.password, captchaToken, captchaCode: CAPTCHA },
  });
  const login = (body: typeof admin) =>
    api<{ token: string; user: { id: number } }>('/auth/login', { method: 'POST', json: body });
  const [adminSession, readerSession] = [await login(admin), await login(reader)];
  const plans = await api<{ id: number; price: number }[]>('/subscription/plans');
  const cheapest = [...plans].sort((a, b) => a.price - b.price)[0];
  if (cheapest === undefined) throw new Error('No plans to subscribe to');
  await api(`/admin/user/${readerSession.user.id}/assign-subscription-plan`, {
    method: 'POST',
    token: adminSession.token,
    json: { planId: cheapest.id, autoRenew: false },
  });
  return readerSession.token;
}

/** A lot with photos (the book page's cover is its largest paint). */
async function bookWithPhotos(token: string): Promise<number> {
  const sales = await api<{ bookId: number }[]>('/books/recent-sales?limit=20');
  for (const { bookId } of sales) {
    const { images } = await api<{ images: string[] }>(`/books/${bookId}/images`, { token });
    if (images.length > 0) return bookId;
  }
  throw new Error('No recent lot has photos');
}

/** First load in a fresh browser context (empty cache), then the same page again: the repeat visit. */
async function measureInBrowser(browser: Browser, role: Role, token: string, page: PageCase) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  if (role === 'subscriber') await context.addCookies(sessionCookies(token, base));
  const tab = await context.newPage();
  await tab.goto(base + page.path, { waitUntil: 'networkidle' });
  const first = await measurePageWeight(tab);
  // A repeat visit: a new navigation in the same context, as a user returning tomorrow would make it.
  await tab.goto('about:blank');
  await tab.goto(base + page.path, { waitUntil: 'networkidle' });
  const repeat = await measurePageWeight(tab);
  const landedOn = new URL(tab.url()).pathname;
  await context.close();
  return { first, repeat, landedOn };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
}

class LighthouseRunError extends Error {}

/** Lighthouse once more when a run could not measure the page (LighthouseRunError). */
async function lighthouseScoresRetried(role: Role, token: string, url: string): Promise<Scores> {
  try {
    return await lighthouseScores(role, token, url);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`  (${url}: Lighthouse could not measure it, ${error.message}; once more)`);
    return lighthouseScores(role, token, url);
  }
}

/** One Lighthouse run (mobile preset) in a fresh Chromium profile; a subscriber's cookie set first. */
async function lighthouseScores(role: Role, token: string, url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    if (role === 'subscriber') {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]?.addCookies(sessionCookies(token, base));
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The profile is new (empty cache); resetting storage would also drop the subscriber's cookie.
      disableStorageReset: role === 'subscriber',
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run that could not measure (e.g. NO_LCP, seen once in a dozen runs on a loaded machine) has no
    // scores: said so, and the caller runs the page once more.
    if (result.lhr.runtimeError !== undefined) throw new LighthouseRunError(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

function printWeight(label: string, landedOn: string, first: PageWeight, repeat: PageWeight) {
  const total = first.js.transferred + first.css.transferred + first.other.transferred;
  console.log(
    [
      `  ${label.padEnd(30)}`,
      `JS ${kb(first.js.transferred).padStart(9)} (${kb(first.js.decoded)} decoded, ${first.js.files} files) ${mark(first.js.transferred <= TARGETS.firstLoadJs)}`,
      `CSS ${kb(first.css.transferred)}`,
      `all but images ${kb(total)} ${mark(total <= TARGETS.firstLoadTotal)}`,
      `requests ${first.requests}`,
      `LCP ${first.lcpMs === null ? '—' : `${Math.round(first.lcpMs)} ms`}`,
      `repeat: ${codeRequests(repeat)} JS/CSS requests ${mark(codeRequests(repeat) === 0)}`,
      landedOn === '' ? '' : `(shows ${landedOn})`,
    ].join(' · '),
  );
}

async function main() {
  console.log('Building…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raritet-web-bench-'));
  console.log(`Starting the product on a ${books.toLocaleString('en')}-lot demo archive…`);
  const server = await startServer(dataDir);
  try {
    const token = await subscriberToken();
    const bookId = await bookWithPhotos(token);
    const pages: PageCase[] = [
      { name: 'home /', path: '/', search: false },
      { name: 'search result page', path: `/searchByTitle/${encodeURIComponent('Пушкина')}`, search: true },
      { name: `book /books/${bookId}`, path: `/books/${bookId}`, search: false },
    ];

    console.log('\nFirst load in Chromium at 1280 px, empty cache (bytes are compressed bodies), then a repeat visit:');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
    try {
      for (const role of ['guest', 'subscriber'] as const) {
        for (const page of pages) {
          const { first, repeat, landedOn } = await measureInBrowser(browser, role, token, page);
          printWeight(`${role} ${page.name}`, landedOn === page.path ? '' : landedOn, first, repeat);
        }
      }
    } finally {
      await browser.close();
    }

    if (process.env.BENCH_WEB_SKIP_LIGHTHOUSE === '1') return;
    if (!existsSync(chromiumPath)) {
      console.log(`\nLighthouse skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);
      return;
    }
    console.log(
      '\nLighthouse (mobile preset, simulated slow 4G), one run each: performance / accessibility / best practices / SEO:',
    );
    for (const role of ['guest', 'subscriber'] as const) {
      for (const page of pages) {
        const scores = await lighthouseScoresRetried(role, token, base + page.path);
        const performanceTarget = page.search ? TARGETS.performanceSearch : TARGETS.performance;
        console.log(
          `  ${`${role} ${page.name}`.padEnd(30)} ` +
            `${scores.performance} ${mark(scores.performance >= performanceTarget)} / ` +
            `${scores.accessibility} ${mark(scores.accessibility >= TARGETS.accessibility)} / ` +
            `${scores.bestPractices} ${mark(scores.bestPractices >= TARGETS.bestPractices)} / ` +
            `${scores.seo} ${mark(scores.seo >= TARGETS.seo)} · LCP ${(scores.lcpMs / 1000).toFixed(2)} s (simulated)`,
        );
      }
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
