import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { startFakeBotApi, type FakeBotApi } from '../test/fakes/fake-bot-api.ts';
import { startYooKassaFake, type YooKassaFake } from '../test/fakes/fake-yookassa.ts';
import {
  startServerProcess,
  stopServerProcess,
  stopServerProcesses,
  until,
  type ServerProcess,
} from '../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server.ts';
import { freePort, startSwitchboard, type Switchboard } from '../test/switchboard.ts';

// Secrets never leave and files stay private (ADR 0040): the real server process, every
// secret set, LOG_LEVEL=trace, started with umask 000; each outside service first failing, then working.
// Afterwards no secret is in its output, in any answer, in any file under DATA_DIR, or in any row of the
// database (the job tables and the product's logs included), and nothing under DATA_DIR is open to
// other accounts. The one place a stored secret may be is the admin settings' row in app_settings,
// sealed with AES-256-GCM (the encrypted store, docs/adr/0040): its plain text is found nowhere, so
// the database's own files are scanned too. It uses the embedded database, so it runs in the PGlite pass.

const run = randomBytes(6).toString('hex');
const SHOP_ID = `shop-${run}`;
const SMTP_USER = `mailer-${run}`;
const SECRETS = {
  JWT_SECRET: `jwt-${run}-0123456789abcdef0123456789abcdef`,
  SETTINGS_KEY: `settings-${run}-0123456789abcdef0123456789`,
  METRICS_TOKEN: `metrics-${run}-0123456789`,
  ADMIN_PASSWORD: `admin-${run}-Pa55`,
  TELEGRAM_BOT_TOKEN: `${Number.parseInt(run.slice(0, 7), 16)}:AAH${run}-Bot_${run}x`,
  SMTP_PASSWORD: `smtp p@ss:${run}/w`,
  YOOKASSA_SECRET_KEY: `test_${run}_yookassa_secret`,
  S3_SECRET_KEY: `s3-${run}-secret-key`,
  /** Saved through the admin panel, so it lives (sealed) in the database. */
  YANDEX_DISK_TOKEN: `disk-${run}-oauth-token`,
  /** A careless operator's platform address with a password in it. */
  SALES_SOURCE_PASSWORD: `platform-${run}`,
};
const ADMIN_EMAIL = `owner-${run}@raritet.test`;

/** Each secret as it could be written: as it is, percent-encoded, and YooKassa's Basic credentials. */
const NEEDLES: [string, string][] = [
  ...Object.entries(SECRETS).flatMap(([name, value]): [string, string][] => [
    [name, value],
    [`${name} (encoded)`, encodeURIComponent(value)],
  ]),
  ['YooKassa Basic credentials', Buffer.from(`${SHOP_ID}:${SECRETS.YOOKASSA_SECRET_KEY}`).toString('base64')],
];
const found = (haystack: string | Buffer, needles: [string, string][] = NEEDLES) =>
  needles.filter(([, needle]) => haystack.includes(needle)).map(([name]) => name);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield full;
      yield* filesUnder(full);
    } else yield full;
  }
}

let scratch: string;
let dataDir: string;
let server: ServerProcess | undefined;
let bot: FakeBotApi;
let yookassa: YooKassaFake;
let s3: S3rver;
let smtp: TestSmtpServer | undefined;
let boards: Record<'bot' | 'yookassa' | 's3' | 'platform', Switchboard>;
let smtpPort: number;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-secrets-'));
  // Not there yet: the server makes it.
  dataDir = path.join(scratch, 'data');
  bot = await startFakeBotApi();
  bot.bots.set(SECRETS.TELEGRAM_BOT_TOKEN, { id: 4242, username: 'raritet_secrets_bot', first_name: 'Раритет' });
  yookassa = await startYooKassaFake({ shopId: SHOP_ID, secretKey: SECRETS.YOOKASSA_SECRET_KEY });
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: 'images', configs: [] }],
  });
  const s3Url = `http://127.0.0.1:${((await s3.run()) as { port: number }).port}`;
  boards = {
    bot: await startSwitchboard(bot.url),
    yookassa: await startSwitchboard(new URL(yookassa.url).origin),
    s3: await startSwitchboard(s3Url),
    platform: await startSwitchboard(),
  };
  smtpPort = await freePort();
});

afterAll(async () => {
  // Whatever happened in the test, the process does not outlive it (Ctrl-C, then SIGKILL after 15 s).
  await stopServerProcesses();
  await Promise.all([
    ...Object.values(boards ?? {}).map((board) => board.close()),
    bot?.close(),
    yookassa?.close(),
    s3?.close(),
    smtp?.close(),
  ]);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === 'pglite')('secrets and files of the real server process', () => {
  it(
    'no secret in its output, answers, files or tables while every integration fails and then works; DATA_DIR is its own under umask 000',
    { timeout: 120_000 },
    async () => {
      server = await startServerProcess(
        {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'trace',
          JWT_SECRET: SECRETS.JWT_SECRET,
          SETTINGS_KEY: SECRETS.SETTINGS_KEY,
          METRICS_TOKEN: SECRETS.METRICS_TOKEN,
          ADMIN_EMAIL,
          ADMIN_PASSWORD: SECRETS.ADMIN_PASSWORD,
          TELEGRAM_BOT_TOKEN: SECRETS.TELEGRAM_BOT_TOKEN,
          TELEGRAM_API_ROOT: boards.bot.url,
          SMTP_URL: `smtp://${SMTP_USER}:${encodeURIComponent(SECRETS.SMTP_PASSWORD)}@127.0.0.1:${smtpPort}?security=none`,
          SMTP_FROM: 'Раритет <robot@raritet.test>',
          PAYMENTS: 'yookassa',
          YOOKASSA_SHOP_ID: SHOP_ID,
          YOOKASSA_SECRET_KEY: SECRETS.YOOKASSA_SECRET_KEY,
          YOOKASSA_API_URL: `${boards.yookassa.url}/v3`,
          S3_ENDPOINT: boards.s3.url,
          S3_ACCESS_KEY: 'S3RVER',
          S3_SECRET_KEY: SECRETS.S3_SECRET_KEY,
          S3_BUCKET: 'images',
          SALES_SOURCE: 'meshok',
          SALES_SOURCE_URL: `http://puller:${SECRETS.SALES_SOURCE_PASSWORD}@127.0.0.1:${new URL(boards.platform.url).port}`,
          SALES_SOURCE_DELAY_MS: '0',
        },
        { umask: '000' },
      );
      const { url } = server;
      const answers: string[] = [];
      const call = async (method: string, route: string, options: { token?: string; body?: unknown } = {}) => {
        const response = await fetch(`${url}${route}`, {
          method,
          headers: {
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        answers.push(`${method} ${route} → ${response.status}\n${bytes.toString('utf8')}`);
        return {
          status: response.status,
          bytes,
          json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
        };
      };

      const login = await call('POST', '/api/auth/login', {
        body: { email: ADMIN_EMAIL, password: SECRETS.ADMIN_PASSWORD },
      });
      const token = login.json().token as string;
      // The login answer is the one place the token belongs; everything after is scanned for it.
      answers.pop();
      const admin = { token };
      expect(
        (
          await call('POST', '/api/adminsettings', {
            ...admin,
            body: { yandexDisk: { Token: SECRETS.YANDEX_DISK_TOKEN } },
          })
        ).status,
      ).toBe(200);
      const plan = await call('POST', '/api/SubscriptionPlans', {
        ...admin,
        body: { name: 'Проверка секретов', price: 100, monthlyRequestLimit: 5 },
      });
      const planId = plan.json().id as number;

      /** Each integration once: the four settings checks, a test e-mail, the bot's check and message, a payment. */
      const useEveryIntegration = async () => {
        const checks: Record<string, unknown> = {};
        for (const group of ['smtp', 'yandexKassa', 'yandexCloud', 'telegramBot']) {
          checks[group] = (await call('POST', `/api/adminsettings/check/${group}`, admin)).json().ok;
        }
        const body = (value: unknown) => ({ ...admin, body: value });
        return {
          checks,
          testEmail: (await call('POST', '/api/notification/test', body({ deliveryMethod: 1 }))).status,
          botCheck: (await call('GET', '/api/telegramdiagnostics/full-check', admin)).status,
          botMessage: (await call('POST', '/api/telegramdiagnostics/test-send', body({ chatId: '1001', message: 'x' })))
            .status,
          payment: (await call('POST', '/api/subscription/create-payment', body({ subscriptionPlanId: planId })))
            .status,
        };
      };

      // Everything fails: the Bot API and S3 down, YooKassa answering 500, SMTP refusing the login, the
      // platform's address holding a password the HTTP client refuses to send.
      boards.yookassa.mode = 'error';
      smtp = await startSmtpServer({ port: smtpPort, user: { name: SMTP_USER, pass: 'another password' } });
      expect(await useEveryIntegration()).toEqual({
        checks: { smtp: false, yandexKassa: false, yandexCloud: false, telegramBot: false },
        testEmail: 502,
        botCheck: 200,
        botMessage: 502,
        payment: 503,
      });
      expect((await call('POST', '/api/bookupdateservice/runNow', admin)).status).toBe(200);
      const pulled = await until(
        async () => (await call('GET', '/api/bookupdateservice/status', admin)).json(),
        (status) => typeof status.lastError === 'string',
        30_000,
      );
      expect(pulled.lastError).toMatch(/credentials/);
      // The login token in an address is refused (and logged at trace without it).
      expect((await call('GET', `/api/admin/download-exported-file/${randomUUID()}?token=${token}`)).status).toBe(401);

      // Everything works.
      for (const board of Object.values(boards)) board.mode = 'up';
      await smtp.close();
      smtp = await startSmtpServer({ port: smtpPort, user: { name: SMTP_USER, pass: SECRETS.SMTP_PASSWORD } });
      expect(await useEveryIntegration()).toEqual({
        checks: { smtp: true, yandexKassa: true, yandexCloud: true, telegramBot: true },
        testEmail: 200,
        botCheck: 200,
        botMessage: 200,
        payment: 200,
      });
      expect(yookassa.payments.size).toBe(1);
      expect((await call('GET', '/metrics', { token: SECRETS.METRICS_TOKEN })).status).toBe(200);
      expect((await call('GET', '/api/adminsettings', admin)).status).toBe(200);

      // A user export (password hashes, e-mails) downloaded through a ticket, and an upload's bytes on disk.
      const { taskId } = (await call('POST', '/api/useradmin/export-users', admin)).json() as { taskId: string };
      await until(
        async () => (await call('GET', `/api/useradmin/user-export-progress/${taskId}`, admin)).json(),
        (progress) => progress.isReady === true,
        30_000,
      );
      const ticket = (await call('POST', '/api/admin/download-ticket', admin)).json().ticket as string;
      const download = await call('GET', `/api/useradmin/download-exported-users/${taskId}?ticket=${ticket}`);
      expect([download.status, download.bytes.subarray(0, 2).toString()]).toEqual([200, 'PK']);
      const upload = await call('POST', '/api/useradmin/init-user-import?fileSize=10&fileName=users.zip', admin);
      expect(upload.status).toBe(200);

      await stopServerProcess(server);
      const output = server.output();
      if (process.env.SECRETS_TEST_OUTPUT) await writeFile(process.env.SECRETS_TEST_OUTPUT, output);
      expect(output).toContain('Stopped cleanly.');
      // Debug lines (the request log) were written: the scan below is not of a quiet log.
      expect(output).toMatch(/"level":20,/);
      // The failed Bot API call is logged with its address, the token masked.
      expect(output).toMatch(/\/bot(<redacted>|••••[\w-]{4})\/getMe failed/);

      const loginSecrets: [string, string][] = [
        ['login token', token],
        ['download ticket', ticket],
      ];
      expect(found(output, [...NEEDLES, ...loginSecrets])).toEqual([]);
      expect(found(answers.join('\n'))).toEqual([]);

      const leakingFiles: string[] = [];
      const openFiles: string[] = [];
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      for await (const file of filesUnder(dataDir)) {
        const info = await stat(file);
        if ((info.mode & 0o077) !== 0)
          openFiles.push(`${path.relative(dataDir, file)} ${(info.mode & 0o777).toString(8)}`);
        if (info.isFile() && found(await readFile(file)).length > 0) leakingFiles.push(path.relative(dataDir, file));
      }
      expect(openFiles).toEqual([]);
      expect(leakingFiles).toEqual([]);
      // The export and the upload were written: the modes above covered them.
      expect((await readdir(path.join(dataDir, 'transfers', 'exports'))).length).toBeGreaterThan(0);

      // Every row of every table, as text (compressed values in the files above would escape a byte scan).
      const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const tables = await database.query<{ name: string }>(
          `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
            where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
        );
        expect(tables.map((table) => table.name)).toEqual(
          expect.arrayContaining(['pgboss.job', 'public.book_update_log']),
        );
        const leakingTables: string[] = [];
        for (const { name } of tables) {
          const rows = await database.query<{ row: string }>(`select t::text as row from ${name} t`);
          if (found(rows.map((row) => row.row).join('\n')).length > 0) leakingTables.push(name);
        }
        expect(leakingTables).toEqual([]);
        const [failedPull] = await database.query<{ exception_message: string }>(
          `select exception_message from book_update_log where exception_message like '%credentials%' limit 1`,
        );
        expect(failedPull?.exception_message).toContain('puller:<redacted>@');
      } finally {
        await database.close();
      }
    },
  );
});
