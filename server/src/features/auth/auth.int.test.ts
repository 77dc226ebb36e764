import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser, solveCaptcha, uniqueEmail } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('register → login → /auth/user', () => {
  it('creates the account, logs in with any case of the e-mail and returns the user', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const email = uniqueEmail('Reader');
    const created = await register({
      email: `  ${email.toUpperCase()} `,
      password: 'reader-pass-5513',
      captchaToken: captcha.token,
      captchaCode: captcha.code.toLowerCase(), // the answer is case-insensitive
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email: email.toLowerCase(), role: 'User', hasSubscription: false });

    const loggedIn = await login({ email: email.toUpperCase(), password: 'reader-pass-5513' });
    expect(loggedIn.statusCode).toBe(200);
    const { token, user } = loggedIn.json();
    expect(token.split('.')).toHaveLength(3);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: email.toLowerCase(),
      role: 'User',
      registrationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Until the e-mailed link is followed (email-confirmation.int.test.ts).
      emailVerified: false,
      hasSubscription: false,
      subscriptionType: null,
      subscriptionExpiryDate: null,
      subscription: null,
      currentSubscription: null,
    });
  });
});

describe('registration validation, in the spec order', () => {
  it.each([
    [{}, 'Введите email адрес.'],
    [{ email: '   ', password: '' }, 'Введите email адрес.'],
    [{ email: 'no-at-sign.ru', password: '' }, 'Введите корректный email адрес.'],
    [{ email: 'name@domain', password: '' }, 'Введите корректный email адрес.'],
    [{ email: 'a@b.ru' }, 'Введите пароль.'],
    [{ email: 'a@b.ru', password: '12345' }, 'Пароль должен содержать не менее 6 символов.'],
    [{ email: 'a@b.ru', password: '123456' }, 'Введите код с картинки.'],
    [{ email: 'a@b.ru', password: '123456', captchaCode: '   ' }, 'Введите код с картинки.'],
  ])('%j → %s', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers in English when asked', async () => {
    const response = await register({ email: 'a@b.ru', password: '1' }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.json()).toEqual({
      code: 'password_too_short',
      message: 'The password must be at least 6 characters long.',
    });
  });

  it('refuses a password longer than 128 characters before hashing it', async () => {
    const response = await register({ email: 'a@b.ru', password: 'x'.repeat(129), captchaCode: 'AAAAA' });
    expect(response.json().code).toBe('password_too_long');
  });
});

describe('captcha', () => {
  it('is a PNG with its token in x-captcha-token and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(String(response.headers['x-captcha-token'])).toMatch(/^[\w-]{32}$/);
  });

  it('works once: a reused token is refused even with the right code', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const payload = { password: 'reader-pass-5513', captchaToken: captcha.token, captchaCode: captcha.code };
    expect((await register({ ...payload, email: uniqueEmail() })).statusCode).toBe(201);
    const again = await register({ ...payload, email: uniqueEmail() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Неверный код с картинки или срок его действия истёк. Введите новый код.');
  });

  it('a wrong code uses the captcha up', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const payload = { email: uniqueEmail(), password: 'reader-pass-5513', captchaToken: captcha.token };
    expect((await register({ ...payload, captchaCode: 'WRONG' })).json().code).toBe('captcha_invalid');
    expect((await register({ ...payload, captchaCode: captcha.code })).json().code).toBe('captcha_invalid');
  });

  it('expires after five minutes', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const [row] = await t.database.query<{ minutes: number }>(
      `select extract(epoch from expires_at - now())::float8 / 60 as minutes from captchas where token = $1`,
      [captcha.token],
    );
    expect(row!.minutes).toBeGreaterThan(4.9);
    expect(row!.minutes).toBeLessThanOrEqual(5);
    await t.database.query(`update captchas set expires_at = now() - interval '1 second' where token = $1`, [
      captcha.token,
    ]);
    const response = await register({
      email: uniqueEmail(),
      password: 'reader-pass-5513',
      captchaToken: captcha.token,
      captchaCode: captcha.code,
    });
    expect(response.json().code).toBe('captcha_invalid');
  });

  it('an unknown or missing token is refused', async () => {
    const base = { email: uniqueEmail(), password: 'reader-pass-5513', captchaCode: 'ABCDE' };
    expect((await register({ ...base, captchaToken: 'made-up' })).json().code).toBe('captcha_invalid');
    expect((await register(base)).json().code).toBe('captcha_invalid');
  });
});

describe('common passwords', () => {
  it.each(['123456', 'password1', 'qwerty123', 'Password1'])(
    '%s is refused at registration with its own message, in both languages; the captcha is kept',
    async (password) => {
      const captcha = await solveCaptcha(t.app, t.database);
      const payload = { email: uniqueEmail(), password, captchaToken: captcha.token, captchaCode: captcha.code };
      const refused = await register(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'password_common',
        message: 'Этот пароль слишком распространён: его подбирают первым. Придумайте другой.',
      });
      const english = await register(payload, { 'accept-language': 'en' });
      expect(english.json().message).toBe(
        'This password is too common: it is among the first ones guessed. Choose another one.',
      );
      // The same captcha then registers the account with a password of one's own.
      expect((await register({ ...payload, password: `${password}-mine-${Date.now()}` })).statusCode).toBe(201);
    },
  );

  it("the spec's rules still come first: five characters get the spec's text", async () => {
    const response = await register({ email: uniqueEmail(), password: '12345', captchaCode: 'ABCDE' });
    expect(response.json()).toEqual({
      code: 'password_too_short',
      message: 'Пароль должен содержать не менее 6 символов.',
    });
  });
});

describe('duplicates and login failures', () => {
  it('a second account with the same e-mail in another case is a 409', async () => {
    const { user } = await registerUser(t.app, t.database);
    const captcha = await solveCaptcha(t.app, t.database);
    const response = await register({
      email: user.email.toUpperCase(),
      password: 'another-pass-1',
      captchaToken: captcha.token,
      captchaCode: captcha.code,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Пользователь с таким email уже зарегистрирован.');
  });

  it('empty fields, a wrong password and an unknown e-mail give the spec texts', async () => {
    const { user } = await registerUser(t.app, t.database);
    const empty = await login({ email: user.email, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Пожалуйста, заполните все поля.');
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: uniqueEmail('ghost'), password: 'reader-pass-5513' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Неверные учетные данные. Пожалуйста, проверьте email и пароль.');
    }
  });
});

describe('/auth/user refuses what is not a live session', () => {
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers });

  it('no token, a malformed token, a forged token, an expired token, a deleted account', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret!'));
    expect((await me(bearer(forged))).statusCode).toBe(401);

    const { user, token } = await registerUser(t.app, t.database);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(30 * 86400 - 60);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(30 * 86400);
    expect(claims).toMatchObject({ sub: String(user.id), sid: expect.stringMatching(/^[\w-]{24}$/) });
    await t.database.query('delete from users where id = $1', [user.id]);
    const gone = await me(bearer(token));
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('session_expired');
  });
});

describe('CAPTCHA_TEST_CODE stands in for the answer only, never for the token', () => {
  let withCode: TestApp;
  beforeAll(async () => {
    withCode = await createTestApp({ CAPTCHA_TEST_CODE: 'T3ST1' });
  });
  afterAll(() => withCode.close());

  const registerWith = (captchaToken: string) =>
    withCode.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'reader-pass-5513', captchaToken, captchaCode: 't3st1' },
    });
  const issuedToken = async () =>
    String((await withCode.app.inject({ method: 'GET', url: '/api/auth/captcha' })).headers['x-captcha-token']);

  it('passes with a real, unexpired, unused token', async () => {
    expect((await registerWith(await issuedToken())).statusCode).toBe(201);
  });

  it('is refused with a token the server never issued, or none', async () => {
    for (const token of ['made-up-token', '']) {
      const response = await registerWith(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('captcha_invalid');
    }
  });

  it('is refused with a used token', async () => {
    const token = await issuedToken();
    expect((await registerWith(token)).statusCode).toBe(201);
    expect((await registerWith(token)).json().code).toBe('captcha_invalid');
  });

  it('is refused with an expired token', async () => {
    const token = await issuedToken();
    await withCode.database.query(`update captchas set expires_at = now() - interval '1 second' where token = $1`, [
      token,
    ]);
    expect((await registerWith(token)).json().code).toBe('captcha_invalid');
  });
});
