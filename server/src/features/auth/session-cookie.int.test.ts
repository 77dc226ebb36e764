import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';

// Sessions in an HttpOnly cookie, the CSRF defence, the session list and the idle limit (ADR 0051).
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'loopback' })]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;
const cookieNamed = (response: Injected, name: string) => response.cookies.find((cookie) => cookie.name === name);
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

async function loginByCookie(app: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
  });
  expect(response.statusCode).toBe(200);
  const token = cookieNamed(response, 'token')!.value;
  return { response, token, cookie: { cookie: `token=${token}; signed_in=${sessionIdOf(token)}` } };
}

describe('the session cookie', () => {
  it('login sets an HttpOnly, SameSite=Lax token cookie and a readable hint naming the session', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { response, token } = await loginByCookie(t, user.email, password);
    expect(response.json().token).toBe(token); // API clients still get it in the body
    const cookie = cookieNamed(response, 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined(); // plain http here
    expect(cookie.maxAge).toBeGreaterThan(29 * 86400);
    const hint = cookieNamed(response, 'signed_in')!;
    expect(hint.value).toBe(sessionIdOf(token));
    expect(hint.httpOnly).toBeUndefined();
  });

  it('is Secure when the request came over https (through a trusted proxy)', async () => {
    const { user, password } = await registerUser(proxied.app, proxied.database);
    const { response } = await loginByCookie(proxied, user.email, password, { 'x-forwarded-proto': 'https' });
    expect(cookieNamed(response, 'token')).toMatchObject({ secure: true, httpOnly: true });
    expect(cookieNamed(response, 'signed_in')).toMatchObject({ secure: true });
  });

  it('authorises API calls by itself; the bearer header keeps working and wins', async () => {
    const { user, password, token: bearerToken } = await registerUser(t.app, t.database);
    const { cookie } = await loginByCookie(t, user.email, password);
    const me = await t.app.inject({ url: '/api/auth/user', headers: cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(bearerToken) })).statusCode).toBe(200);
    const other = await registerUser(t.app, t.database);
    const both = await t.app.inject({ url: '/api/auth/user', headers: { ...cookie, ...bearer(other.token) } });
    expect(both.json().email).toBe(other.user.email);
  });

  it('counts only beside its hint: a browser that deleted the hint (logged out locally) is a guest', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { token } = await loginByCookie(t, user.email, password);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: `token=${token}` } })).statusCode).toBe(401);
  });

  it('logout ends the session and clears both cookies', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { cookie } = await loginByCookie(t, user.email, password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(204);
    for (const name of ['token', 'signed_in']) {
      const cleared = cookieNamed(out, name)!;
      expect(cleared.value).toBe('');
      expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    }
    expect((await t.app.inject({ url: '/api/auth/user', headers: cookie })).statusCode).toBe(401);
  });
  it('logout ends the session even when the page deleted the hint before its call left', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { token } = await loginByCookie(t, user.email, password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('the CSRF defence', () => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('refuses a state-changing call from another site, with or without the cookie', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { cookie } = await loginByCookie(t, user.email, password);
    const sources: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of sources) {
      const refused = await post('/api/auth/logout-all', { ...cookie, ...headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'cross_site_refused',
        message: 'Запрос отклонён: он отправлен с другого сайта. Повторите действие на странице сервиса.',
      });
    }
    // Nothing was ended: the session still works.
    expect((await t.app.inject({ url: '/api/auth/user', headers: cookie })).statusCode).toBe(200);
    // A login posted from another site is refused too (no logging a victim into an attacker's account).
    const crossLogin = await post(
      '/api/auth/login',
      { 'sec-fetch-site': 'cross-site' },
      { email: user.email, password },
    );
    expect(crossLogin.statusCode).toBe(403);
  });

  it("lets the site's own calls through: same-origin, a matching Origin, and clients that send neither", async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const first = await loginByCookie(t, user.email, password);
    const sameOrigin = await post('/api/auth/logout', { ...first.cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(204);
    const second = await loginByCookie(t, user.email, password);
    const ownOrigin = await post('/api/auth/logout', {
      ...second.cookie,
      origin: 'http://raritet.test:3000',
      host: 'raritet.test:3000',
    });
    expect(ownOrigin.statusCode).toBe(204);
    const third = await loginByCookie(t, user.email, password);
    expect((await post('/api/auth/logout', bearer(third.token))).statusCode).toBe(204);
    // Reads are never refused: a link from another site opens the page.
    const { cookie } = await loginByCookie(t, user.email, password);
    const read = await t.app.inject({ url: '/api/auth/user', headers: { ...cookie, 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });
});

describe("the profile's list of sessions", () => {
  const list = (token: string) => t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) });
  const end = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });

  it('lists the live sessions with where they came from, this one marked; "end this one" ends one', async () => {
    const { user, password, token: first } = await registerUser(t.app, t.database);
    const { token: second } = await loginByCookie(t, user.email, password, { 'user-agent': 'Firefox on a phone' });
    const answer = await list(first);
    expect(answer.statusCode).toBe(200);
    const { sessions } = answer.json() as { sessions: { id: string; current: boolean; userAgent: string | null }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)?.id).toBe(sessionIdOf(first));
    const phone = sessions.find((session) => !session.current)!;
    expect(phone).toMatchObject({ id: sessionIdOf(second), userAgent: 'Firefox on a phone', address: '127.0.0.1' });

    expect((await end(first, phone.id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(second) })).statusCode).toBe(401);
    expect((await list(first)).json().sessions).toHaveLength(1);
    const again = await end(first, phone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('session_not_found');
  });

  it("never shows or ends another account's sessions", async () => {
    const owner = await registerUser(t.app, t.database);
    const stranger = await registerUser(t.app, t.database);
    expect((await list(stranger.token)).json().sessions.map((s: { id: string }) => s.id)).toEqual([
      sessionIdOf(stranger.token),
    ]);
    expect((await end(stranger.token, sessionIdOf(owner.token))).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it('ending the current session clears its cookie', async () => {
    const { user, password } = await registerUser(t.app, t.database);
    const { token, cookie } = await loginByCookie(t, user.email, password);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessionIdOf(token)}`,
      headers: { ...cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(ended.statusCode).toBe(204);
    expect(cookieNamed(ended, 'token')?.value).toBe('');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('the idle limit', () => {
  const status = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode;

  it('a session unused for more than 7 days has ended; one used 6 days ago goes on and is marked used now', async () => {
    const idle = await registerUser(t.app, t.database);
    const recent = await registerUser(t.app, t.database);
    await t.database.query(`update sessions set last_seen_at = now() - interval '8 days' where id = $1`, [
      sessionIdOf(idle.token),
    ]);
    await t.database.query(`update sessions set last_seen_at = now() - interval '6 days' where id = $1`, [
      sessionIdOf(recent.token),
    ]);
    expect(await status(idle.token)).toBe(401);
    expect(await status(recent.token)).toBe(200);
    const [row] = await t.database.query<{ idle: number }>(
      `select extract(epoch from now() - last_seen_at)::float8 as idle from sessions where id = $1`,
      [sessionIdOf(recent.token)],
    );
    expect(Number(row!.idle)).toBeLessThan(60);
    // The hourly sweep deletes the idle session's row and keeps the one in use.
    await t.services.auth.sweepExpired();
    const kept = await t.database.query<{ id: string }>('select id from sessions where id = any($1::text[])', [
      [sessionIdOf(idle.token), sessionIdOf(recent.token)],
    ]);
    expect(kept.map((session) => session.id)).toEqual([sessionIdOf(recent.token)]);
  });
});
