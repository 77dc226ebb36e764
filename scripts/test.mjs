// `npm test`: everything CI runs, in order: static checks, unit and integration tests, browser tests.
// Ends with one line "tests: N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'raritet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${timings.join('\n')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const npx = (label, args, env) => run(label, 'npx', args, env);

if (!npx('typecheck', ['tsc', '-b'])) finish(false);
if (!npx('lint', ['eslint', '.', '--max-warnings', '0'])) finish(false);
if (!npx('format', ['prettier', '--check', '.', '--log-level', 'warn'])) finish(false);

// Unit + integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = npx('unit and integration tests', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
if (!vitestOk) finish(false);

// Browser tests need Debian's Chromium; CI must not silently skip them.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`\n${chromium} is missing and CI is set: browser tests cannot be skipped in CI.`);
    finish(false);
  }
  console.warn(`\n${chromium} is missing: browser tests skipped (install Debian's chromium to run them).`);
  finish(true);
}
if (!run('build', 'npm', ['run', 'build'])) finish(false);
const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
});
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}
finish(e2eOk);
