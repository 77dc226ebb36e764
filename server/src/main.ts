import { buildApp, collectJobs, createServices } from './app.ts';
import {
  ConfigError,
  demoMode,
  parseConfig,
  paymentsMode,
  salesSourceOf,
  SIMULATOR_OUTSIDE_DEMO,
  type Config,
} from './config.ts';
import { startDemoMode } from './demo-mode/demo-mode.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createPgBossJobs } from './jobs/pg-boss-queue.ts';
import { createLogger } from './lib/logger.ts';
import { loadJwtSecret, loadSettingsKey } from './lib/secrets.ts';
import { prepareDataDir, restrictNewFiles } from './lib/private-files.ts';
import { installProcessGuard } from './process-guard.ts';

// Files only the service reads, whatever umask it was started with (lib/private-files.ts, ADR 0040).
restrictNewFiles();

function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
const config = readConfig();
const log = createLogger(config.logLevel);
// An unhandled rejection is logged and serving goes on; an uncaught exception stops the process in
// order (exit 1, for the supervisor to restart it). ADR 0039.
let stopAfterFatal: () => void = () => process.exit(1);
installProcessGuard(log, () => stopAfterFatal());
const dataDirWarning = await prepareDataDir(config.dataDir);
if (dataDirWarning) log.warn(dataDirWarning);
const { database, description, embedded } = await openConfiguredDatabase(config);
await migrateDatabase(database);
const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
const jobs = createPgBossJobs(database, log);
const settingsKey = await loadSettingsKey(config.settingsKey, config.dataDir);
// Demo mode (on by default for the embedded database only): the made-up archive, its pictures and the
// platform simulator, loaded from packages/demo only now. Without it nothing is invented (ADR 0055).
const inDemoMode = demoMode(config, embedded);
if (!inDemoMode && salesSourceOf(config, false) === 'simulator') {
  console.error(`Invalid configuration:\n  ${SIMULATOR_OUTSIDE_DEMO}`);
  await database.close();
  process.exit(1);
}
const demo = inDemoMode ? await startDemoMode({ config, database, log }) : undefined;
const payments = paymentsMode(config, embedded);
const services = createServices({
  config,
  payments,
  database,
  jwtSecret,
  settingsKey,
  jobs: jobs.queue,
  log,
  ...(demo ? { demo } : {}),
});
// The admin settings are read before the first request, and every save of another process is heard.
await services.settings.start();
const app = await buildApp({ config, database, services, logger: log });

if (config.captchaTestCode) {
  app.log.warn('CAPTCHA_TEST_CODE is set: that code passes every captcha. Never set it in production.');
}
if (demo) {
  app.log.info(
    `Demo mode: a made-up archive (DEMO_BOOKS=${config.demoBooks})${salesSourceOf(config, true) === 'simulator' ? ' and simulated sales' : ''}${config.demo ? '' : ' (the embedded start; DEMO=0 turns it off)'}`,
  );
}
if (payments === 'demo') {
  app.log.info(
    `Payments: the demo checkout ("Pay" activates a plan without money), PAYMENTS=demo${config.payments ? '' : ' (the embedded demo start; set PAYMENTS=yookassa to take real payments)'}`,
  );
}
if (config.trustProxy === true) {
  app.log.warn(
    'TRUST_PROXY=true believes X-Forwarded-For from anyone: only safe when every request comes through your proxy. Prefer its address (e.g. TRUST_PROXY=loopback).',
  );
}
if (config.adminEmail && config.adminPassword) {
  if (await services.setup.bootstrapAdmin(config.adminEmail, config.adminPassword)) {
    app.log.info({ email: config.adminEmail }, 'administrator created from ADMIN_EMAIL');
  }
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const baseUrl = config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
const what = {
  all: 'running',
  api: 'running (API only: jobs run in ROLE=worker processes)',
  worker: 'running its jobs',
};
console.log(
  `\nRaritet is ${what[config.role]} at ${baseUrl} (database: ${description}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
);

const setupToken = config.role === 'worker' ? null : await services.setup.issueToken();
if (setupToken) {
  console.log(
    `No administrator yet. Open this one-time link to create one:\n  ${baseUrl}/initial-setup?token=${setupToken}\n`,
  );
}

// The job engine starts after the server answers, so the first page is not held up by its set-up.
// ROLE=api processes only send jobs; the others also work them and keep the schedules.
const jobsStarting: Promise<void> = jobs
  .start(collectJobs(services), { work: config.role !== 'api' })
  .catch((error: unknown) => app.log.error({ err: error }, 'background jobs could not start'));

// The messaging bot (when a token is set): a webhook with an https PUBLIC_URL, else long polling in the
// processes that work jobs (ROLE all or worker). An unreachable Bot API is retried in the background.
services.telegram.start().catch((error: unknown) => app.log.error({ err: error }, 'Telegram bot: start failed'));

// In demo mode an empty archive is filled with the demo corpus in the background (ADR 0009); an
// interrupted fill resumes. Nothing happens when the archive has books. The API processes of a split
// deployment leave it to the workers.
demo?.startSeeding();

let stoppingSince: number | undefined;
async function shutdown(signal: string, exitCode = 0) {
  if (stoppingSince !== undefined) {
    // Under `npx tsx` one Ctrl-C arrives twice (from the terminal and relayed by tsx): only a
    // second press, a moment later, forces the exit.
    if (performance.now() - stoppingSince < 1000) return;
    console.log('Forced exit.');
    process.exit(1);
  }
  stoppingSince = performance.now();
  // After an uncaught exception the orderly stop gets 10 s, then the process exits anyway.
  if (exitCode !== 0) setTimeout(() => process.exit(exitCode), 10_000).unref();
  console.log(`\n${signal} received: finishing requests in flight, then closing the database…`);
  try {
    // The seeding is told first: it would otherwise go on filling the archive while the server closes.
    const seedingStopped = demo?.stopSeeding();
    await app.close();
    await services.telegram.stop();
    await services.settings.stop();
    services.bookUpdate.stop();
    // A stop during start-up waits for the job engine to finish starting, then stops it.
    await jobsStarting;
    await jobs.stop();
    // After the jobs: a pull stopping between lots may still be talking to the simulator. Seeding stops
    // after its current batch; the next start resumes it.
    await seedingStopped;
    await demo?.stop();
    await database.close();
    console.log('Stopped cleanly.');
    process.exit(exitCode);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
// eslint-disable-next-line @typescript-eslint/no-floating-promises -- shutdown() catches its own failure and exits
stopAfterFatal = () => void shutdown('An uncaught exception', 1);
// eslint-disable-next-line @typescript-eslint/no-floating-promises -- shutdown() catches its own failure and exits
process.on('SIGINT', () => void shutdown('SIGINT'));
// eslint-disable-next-line @typescript-eslint/no-floating-promises -- shutdown() catches its own failure and exits
process.on('SIGTERM', () => void shutdown('SIGTERM'));
