import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against `npm start` on a real port with a throwaway DATA_DIR,
 * exactly as a newcomer would run the product.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'raritet-e2e-'));
// The workers load this file again: they must find the server's folder, not make another one.
process.env.E2E_DATA_DIR = dataDir;
/** Where `npm start` writes every e-mail while no SMTP host is set (the confirmation links are read there). */
export const OUTBOX_DIR = path.join(dataDir, 'outbox');
export const ADMIN = { email: 'admin@raritet.test', password: 'admin-secret' };
export const CAPTCHA_CODE = 'E2E42';
/**
 * The fake Telegram Bot API (server/test/fake-bot-api-cli.ts) runs beside the server, which reaches it as
 * TELEGRAM_API_ROOT. It knows this one bot; no token is set on the server, so there is no bot until a test
 * saves this token in the admin settings (notifications-live-bot.spec.ts, which clears it again).
 */
const botApiPort = Number(process.env.E2E_BOT_PORT ?? 3211);
export const E2E_BOT = {
  token: '424242:e2e-live-bot',
  username: 'RaritetE2EBot',
  apiRoot: `http://127.0.0.1:${botApiPort}`,
} as const;

/**
 * Debian's headless shell (package chromium-headless-shell, which .ci/run installs) where it is there: the
 * build Playwright itself runs headless tests in, which spends about a fifth less CPU than the full
 * browser (measured on three specs: 196 → 153 CPU seconds of Chromium). Else the full browser.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs that change what every other spec sees: the saved settings, the book update's state, the bot token,
 * whole-archive and all-users imports (which put back rows as they were at their export) and category
 * deletes and merges. They run after the others, one at a time (the `…-shared-state` projects); every other
 * spec keeps to accounts and names of its own, so those run two at a time.
 */
const SHARED_STATE_SPECS = [
  'admin-settings.spec.ts',
  'admin-book-update.spec.ts',
  'admin-transfers.spec.ts',
  'admin-category-cleanup.spec.ts',
  'notifications-live-bot.spec.ts',
];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  launchOptions,
};
/**
 * The layout suite at 375 px: the tests whose title ends in `@layout`: those whose steps or checks differ on
 * a phone (the drawer menu, cards instead of tables, nothing wider than the screen, axe at that width), and
 * layout.spec.ts's tour of the pages. Other flows do the same thing at any width.
 */
const layoutSuite = /@layout/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Two specs at a time: one left the 2-core machine idle a third of the time (Chromium waits on the
  // server, the server on Chromium). E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // The browser tests share the 2-core CI machine with the static checks (ADR 0054): a long flow such as the
  // admin settings takes about a minute there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: { baseURL, locale: 'ru-RU', trace: 'on-first-retry', launchOptions },
  projects: [
    // Every flow runs once, at desktop width.
    { name: 'desktop', testIgnore: SHARED_STATE_SPECS, use: desktop },
    { name: 'mobile', grep: layoutSuite, testIgnore: SHARED_STATE_SPECS, use: mobile },
    {
      name: 'desktop-shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      use: desktop,
    },
    {
      name: 'mobile-shared-state',
      grep: layoutSuite,
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['desktop-shared-state'],
      workers: 1,
      use: mobile,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/test/fake-bot-api-cli.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${E2E_BOT.apiRoot}/__control/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        FAKE_BOT_API_PORT: String(botApiPort),
        FAKE_BOT_TOKEN: E2E_BOT.token,
        FAKE_BOT_USERNAME: E2E_BOT.username,
      },
    },
    {
      command: 'npm start',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CAPTCHA_TEST_CODE: CAPTCHA_CODE,
        RATE_LIMIT_SCALE: '100',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // A small archive: enough lots to search and page through, seeded in a few seconds.
        DEMO_BOOKS: '2000',
        // The simulator runs (the book-updating section shows a live source) but holds no lots: new lots
        // arriving mid-run would move the archive the other specs read. The pull itself is tested end to
        // end against the simulator in server/src/features/book-update.
        SIMULATOR_BACKLOG: '0',
        SIMULATOR_LOTS_PER_MINUTE: '0',
        TELEGRAM_API_ROOT: E2E_BOT.apiRoot,
      },
    },
  ],
});
