import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha, uniqueEmail } from '../../../test/factories.ts';

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

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra }, headers });

/** An account made on the server, so that no address or device has logged in to it yet. */
async function freshAccount(t: TestApp, password = 'owner-pass-8841') {
  const email = uniqueEmail('owner');
  await t.services.auth.ensureAdmin(email, password);
  return { email, password };
}

/** The `device` cookie a login answer set, as the header the browser sends it back with. */
function deviceCookieOf(response: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const device = response.cookies.find((cookie) => cookie.name === 'device');
  expect(device).toBeDefined();
  return { cookie: `device=${device!.value}` };
}

const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

describe('failed logins per account, from all addresses together, never lock the owner out', () => {
  // On `proxied`, each test speaks from its own forwarded addresses, so the per-address limit stays out of the way.
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('50 wrong passwords from 50 addresses: the owner still gets in from an address and a device it used before', async () => {
    const { email, password } = await freshAccount(proxied);
    // The owner logged in before: from this address, and with this browser (its device cookie).
    const earlier = await login(proxied, email, password, from('198.51.100.10'));
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);

    const statuses: (string | undefined)[] = [];
    for (let i = 1; i <= 50; i++)
      statuses.push(codeOf(await login(proxied, email, 'wrong-pass', from(`203.0.113.${i}`))));
    // Five guesses reach the password check; every stranger after them is asked for the captcha.
    expect(statuses).toEqual([...Array(5).fill('invalid_credentials'), ...Array(45).fill('login_captcha_required')]);

    expect((await login(proxied, email, password, from('198.51.100.10'))).statusCode).toBe(200);
    // The same browser from a new address (a phone on another network) is known by its cookie.
    expect((await login(proxied, email, password, { ...from('198.51.100.77'), ...device })).statusCode).toBe(200);
    // A stranger with the right password is asked for the captcha, not told the password is right.
    const stranger = await login(proxied, email.toUpperCase(), password, from('198.51.100.99'));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({
      code: 'login_captcha_required',
      message: 'Слишком много неудачных попыток входа в эту учётную запись. Введите код с картинки.',
    });
    expect(codeOf(await login(proxied, email, 'wrong-pass', from('198.51.100.99')))).toBe('login_captcha_required');
  });

  it('with the captcha solved, a stranger is checked as usual; a wrong code is refused before the password', async () => {
    const { email, password } = await freshAccount(proxied);
    for (let i = 0; i < 5; i++) await login(proxied, email, 'wrong-pass', from('198.51.100.20'));
    const wrongCode = await proxied.services.auth.issueCaptcha();
    const refused = await login(proxied, email, password, from('198.51.100.21'), {
      captchaToken: wrongCode.token,
      captchaCode: 'NOPE',
    });
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toBe('captcha_invalid');

    const guess = await solveCaptcha(proxied.app, proxied.database);
    const wrong = await login(proxied, email, 'wrong-pass', from('198.51.100.21'), {
      captchaToken: guess.token,
      captchaCode: guess.code,
    });
    expect(codeOf(wrong)).toBe('invalid_credentials');
    // A captcha is good once.
    const reused = await login(proxied, email, password, from('198.51.100.21'), {
      captchaToken: guess.token,
      captchaCode: guess.code,
    });
    expect(codeOf(reused)).toBe('captcha_invalid');

    const captcha = await solveCaptcha(proxied.app, proxied.database);
    const solved = await login(proxied, email, password, from('198.51.100.21'), {
      captchaToken: captcha.token,
      captchaCode: captcha.code,
    });
    expect(solved.statusCode).toBe(200);
    // Now that address is known to the account: no captcha for it any more.
    expect((await login(proxied, email, password, from('198.51.100.21'))).statusCode).toBe(200);
  });

  it('successful logins do not count against the account', async () => {
    const { email, password } = await freshAccount(proxied);
    const address = from('198.51.100.3');
    for (let i = 0; i < 4; i++) expect((await login(proxied, email, 'wrong-pass', address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await login(proxied, email, password, from('198.51.100.4'))).statusCode).toBe(200);
    expect(codeOf(await login(proxied, email, 'wrong-pass', from('198.51.100.5')))).toBe('invalid_credentials');
    expect(codeOf(await login(proxied, email, 'wrong-pass', from('198.51.100.5')))).toBe('login_captcha_required');
  });

  it('30 guesses at once let at most 5 reach the password check', async () => {
    const { email, password } = await freshAccount(proxied);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(proxied, email, 'wrong-pass', from(`192.0.2.${i + 1}`))),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((code) => code === 'login_captcha_required')).toHaveLength(25);
    expect(codeOf(await login(proxied, email, password, from('192.0.2.100')))).toBe('login_captcha_required');
  });
});

describe('X-Forwarded-For from anyone is not believed', () => {
  it('without TRUST_PROXY, made-up addresses are one address: once it is asked for the captcha, so is every "other"', async () => {
    const { email, password } = await freshAccount(direct);
    const codes = [];
    for (let i = 1; i <= 10; i++) codes.push(codeOf(await login(direct, email, 'wrong', forwardedFor(i))));
    expect(codes).toEqual([...Array(5).fill('invalid_credentials'), ...Array(5).fill('login_captcha_required')]);
    expect(codeOf(await login(direct, email, password, forwardedFor(77)))).toBe('login_captcha_required');
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
