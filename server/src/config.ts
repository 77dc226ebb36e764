import { z } from 'zod';
import path from 'node:path';

/**
 * Every setting the server reads, parsed once at start. README.md lists the same variables;
 * keep the two in step.
 */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

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
};

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    captchaTestCode: e.CAPTCHA_TEST_CODE,
    webDistDir: e.WEB_DIST_DIR,
    rateLimitScale: e.RATE_LIMIT_SCALE,
  };
}
