import { buildApp, collectJobs, createServices } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { startDemoSeeding, type DemoSeeding } from './demo/seeding/background.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startJobRunner, type JobRunner } from './jobs/runner.ts';
import { createLogger } from './lib/logger.ts';
import { loadJwtSecret } from './lib/secrets.ts';

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
const { database, description } = await openConfiguredDatabase(config);
await migrateDatabase(database);
const log = createLogger(config.logLevel);
const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
const services = createServices({ config, database, jwtSecret, log });
const app = await buildApp({ config, database, services, logger: log });

if (config.captchaTestCode) {
  app.log.warn('CAPTCHA_TEST_CODE is set: that code passes every captcha. Never set it in production.');
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
console.log(
  `\nRaritet is running at ${baseUrl} (database: ${description}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
);

const setupToken = await services.setup.issueToken();
if (setupToken) {
  console.log(
    `No administrator yet. Open this one-time link to create one:\n  ${baseUrl}/initial-setup?token=${setupToken}\n`,
  );
}

// Workers start after the server answers, so the first page is not held up by the job engine's set-up.
const jobsStarting: Promise<JobRunner | undefined> = startJobRunner(database, collectJobs(services), app.log).catch(
  (error: unknown) => {
    app.log.error({ err: error }, 'background jobs could not start');
    return undefined;
  },
);

// An empty archive is filled with the demo corpus in the background (ADR 0009); an interrupted
// fill resumes. Nothing happens when the archive has books.
const demoSeeding: DemoSeeding = startDemoSeeding({
  database,
  count: config.demoBooks,
  seed: config.demoSeed,
  log: app.log,
});

let stoppingSince: number | undefined;
async function shutdown(signal: string) {
  if (stoppingSince !== undefined) {
    // Under `npx tsx` one Ctrl-C arrives twice (from the terminal and relayed by tsx): only a
    // second press, a moment later, forces the exit.
    if (performance.now() - stoppingSince < 1000) return;
    console.log('Forced exit.');
    process.exit(1);
  }
  stoppingSince = performance.now();
  console.log(`\n${signal} received: finishing requests in flight, then closing the database…`);
  try {
    await app.close();
    // A stop during start-up waits for the job engine to finish starting, then stops it.
    await (await jobsStarting)?.stop();
    // Seeding stops after its current batch; the next start resumes it.
    await demoSeeding.stop();
    await database.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
