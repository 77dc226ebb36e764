import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser, uniqueEmail } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** GET /auth/user (never cached) and a title search (the cached read-only path) with this token. */
async function statuses(token: string) {
  const [user, search] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }),
    t.app.inject({ method: 'GET', url: '/api/books/searchByTitle?title=atlas', headers: bearer(token) }),
  ]);
  return [user.statusCode, search.statusCode];
}

const login = async (email: string, password: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};

const post = (url: string, token: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('logout', () => {
  it('ends this session on the server and no other; a repeat is still 204', async () => {
    const { user, token: first, password } = await registerUser(t.app, t.database);
    const second = await login(user.email, password);
    expect(await statuses(first)).toEqual([200, 200]); // the search path has now cached the session
    const out = await post('/api/auth/logout', first);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(await statuses(first)).toEqual([401, 401]);
    expect(await statuses(second)).toEqual([200, 200]);
    expect((await post('/api/auth/logout', first)).statusCode).toBe(204);
  });

  it('without a token, or with a forged one, is 401', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(401);
    const forged = await new SignJWT({ sid: 'a'.repeat(24) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret!'));
    expect((await post('/api/auth/logout', forged)).json()).toMatchObject({ code: 'session_expired' });
  });
});

describe('log out everywhere', () => {
  it("ends every session of the account, this one too, and nobody else's", async () => {
    const { user, token: first, password } = await registerUser(t.app, t.database);
    const second = await login(user.email, password);
    const other = await registerUser(t.app, t.database);
    await statuses(second);
    expect((await post('/api/auth/logout-all', first)).statusCode).toBe(204);
    expect(await statuses(first)).toEqual([401, 401]);
    expect(await statuses(second)).toEqual([401, 401]);
    expect(await statuses(other.token)).toEqual([200, 200]);
    // A new login works as before.
    expect(await statuses(await login(user.email, password))).toEqual([200, 200]);
    expect((await post('/api/auth/logout-all', first)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('ends every session, answers a fresh token, and the new password is the one that works', async () => {
    const { user, token: first, password } = await registerUser(t.app, t.database);
    const second = await login(user.email, password);
    const other = await registerUser(t.app, t.database);
    await statuses(second);
    const changed = await post('/api/auth/change-password', first, {
      currentPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = changed.json();
    expect(Object.keys(changed.json())).toEqual(['token']);
    expect(await statuses(first)).toEqual([401, 401]);
    expect(await statuses(second)).toEqual([401, 401]);
    expect(await statuses(fresh)).toEqual([200, 200]);
    expect(await statuses(other.token)).toEqual([200, 200]);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(old.statusCode).toBe(401);
    await login(user.email, 'brand-new-pass');
  });

  it.each([
    [{ currentPassword: '', newPassword: 'whatever-new-1' }, 'password_current_required', 'Введите текущий пароль.'],
    [{ currentPassword: 'reader-pass-5513', newPassword: '' }, 'password_new_required', 'Введите новый пароль.'],
    [
      { currentPassword: 'reader-pass-5513', newPassword: '12345' },
      'password_too_short',
      'Пароль должен содержать не менее 6 символов.',
    ],
    [
      { currentPassword: 'reader-pass-5513', newPassword: 'x'.repeat(129) },
      'password_too_long',
      'Пароль должен содержать не более 128 символов.',
    ],
    [
      { currentPassword: 'reader-pass-5513', newPassword: 'reader-pass-5513' },
      'password_unchanged',
      'Новый пароль совпадает с текущим.',
    ],
    [
      { currentPassword: 'reader-pass-5513', newPassword: 'qwerty123' },
      'password_common',
      'Этот пароль слишком распространён: его подбирают первым. Придумайте другой.',
    ],
    [
      { currentPassword: 'wrong-one', newPassword: 'whatever-new-1' },
      'password_current_wrong',
      'Текущий пароль указан неверно.',
    ],
  ])('%j → 400 %s, and the sessions stay', async (payload, code, message) => {
    const { token } = await registerUser(t.app, t.database);
    const response = await post('/api/auth/change-password', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
    expect(await statuses(token)).toEqual([200, 200]);
  });

  it('needs a live session', async () => {
    const payload = { currentPassword: 'reader-pass-5513', newPassword: 'whatever-new-1' };
    expect((await post('/api/auth/change-password', undefined, payload)).statusCode).toBe(401);
  });
});

describe('role removal', () => {
  it("ends a demoted administrator's sessions at once, on every path, and nobody else's", async () => {
    const email = uniqueEmail('demoted');
    const demoted = await createAdmin(t.app, t.services, { email, password: 'admin-secret' });
    const otherAdmin = await createAdmin(t.app, t.services);
    const adminCall = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: bearer(token) });
    expect((await adminCall(demoted.token)).statusCode).toBe(200);
    expect(await statuses(demoted.token)).toEqual([200, 200]);

    const user = await t.services.auth.setRole(demoted.user.id, 'User');
    expect(user.role).toBe('User');
    expect((await adminCall(demoted.token)).statusCode).toBe(401);
    expect(await statuses(demoted.token)).toEqual([401, 401]);
    expect((await adminCall(otherAdmin.token)).statusCode).toBe(200);

    // Logging in again gives a user's session, without admin rights.
    const again = await login(email, 'admin-secret');
    expect((await adminCall(again)).statusCode).toBe(403);
    // Promoting does not end sessions: the role is read afresh on the next call.
    await t.services.auth.setRole(demoted.user.id, 'Admin');
    expect((await adminCall(again)).statusCode).toBe(200);
  });
});

describe('tokens the server did not issue as they are', () => {
  const sign = (claims: Record<string, unknown>, subject: string, expires?: string) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt();
    return (expires ? jwt.setExpirationTime(expires) : jwt).sign(new TextEncoder().encode(JWT_SECRET));
  };
  const sessionOf = async (token: string) => {
    const [, payload] = token.split('.');
    return JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid as string;
  };

  it('a token signed with the real secret but without exp is refused', async () => {
    const { user, token } = await registerUser(t.app, t.database);
    const noExp = await sign({ sid: await sessionOf(token) }, String(user.id));
    expect(await statuses(noExp)).toEqual([401, 401]);
  });

  it('an expired token, one without a session, and one naming another user are refused', async () => {
    const { user, token } = await registerUser(t.app, t.database);
    const other = await registerUser(t.app, t.database);
    const sid = await sessionOf(token);
    expect(await statuses(await sign({ sid }, String(user.id), '-1s'))).toEqual([401, 401]);
    expect(await statuses(await sign({}, String(user.id), '1h'))).toEqual([401, 401]);
    expect(await statuses(await sign({ sid }, String(other.user.id), '1h'))).toEqual([401, 401]);
    expect(await statuses(await sign({ sid: 'b'.repeat(24) }, String(user.id), '1h'))).toEqual([401, 401]);
  });

  it('a session whose expiry passed in the database is refused though the token has not expired', async () => {
    const { token } = await registerUser(t.app, t.database);
    await t.database.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      await sessionOf(token),
    ]);
    expect(await statuses(token)).toEqual([401, 401]);
    const swept = await t.services.auth.sweepExpired();
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
  });
});

describe('wrong current passwords', () => {
  it('the 11th failure within 15 minutes gets 429 with its own message; sessions stay', async () => {
    const t1 = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const { token } = await registerUser(t1.app, t1.database);
      const change = () =>
        t1.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: bearer(token),
          payload: { currentPassword: 'wrong-one', newPassword: 'whatever-new-1' },
        });
      for (let i = 0; i < 10; i++) expect((await change()).json().code).toBe('password_current_wrong');
      const locked = await change();
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        code: 'password_change_locked',
        message: 'Слишком много попыток с неверным текущим паролем. Повторите попытку через 15 мин.',
      });
      expect((await t1.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await t1.close();
    }
  });
});
