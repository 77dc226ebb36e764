import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createAdmin, registerUser, solveCaptcha, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
let userToken: string;
let adminToken: string;
let planId: number;
beforeAll(async () => {
  t = await createTestApp();
  userToken = (await registerUser(t.app, t.database)).token;
  adminToken = (await createAdmin(t.app, t.services)).token;
  const plan = await t.app.inject({
    method: 'POST',
    url: '/api/SubscriptionPlans',
    headers: bearer(adminToken),
    payload: { name: 'Базовый', price: 100, monthlyRequestLimit: 50 },
  });
  planId = plan.json().id;
});
afterAll(() => t.close());

/** Rows of every table these calls could write to. */
async function tableCounts() {
  const [row] = await t.database.query<Record<string, number>>(
    `select (select count(*)::int from users) as users, (select count(*)::int from feedback_messages) as feedback,
            (select count(*)::int from subscription_plans) as plans, (select count(*)::int from payments) as payments,
            (select count(*)::int from sessions) as sessions, (select count(*)::int from app_settings) as settings`,
  );
  await t.services.search.history.flush();
  const [history] = await t.database.query<{ n: number }>('select count(*)::int as n from search_history');
  return { ...row, history: history!.n };
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; token?: 'user' | 'admin' };

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const families: [string, (bad: string) => Call | Promise<Call>][] = [
  ['login e-mail', (bad) => ({ method: 'POST', url: '/api/auth/login', payload: { email: bad, password: 'x1x1x1' } })],
  [
    'registration e-mail',
    async (bad) => {
      const captcha = await solveCaptcha(t.app, t.database);
      const payload = { email: `${bad}@example.com`, password: 'reader-pass-5513', captchaToken: captcha.token };
      return { method: 'POST', url: '/api/auth/register', payload: { ...payload, captchaCode: captcha.code } };
    },
  ],
  [
    'registration captcha token',
    (bad) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'reader-pass-5513', captchaToken: bad, captchaCode: 'ABCDE' },
    }),
  ],
  [
    'password change',
    (bad) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      token: 'user',
      payload: { currentPassword: 'reader-pass-5513', newPassword: `new-${bad}` },
    }),
  ],
  [
    'seller search (query)',
    (bad) => ({ method: 'GET', url: `/api/books/searchBySeller?sellerName=${enc(bad)}`, token: 'user' }),
  ],
  [
    'title search (query)',
    (bad) => ({ method: 'GET', url: `/api/books/searchByTitle?title=x${enc(bad)}`, token: 'user' }),
  ],
  ['book id (path)', (bad) => ({ method: 'GET', url: `/api/books/${enc(bad)}`, token: 'user' })],
  ['image name (path)', (bad) => ({ method: 'GET', url: `/api/books/1/images/${enc(bad)}.jpg`, token: 'user' })],
  ['feedback', (bad) => ({ method: 'POST', url: '/api/feedback', payload: { message: `Здравствуйте ${bad}` } })],
  ['feedback page', (bad) => ({ method: 'POST', url: '/api/feedback', payload: { message: 'Привет', page: bad } })],
  [
    'new plan',
    (bad) => ({
      method: 'POST',
      url: '/api/SubscriptionPlans',
      token: 'admin',
      payload: { name: bad, price: 1, monthlyRequestLimit: 5, description: bad },
    }),
  ],
  [
    'plan edit',
    (bad) => ({
      method: 'PUT',
      url: `/api/SubscriptionPlans/${planId}`,
      token: 'admin',
      payload: { name: 'Базовый', price: 1, monthlyRequestLimit: 5, description: bad },
    }),
  ],
  [
    'YooKassa notification',
    (bad) => ({
      method: 'POST',
      url: '/api/subscription/yookassa-webhook',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: bad, status: 'succeeded' } },
    }),
  ],
  [
    'setup',
    (bad) => ({
      method: 'POST',
      url: '/api/setup/initialize',
      payload: {
        adminEmail: `${bad}@example.com`,
        adminPassword: 'reader-pass-5513',
        connectionString: '',
        setupToken: 'x',
      },
    }),
  ],
  ['object key', () => ({ method: 'POST', url: '/api/feedback', payload: { message: 'Привет', ['k\u0000']: 1 } })],
];

function enc(text: string): string {
  // encodeURIComponent refuses lone surrogates; write their UTF-16 code unit percent-encoded as WTF-8 would.
  return [...text].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

describe('text PostgreSQL cannot store is refused at the edge', () => {
  it.each(families)('%s with U+0000: 400 text_invalid_character, nothing written', async (_name, make) => {
    const before = await tableCounts();
    const call = await make(NUL);
    const token = call.token === 'admin' ? adminToken : call.token === 'user' ? userToken : undefined;
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: token ? bearer(token) : {},
      ...(call.payload ? { payload: call.payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'text_invalid_character' });
    expect(response.json().message).toMatch(/^Запрос содержит недопустимый символ .* в поле (params|querystring|body)/);
    expect(await tableCounts()).toEqual(before);
  });

  it.each(families.filter(([name]) => !name.includes('(path)') && !name.includes('(query)') && name !== 'object key'))(
    '%s with an unpaired surrogate: 400 as well',
    async (_name, make) => {
      const call = await make(LONE_SURROGATE);
      const token = call.token === 'admin' ? adminToken : call.token === 'user' ? userToken : undefined;
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: token ? bearer(token) : {},
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('text_invalid_character');
    },
  );

  it('a correct pair of surrogates (an emoji) and other unusual text pass', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Книга 📚 — «ять» ѣ, עברית, e\u0301' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('says which field, in English too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'accept-language': 'en' },
      payload: { message: 'ok', email: NUL },
    });
    expect(response.json()).toEqual({
      code: 'text_invalid_character',
      message: 'The request holds a character that cannot be stored (a NUL or an unpaired surrogate) in body.email.',
    });
  });
});
