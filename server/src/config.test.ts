import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', JWT_SECRET: ' ' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'a@b.ru' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
  ])('%j names %s in the error', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(variable);
  });

  it('the server exits with code 1 and names the variable on bad config', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
