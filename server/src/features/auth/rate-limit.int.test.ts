import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { registerUser, uniqueEmail } from '../../../test/factories.ts';

// Limits at their production values (RATE_LIMIT_SCALE=1). `direct` trusts no proxy (the default);
// `proxied` sits behind a proxy on the same host (TRUST_PROXY=loopback).
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp({ RATE_LIMIT_SCALE: '1' }),
    createTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'loopback' }),
  ]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const forwardedFor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('failed logins per account, from all addresses together', () => {
  // On `proxied`, each test speaks from its own forwarded addresses, so the per-address limit stays out of the way.
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('the 11th failed attempt within 15 minutes gets 429 with Retry-After, even with the right password', async () => {
    const { user, password } = await registerUser(proxied.app, proxied.database);
    for (let i = 0; i < 10; i++) {
      expect((await login(proxied, user.email, 'wrong-pass', from('198.51.100.1'))).statusCode).toBe(401);
    }
    const limited = await login(proxied, user.email.toUpperCase(), password, from('198.51.100.2'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toEqual({
      code: 'login_account_locked',
      message: 'Слишком много неудачных попыток входа в эту учётную запись. Повторите попытку через 15 мин.',
    });
    // Another account from the same address is not locked out.
    const other = await registerUser(proxied.app, proxied.database);
    expect((await login(proxied, other.user.email, other.password, from('198.51.100.1'))).statusCode).toBe(200);
  });

  it('successful logins do not count against the account', async () => {
    const { user, password } = await registerUser(proxied.app, proxied.database);
    const address = from('198.51.100.3');
    for (let i = 0; i < 9; i++) expect((await login(proxied, user.email, 'wrong-pass', address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(proxied, user.email, password, address)).statusCode).toBe(200);
    expect((await login(proxied, user.email, 'wrong-pass', address)).statusCode).toBe(401);
    expect((await login(proxied, user.email, password, address)).statusCode).toBe(429);
  });

  it('30 guesses at once let at most 10 reach the password check', async () => {
    const { user, password } = await registerUser(proxied.app, proxied.database);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(proxied, user.email, 'wrong-pass', from(`192.0.2.${i + 1}`))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await login(proxied, user.email, password, from('192.0.2.100'))).statusCode).toBe(429);
  });

  it('guesses from 30 addresses behind a trusted proxy still stop after 10', async () => {
    const { user, password } = await registerUser(proxied.app, proxied.database);
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      statuses.push((await login(proxied, user.email, 'wrong', from(`203.0.113.${i}`))).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expect((await login(proxied, user.email, password, from('203.0.113.99'))).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For from anyone is not believed', () => {
  it('without TRUST_PROXY, 30 guesses with made-up addresses: 10 are checked, the rest and the right password get 429', async () => {
    const { user, password } = await registerUser(direct.app, direct.database);
    const answers = [];
    for (let i = 1; i <= 30; i++) answers.push(await login(direct, user.email, 'wrong', forwardedFor(i)));
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
    expect(answers.slice(10).map((answer) => answer.json().code)).toEqual(Array(20).fill('login_account_locked'));
    expect((await login(direct, user.email, password, forwardedFor(77))).statusCode).toBe(429);
  });

  it('per-address limits (captcha, registration, feedback, setup) hold whatever the header says', async () => {
    const t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const send = (method: 'GET' | 'POST', url: string, n: number, payload?: object) =>
        t.app.inject({ method, url, headers: forwardedFor(n), ...(payload ? { payload } : {}) });
      const run = async (count: number, request: (n: number) => ReturnType<typeof send>) => {
        const statuses: number[] = [];
        for (let n = 1; n <= count; n++) statuses.push((await request(n)).statusCode);
        return statuses;
      };
      expect((await run(31, (n) => send('GET', '/api/auth/captcha', n))).at(-1)).toBe(429);
      expect((await run(11, (n) => send('POST', '/api/auth/register', n, {}))).at(-1)).toBe(429);
      expect((await run(11, (n) => send('POST', '/api/feedback', n, { message: '' }))).at(-1)).toBe(429);
      const setup = { adminEmail: '', adminPassword: '', connectionString: '' };
      expect((await run(11, (n) => send('POST', '/api/setup/initialize', n, setup))).at(-1)).toBe(429);
      // 30 logins a minute per address, whichever accounts they try.
      const logins = await run(31, (n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: forwardedFor(n),
          payload: { email: uniqueEmail('spray'), password: 'guess-1' },
        }),
      );
      expect(logins.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(logins[30]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=loopback the forwarded address is the client', async () => {
    const captcha = (n: number) =>
      proxied.app.inject({ method: 'GET', url: '/api/auth/captcha', headers: forwardedFor(n) });
    for (let i = 0; i < 30; i++) expect((await captcha(200)).statusCode).toBe(200);
    expect((await captcha(200)).statusCode).toBe(429);
    expect((await captcha(201)).statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('the 11th registration attempt from one address within ten minutes gets 429', async () => {
    const t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} })).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await t.close();
    }
  });
});
