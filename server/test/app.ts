import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, collectJobs, createServices, type Services } from '../src/app.ts';
import { createMemoryJobs, type MemoryJobs } from './fakes/memory-queue.ts';
import { parseConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { ImageSource } from '../src/features/books/images.ts';
import type { BotSender } from '../src/features/notifications/service.ts';
import { startDemoMode } from '../src/demo-mode/demo-mode.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestDatabase } from './database.ts';

/** The server secret of the test app (login tokens, signed links and image addresses are keyed by it). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** The key the test app's settings secrets are sealed with. */
export const TEST_SETTINGS_KEY = 'test-settings-key-that-is-long-enough-0123';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  services: Services;
  config: Config;
  /** The app's background jobs, in memory: `jobs.drain()` runs what the services sent. */
  jobs: MemoryJobs;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database and a temporary DATA_DIR; call close() in afterAll. `imageSource`
 * replaces where lot images come from (the image tests render their own); `demo` wires demo mode's
 * pictures as main.ts does (no simulator unless SALES_SOURCE=simulator, no seeding: tests seed themselves).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    imageSource,
    demo: demoMode = false,
    logLines,
    botSender,
  }: {
    imageSource?: ImageSource;
    /** Records what the alerts and the Telegram link would send through the bot. */
    botSender?: BotSender;
    demo?: boolean;
    /** When given, every line the app and its services log (level debug and up) is pushed here as JSON. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const log = logLines ? pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) }) : undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-test-'));
  // Limits are raised a thousandfold except in the tests that check them (they pass RATE_LIMIT_SCALE=1).
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_SCALE: '1000',
    // No sales pull unless a test points it at a simulator (SALES_SOURCE=meshok, SALES_SOURCE_URL).
    SALES_SOURCE: 'off',
    // The test app is the embedded demo start: the demo checkout, chosen explicitly as main.ts would
    // (tests of YooKassa pass PAYMENTS=yookassa).
    PAYMENTS: 'demo',
    ...env,
  });
  const testDatabase = await createTestDatabase();
  const { database } = testDatabase;
  const jobs = createMemoryJobs();
  const demo = demoMode ? await startDemoMode({ config, database, log: log ?? createLogger('silent') }) : undefined;
  const services = createServices({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    settingsKey: TEST_SETTINGS_KEY,
    ...(log ? { log } : {}),
    jobs: jobs.queue,
    ...(imageSource ? { imageSource } : {}),
    ...(botSender ? { botSender } : {}),
    ...(demo ? { demo } : {}),
  });
  jobs.register(collectJobs(services));
  await services.settings.start();
  const app = await buildApp({ config, database, services, logger: log ?? false });
  await app.ready();
  return {
    app,
    database,
    services,
    config,
    jobs,
    close: async () => {
      await app.close();
      await services.telegram.stop();
      await services.settings.stop();
      await demo?.stop();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
