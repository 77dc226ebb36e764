import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { databaseUrlFor, onPostgresServer } from '../../../test/database.ts';
import { openDatabase } from '../../db/client.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const initialize = (payload: object, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setup/initialize',
    payload,
    headers: lang ? { 'accept-language': lang } : {},
  });
const countAdmins = async () =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from users where role = 'Admin'`))[0]!.n;

describe('before an administrator exists', () => {
  beforeEach(async () => {
    token = (await t.services.setup.issueToken())!;
  });

  it('reports not initialised', async () => {
    expect((await t.app.inject({ url: '/api/setup/status' })).json()).toEqual({ initialized: false });
  });

  it('refuses a missing or wrong token and creates nothing', async () => {
    for (const setupToken of ['', 'wrong', token.slice(0, -1)]) {
      const response = await initialize({ adminEmail: 'boss@raritet.test', adminPassword: 'secret123', setupToken });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('setup_token_invalid');
    }
    expect(await countAdmins()).toBe(0);
  });

  it('a token printed at an earlier start stops working at the next start', async () => {
    const next = await t.services.setup.issueToken();
    expect(next).not.toBe(token);
    const response = await initialize({
      adminEmail: 'boss@raritet.test',
      adminPassword: 'secret123',
      setupToken: token,
    });
    expect(response.json().code).toBe('setup_token_invalid');
  });

  it('checks the admin account with the registration rules', async () => {
    const response = await initialize({ adminEmail: 'boss', adminPassword: 'secret123', setupToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Введите корректный email адрес.');
    const short = await initialize({ adminEmail: 'boss@raritet.test', adminPassword: '123', setupToken: token });
    expect(short.json().message).toBe('Пароль должен содержать не менее 6 символов.');
  });

  it('an unreachable or malformed connection string is a clear error, and the token still works', async () => {
    const unreachable = await initialize({
      adminEmail: 'boss@raritet.test',
      adminPassword: 'secret123',
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      setupToken: token,
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(/^Не удалось подключиться к базе данных: /);
    const malformed = await initialize({
      adminEmail: 'boss@raritet.test',
      adminPassword: 'secret123',
      connectionString: 'mysql://x',
      setupToken: token,
    });
    expect(malformed.json().code).toBe('setup_connection_failed');
    expect(await countAdmins()).toBe(0);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('with a connection string', () => {
  it('migrates that database, creates the admin there and saves the setting for the next start', async () => {
    token = (await t.services.setup.issueToken())!;
    const name = `raritet_setup_${randomBytes(5).toString('hex')}`;
    await onPostgresServer(`create database ${name}`);
    try {
      const url = databaseUrlFor(name);
      const response = await initialize({
        adminEmail: 'Owner@Raritet.test',
        adminPassword: 'secret123',
        connectionString: url,
        setupToken: token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().databaseChanged).toBe(true);
      expect(response.json().message).toContain('перезапустите сервер');
      const saved = JSON.parse(await readFile(path.join(t.config.dataDir, 'settings.json'), 'utf8'));
      expect(saved.databaseUrl).toBe(url);
      const target = await openDatabase({ driver: 'pg', url });
      const admins = await target.query<{ email: string }>(`select email from users where role = 'Admin'`);
      await target.close();
      expect(admins).toEqual([{ email: 'owner@raritet.test' }]);
      // The link is spent: it cannot be used a second time on this server.
      const again = await initialize({ adminEmail: 'x@raritet.test', adminPassword: 'secret123', setupToken: token });
      expect(again.statusCode).toBe(403);
    } finally {
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    }
  });
});

describe('initialising', () => {
  it('creates the admin once; afterwards the call is refused and changes nothing', async () => {
    token = (await t.services.setup.issueToken())!;
    const response = await initialize(
      { adminEmail: ' Admin@Raritet.test ', adminPassword: 'secret123', connectionString: '', setupToken: token },
      'en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Administrator Admin@Raritet.test has been created. Log in with this account.',
      databaseChanged: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@raritet.test', password: 'secret123' },
    });
    expect(login.json().user.role).toBe('Admin');
    expect((await t.app.inject({ url: '/api/setup/status' })).json()).toEqual({ initialized: true });

    const again = await initialize({ adminEmail: 'evil@raritet.test', adminPassword: 'evil123', setupToken: token });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Система уже инициализирована: администратор существует.');
    expect(await countAdmins()).toBe(1);
    expect(await t.services.setup.issueToken()).toBeNull();
    expect(await t.services.setup.bootstrapAdmin('env@raritet.test', 'secret123')).toBe(false);
    expect(await countAdmins()).toBe(1);
  });
});

describe('ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  it('creates the admin on a database that has none, and refuses bad values clearly', async () => {
    const fresh = await createTestApp();
    try {
      await expect(fresh.services.setup.bootstrapAdmin('bad', 'secret123')).rejects.toThrow(/ADMIN_EMAIL/);
      expect(await fresh.services.setup.bootstrapAdmin('env@raritet.test', 'secret123')).toBe(true);
      const [row] = await fresh.database.query<{ role: string }>(`select role from users where email = $1`, [
        'env@raritet.test',
      ]);
      expect(row?.role).toBe('Admin');
    } finally {
      await fresh.close();
    }
  });
});
