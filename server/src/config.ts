import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';
import { PAYMENT_MODES, type PaymentMode } from '@raritet/contracts/billing';
import type { AdminSettingsPatch, SmtpSecurity } from '@raritet/contracts/settings';

/**
 * Every setting the server reads, parsed once at start. docs/settings.md lists the same variables;
 * keep the two in step.
 */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** An empty or blank value counts as unset, so the schema's default applies. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (isIP(address) === 4 ? 32 : 128);
  return isIP(mask) === isIP(address);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`). Unset: none,
 * the socket's address is the client. A hop count, `true` (everyone: only when every request comes
 * through the proxy), or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
const TrustProxy = optionalText.transform((value, context): boolean | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not an address, CIDR range, hop count or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

export const DEFAULT_YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';
export const DEFAULT_SALES_SOURCE_URL = 'https://meshok.net';
export const DEFAULT_TELEGRAM_API_ROOT = 'https://api.telegram.org';
export const DEFAULT_YANDEX_DISK_API_URL = 'https://cloud-api.yandex.net/v1/disk';
/** Lots the demo archive gets on an empty database (the size the speed targets are set for). */
export const DEFAULT_DEMO_BOOKS = 230_000;
/** Keyword alerts' sale-age window in days when ALERT_MAX_SALE_AGE_DAYS is unset (ADR 0047). */
export const DEFAULT_ALERT_MAX_SALE_AGE_DAYS = 3;

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  CAPTCHA_TEST_CODE: optionalText,
  WEB_DIST_DIR: optionalText,
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  SEARCH_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().min(50).max(600_000).default(5000)),
  ALERT_MAX_SALE_AGE_DAYS: blankAsUnset(
    z.coerce.number().int().min(1).max(3650).default(DEFAULT_ALERT_MAX_SALE_AGE_DAYS),
  ),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  YOOKASSA_API_URL: optionalText.pipe(z.url().default(DEFAULT_YOOKASSA_API_URL)),
  PAYMENTS: blankAsUnset(z.enum(PAYMENT_MODES).optional()),
  DEMO: blankAsUnset(z.enum(['1', '0', 'true', 'false']).optional()),
  DEMO_BOOKS: blankAsUnset(z.coerce.number().int().min(0).max(10_000_000).default(DEFAULT_DEMO_BOOKS)),
  DEMO_SEED: blankAsUnset(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .default(1),
  ),
  IMAGE_DIR: optionalText,
  TRUST_PROXY: TrustProxy,
  ROLE: blankAsUnset(z.enum(['all', 'api', 'worker']).default('all')),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SALES_SOURCE: blankAsUnset(z.enum(['simulator', 'meshok', 'off']).optional()),
  SALES_SOURCE_URL: optionalText.pipe(z.url().default(DEFAULT_SALES_SOURCE_URL)),
  SALES_SOURCE_DELAY_MS: blankAsUnset(z.coerce.number().int().min(0).max(60_000).default(500)),
  SIMULATOR_LOTS_PER_MINUTE: blankAsUnset(z.coerce.number().min(0).max(10_000).default(3)),
  SIMULATOR_BACKLOG: blankAsUnset(z.coerce.number().int().min(0).max(100_000).default(150)),
  SETTINGS_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .url()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: optionalText,
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_API_ROOT: optionalText.pipe(z.url().default(DEFAULT_TELEGRAM_API_ROOT)),
  YANDEX_DISK_API_URL: optionalText.pipe(z.url().default(DEFAULT_YANDEX_DISK_API_URL)),
  YANDEX_DISK_TOKEN: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_BUCKET: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The address printed in links (setup link, later e-mails); defaults to http://HOST:PORT. */
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  captchaTestCode: string | undefined;
  webDistDir: string | undefined;
  /** Multiplies every rate limit (browser tests raise it; 1 in production). */
  rateLimitScale: number;
  /** How long a search's, its statistics' or comparables' statements may take before a 503 (ADR 0042). */
  searchTimeoutMs: number;
  /**
   * Alerts are sent only for lots sold at most this many days before the match (and not before the
   * preference was made): an archive import or a backfill brings old sales, which are not news (ADR 0047).
   */
  alertMaxSaleAgeDays: number;
  /** YooKassa's API address (the shop itself is an admin setting, or YOOKASSA_SHOP_ID/SECRET_KEY). */
  yookassaApiUrl: string;
  /**
   * PAYMENTS: the demo checkout or YooKassa. Unset: `demo` for the embedded demo start (no DATABASE_URL
   * and no saved PostgreSQL connection), else `yookassa` (paymentsMode; docs/adr/0041).
   */
  payments: PaymentMode | undefined;
  /** The Telegram Bot API's address (tests point it at a local fake). */
  telegramApiRoot: string;
  /** Yandex Disk's REST API address (tests point it at a local fake). */
  yandexDiskApiUrl: string;
  /**
   * The admin settings the environment sets (SMTP_URL, TELEGRAM_BOT_TOKEN, …): they win over the stored
   * ones and are read only in the admin panel.
   */
  environmentSettings: AdminSettingsPatch;
  /** The key the settings' secrets are encrypted with; unset = a key file in DATA_DIR. */
  settingsKey: string | undefined;
  /**
   * DEMO: demo mode (a made-up archive, its pictures and the platform simulator, packages/demo). Unset: on
   * for the embedded database only (demoMode).
   */
  demo: boolean | undefined;
  /**
   * Where new sales come from: the demo's simulator (demo mode only: the archive grows by itself), the
   * trading platform at `salesSourceUrl`, or nowhere. Unset: the simulator in demo mode, else off
   * (salesSourceOf).
   */
  salesSource: SalesSource | undefined;
  /** The platform's base address; calls go to {url}/api/command/lots/…. */
  salesSourceUrl: string;
  /** The pause before each call to the platform. */
  salesSourceDelayMs: number;
  /** Finished lots the simulator produces per minute. */
  simulatorLotsPerMinute: number;
  /** Lots the simulator holds already finished when it starts (not in the archive yet). */
  simulatorBacklog: number;
  /** Lots the demo archive is filled with when the books table is empty; 0 = no demo archive. */
  demoBooks: number;
  /** The demo corpus is the same for the same seed. */
  demoSeed: number;
  /**
   * The local image store's folder (DATA_DIR/images by default): the admin's LocalPathOfImages is a
   * folder inside it. The operator may put it anywhere; the admin may not (docs/adr/0041).
   */
  imageDir: string;
  /**
   * What this process does: 'all' (the API, the web app and the background jobs), 'api' (the API and
   * the web app; jobs are only sent), 'worker' (the jobs and schedules, plus /healthz, /readyz, /metrics).
   */
  role: 'all' | 'api' | 'worker';
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed (false = none). */
  trustProxy: boolean | number | string[];
  /** When set, /metrics answers only to `Authorization: Bearer <token>`; unset = loopback callers only. */
  metricsToken: string | undefined;
};

export type SalesSource = 'simulator' | 'meshok' | 'off';

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.YOOKASSA_SHOP_ID === undefined) !== (e.YOOKASSA_SECRET_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY must be set together');
  }
  const demo = e.DEMO === undefined ? undefined : e.DEMO === '1' || e.DEMO === 'true';
  if (demo === false && e.SALES_SOURCE === 'simulator') {
    throw new ConfigError(`Invalid configuration:\n  ${SIMULATOR_OUTSIDE_DEMO}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    captchaTestCode: e.CAPTCHA_TEST_CODE,
    webDistDir: e.WEB_DIST_DIR,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    searchTimeoutMs: e.SEARCH_TIMEOUT_MS,
    alertMaxSaleAgeDays: e.ALERT_MAX_SALE_AGE_DAYS,
    yookassaApiUrl: e.YOOKASSA_API_URL.replace(/\/+$/, ''),
    payments: e.PAYMENTS,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    yandexDiskApiUrl: e.YANDEX_DISK_API_URL.replace(/\/+$/, ''),
    environmentSettings: environmentSettings(e),
    settingsKey: e.SETTINGS_KEY,
    demo,
    salesSource: e.SALES_SOURCE,
    salesSourceUrl: e.SALES_SOURCE_URL.replace(/\/+$/, ''),
    salesSourceDelayMs: e.SALES_SOURCE_DELAY_MS,
    simulatorLotsPerMinute: e.SIMULATOR_LOTS_PER_MINUTE,
    simulatorBacklog: e.SIMULATOR_BACKLOG,
    demoBooks: e.DEMO_BOOKS,
    demoSeed: e.DEMO_SEED,
    imageDir: e.IMAGE_DIR ? path.resolve(e.IMAGE_DIR) : path.join(dataDir, 'images'),
    role: e.ROLE,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * How payments are taken: PAYMENTS when set; otherwise the demo checkout only on the embedded demo
 * start (PGlite under DATA_DIR), where nobody could pay for real, and YooKassa everywhere else.
 */
export const paymentsMode = (config: Pick<Config, 'payments'>, embedded: boolean): PaymentMode =>
  config.payments ?? (embedded ? 'demo' : 'yookassa');

/**
 * Demo mode: DEMO when set; otherwise on only for the embedded database (no DATABASE_URL and no saved
 * PostgreSQL connection), the newcomer's `npm start`. A server on PostgreSQL invents nothing unless DEMO=1.
 */
export const demoMode = (config: Pick<Config, 'demo'>, embedded: boolean): boolean => config.demo ?? embedded;

/** SALES_SOURCE when set; otherwise the demo's simulator in demo mode and no pull outside it. */
export const salesSourceOf = (config: Pick<Config, 'salesSource'>, demo: boolean): SalesSource =>
  config.salesSource ?? (demo ? 'simulator' : 'off');

/** Why SALES_SOURCE=simulator is refused outside demo mode (parseConfig, and main.ts once the database is known). */
export const SIMULATOR_OUTSIDE_DEMO =
  'SALES_SOURCE=simulator: the simulator is part of demo mode; set DEMO=1, or SALES_SOURCE=meshok or off';

/** The address people reach the service at: PUBLIC_URL, else http://HOST:PORT. */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
}

/** Drops the keys whose value is undefined, so an unset variable pins nothing. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** smtp://user:pass@host:587 (STARTTLS) or smtps://…:465 (TLS); `?security=none` turns encryption off. */
function smtpFromUrl(url: string): NonNullable<AdminSettingsPatch['smtp']> {
  const parsed = new URL(url);
  const tls = parsed.protocol === 'smtps:';
  const security = parsed.searchParams.get('security');
  return {
    Host: parsed.hostname.replace(/^\[|\]$/g, ''),
    Port: parsed.port ? Number(parsed.port) : tls ? 465 : 587,
    User: decodeURIComponent(parsed.username),
    Pass: decodeURIComponent(parsed.password),
    Security: (['starttls', 'tls', 'none'] as const).includes(security as SmtpSecurity)
      ? (security as SmtpSecurity)
      : tls
        ? 'tls'
        : 'starttls',
  };
}

/** The admin settings the environment pins (docs/settings.md, "Admin settings the environment pins"). */
function environmentSettings(e: z.infer<typeof ConfigSchema>): AdminSettingsPatch {
  const groups: AdminSettingsPatch = {
    yandexKassa: defined({ ShopId: e.YOOKASSA_SHOP_ID, SecretKey: e.YOOKASSA_SECRET_KEY }),
    yandexDisk: defined({ Token: e.YANDEX_DISK_TOKEN }),
    yandexCloud: defined({
      AccessKey: e.S3_ACCESS_KEY,
      SecretKey: e.S3_SECRET_KEY,
      ServiceUrl: e.S3_ENDPOINT?.replace(/\/+$/, ''),
      BucketName: e.S3_BUCKET,
    }),
    smtp: defined({ ...(e.SMTP_URL ? smtpFromUrl(e.SMTP_URL) : {}), From: e.SMTP_FROM }),
    telegramBot: defined({ Token: e.TELEGRAM_BOT_TOKEN }),
  };
  return Object.fromEntries(Object.entries(groups).filter(([, fields]) => Object.keys(fields).length > 0));
}
