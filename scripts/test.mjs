// `npm test`: everything CI runs. First the three static checks side by side with the build and the browser
// tests (those leave a quarter of a 2-core machine idle, waiting on the server and on Chromium); then the unit
// and integration tests, which keep both cores busy alone. Ends with each stage's time and one line
// "tests: N passed, N failed, N skipped" summing every runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'raritet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each group of stages that ran side by side: its wall-clock time and the time of every stage in it. */
const groups = [];
const startedAt = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one stage and resolves to whether it passed. Its output goes through line by line, each line led by
 * the stage's label, so stages running at the same time stay readable in one log.
 */
function run(label, command, args, env = {}) {
  const started = Date.now();
  const group = groups.at(-1);
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) target.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => {
        if (rest !== '') target.write(`[${label}] ${rest}\n`);
      });
    }
    child.on('close', (code) => {
      const ok = code === 0;
      group.stages.push(`${label} ${seconds(started)}${ok ? '' : ' (failed)'}`);
      console.log(`${ok ? '✓' : '✗'} ${label} (${seconds(started)})`);
      resolve(ok);
    });
  });
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  const serial = process.env.TEST_SERIAL === '1';
  console.log(`\nstage times${serial ? '' : ' (the stages of one line ran side by side)'}:`);
  // Measured by .ci/run before `npm test` started.
  const install = Number(process.env.CI_INSTALL_SECONDS);
  if (install > 0) console.log(`  install (npm ci): ${install.toFixed(1)} s`);
  for (const { name, time, stages } of groups) console.log(`  ${name}: ${time} (${stages.join(' · ')})`);
  const total = (Date.now() - startedAt) / 1000;
  console.log(
    `  total: ${total.toFixed(1)} s${install > 0 ? ` (${(total + install).toFixed(1)} s with the install)` : ''}`,
  );
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const npx = (label, args, env) => run(label, 'npx', args, env);
/**
 * Runs a group of stages side by side (each a function starting one or more stages in turn), or one after the
 * other with TEST_SERIAL=1: to compare, or where the machine is too small to share.
 */
async function all(name, stages) {
  const group = { name, time: '', stages: [] };
  groups.push(group);
  const started = Date.now();
  const results = [];
  if (process.env.TEST_SERIAL === '1') {
    for (const stage of stages) results.push(await stage());
  } else {
    results.push(...(await Promise.all(stages.map((stage) => stage()))));
  }
  group.time = seconds(started);
  return results.every(Boolean);
}

// Unit + integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
async function unitAndIntegration() {
  const vitestReport = path.join(reports, 'vitest.json');
  const ok = await npx('unit and integration tests', [
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
  return ok;
}

// Browser tests need Debian's Chromium; CI must not silently skip them.
async function buildAndBrowser() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (process.env.CI) {
      console.error(`\n${chromium} is missing and CI is set: browser tests cannot be skipped in CI.`);
      return false;
    }
    console.warn(`\n${chromium} is missing: browser tests skipped (install Debian's chromium to run them).`);
    return true;
  }
  if (!(await run('build', 'npm', ['run', 'build']))) return false;
  const playwrightReport = path.join(reports, 'playwright.json');
  const ok = await run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  return ok;
}

// The static checks read only the sources, the browser tests only the build: side by side, the checks use
// the CPU the browser tests leave idle.
const firstOk = await all('static checks and browser tests', [
  () => npx('typecheck', ['tsc', '-b']),
  () => npx('lint', ['eslint', '.', '--max-warnings', '0']),
  () => npx('format', ['prettier', '--check', '.', '--log-level', 'warn']),
  buildAndBrowser,
]);
// Alone: beside the browser tests, the unit and integration tests (three workers) starved both until browser
// flows and the API fuzz ran past their time limits (measured in CI: 31 browser tests in 20 minutes).
const secondOk = await all('unit and integration tests', [unitAndIntegration]);
finish(firstOk && secondOk);
