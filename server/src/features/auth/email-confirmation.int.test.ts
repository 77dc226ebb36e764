import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@raritet/contracts/auth';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app.ts';
import { insertLots } from '../../../test/archive-factories.ts';
import { createAdmin, registerUser, solveCaptcha, uniqueEmail } from '../../../test/factories.ts';
import { call, createPreference, notificationRows } from '../../../test/notification-factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createEmailConfirmationLinks } from './email-confirmation.ts';

// ADR 0049: the mailer cannot be turned on strangers. A new account's address gets a
// confirmation link and nothing else until it is confirmed; test sends and resends are limited per account;
// digest subjects carry no user text. Mail is received by a real SMTP server in the test process.
let t: TestApp;
let smtp: TestSmtpServer;
const PUBLIC_URL = 'https://raritet.example';
const PHISHING = 'СРОЧНО: ваш аккаунт заблокирован, подтвердите карту на http://evil.example';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://${smtp.host}:${smtp.port}?security=none`,
    PUBLIC_URL,
    // The limits as the product has them (the test app raises them a thousandfold otherwise).
    RATE_LIMIT_SCALE: '1',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

/** The mail that went to this address (the queued jobs run first). */
async function mailTo(email: string) {
  await t.jobs.drain();
  return smtp.messages.filter((message) => message.envelopeTo.includes(email));
}

/** The confirmation link's query from the last confirmation e-mail to this address. */
async function linkQuery(email: string): Promise<Record<string, string>> {
  const mail = (await mailTo(email)).filter((message) => message.subject === 'Раритет: подтвердите адрес e-mail');
  const text = String(mail.at(-1)?.text ?? '');
  const url = /https:\/\/raritet\.example\/confirm-email\?\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no confirmation link in: ${text}`);
  return Object.fromEntries(new URL(url).searchParams);
}

const me = async (token: string) => (await call<User>(t, 'GET', '/auth/user', token)).body;

/** An unconfirmed account with a preference for the phishing text and a lot that matches it. */
async function accountWithAlert(session: LoginResponse) {
  await createPreference(t, session.token, { keywords: PHISHING, notificationFrequencyMinutes: 5, deliveryMethod: 1 });
  await insertLots(t.database, [
    {
      title: `Листовка: ${PHISHING}`,
      seller: 'Букинист',
      category: 'Разное',
      price: 100,
      date: new Date().toISOString(),
    },
  ]);
}

describe('registration', () => {
  it('e-mails a confirmation link in the visitor’s language; the account starts unconfirmed', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    expect(session.user.emailVerified).toBe(false);
    expect((await me(session.token)).emailVerified).toBe(false);
    const [mail, ...more] = await mailTo(session.user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Раритет: подтвердите адрес e-mail');
    expect(mail!.text).toMatch(
      /действует 72 ч\): https:\/\/raritet\.example\/confirm-email\?user=\d+&expires=\d+&signature=/,
    );
    expect(mail!.html).toContain('href="https://raritet.example/confirm-email?user=');
  });

  it('in English when the visitor registers in English', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const email = uniqueEmail('english');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { email, password: 'reader-pass-5513', captchaToken: captcha.token, captchaCode: captcha.code },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Raritet: confirm your e-mail address');
    expect(mail!.text).toContain(
      'confirm it with this link (it works for 72 hours): https://raritet.example/confirm-email?',
    );
    expect(mail!.text).toContain('If you did not register, simply ignore this e-mail');
  });

  it('the administrator made by setup counts as confirmed', async () => {
    const admin = await createAdmin(t.app, t.services);
    expect(admin.user.emailVerified).toBe(true);
  });
});

describe('until the address is confirmed', () => {
  it('no alert digest and no test e-mail goes to it; the bot’s test is not refused for it', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    await t.jobs.drain();
    smtp.messages.length = 0;
    await accountWithAlert(session);
    await t.services.notifications.match();
    const delivered = await t.services.notifications.deliver();
    expect(delivered.sent).toBe(0);
    const rows = await notificationRows(t, session.user.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.error_message === 'the e-mail address is not confirmed')).toBe(true);
    // The administrator's test run delivers at once, ignoring windows: still nothing to this address.
    await t.services.notifications.testNotifications(50);

    const test = await call<{ code: string; message: string }>(t, 'POST', '/notification/test', session.token, {
      deliveryMethod: 1,
    });
    expect(test.status).toBe(409);
    expect(test.body).toEqual({
      code: 'email_not_confirmed',
      message:
        'Адрес e-mail ещё не подтверждён: письма на него не отправляются, пока вы не перейдёте по ссылке из письма подтверждения.',
    });
    const bot = await call<{ code: string }>(t, 'POST', '/notification/test', session.token, { deliveryMethod: 4 });
    expect(bot.body.code).toBe('notification_bot_not_connected');
    expect(await mailTo(session.user.email)).toEqual([]);
  });

  it('the account logs in and, subscribed, searches as any other', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    const plan = await t.services.billing.createPlan({
      name: 'Неподтверждённый',
      price: 10,
      monthlyRequestLimit: 100,
      isActive: true,
    });
    await t.services.billing.assignPlan(session.user.id, { planId: plan.id, autoRenew: false });
    const login = await call<LoginResponse>(t, 'POST', '/auth/login', undefined, {
      email: session.user.email,
      password: session.password,
    });
    expect(login.status).toBe(200);
    const search = await call<{ totalItems: number }>(
      t,
      'GET',
      `/books/searchByTitle?title=${encodeURIComponent('Листовка')}`,
      login.body.token,
    );
    expect(search.status).toBe(200);
    expect(search.body.totalItems).toBeGreaterThan(0);
  });
});

describe('the confirmation link', () => {
  it('confirms the address once; then alerts and test e-mails go to it', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    const query = await linkQuery(session.user.email);
    // No login is needed: the link may be opened in another browser.
    const first = await call<{ status: string; message: string }>(t, 'POST', '/auth/confirm-email', undefined, query);
    expect(first).toMatchObject({
      status: 200,
      body: { status: 'confirmed', message: 'Адрес e-mail подтверждён. Теперь уведомления могут приходить на него.' },
    });
    const again = await call<{ status: string; message: string }>(t, 'POST', '/auth/confirm-email', undefined, query, {
      'accept-language': 'en',
    });
    expect(again.body).toEqual({ status: 'already_confirmed', message: 'This e-mail address is already confirmed.' });
    expect((await me(session.token)).emailVerified).toBe(true);

    smtp.messages.length = 0;
    const test = await call<{ message: string }>(t, 'POST', '/notification/test', session.token, { deliveryMethod: 1 });
    expect(test.status).toBe(200);
    await accountWithAlert(session);
    await t.services.notifications.match();
    expect((await t.services.notifications.deliver()).sent).toBe(1);
    const mail = await mailTo(session.user.email);
    expect(mail.map((message) => message.subject)).toEqual([
      'Раритет: тестовое уведомление',
      'Раритет: новые продажи по вашей настройке уведомлений (1)',
    ]);
    // The user's own words are in the body, quoted and said to be theirs; never in the subject.
    expect(mail[1]!.text).toContain(
      `Ключевые слова настройки — ваш собственный текст, как вы его ввели: «${PHISHING}»`,
    );
    for (const message of mail) expect(message.subject).not.toMatch(/СРОЧНО|evil|аккаунт/);
  });

  it('a forged, foreign or expired link confirms nothing, with a 400 that says why', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    const other = await registerUser(t.app, t.database, { confirmed: false });
    const query = await linkQuery(session.user.email);
    const confirm = (body: unknown) =>
      call<{ code: string; message: string }>(t, 'POST', '/auth/confirm-email', undefined, body);

    expect((await confirm({ ...query, signature: `${query['signature']}x` })).body.code).toBe(
      'email_confirmation_invalid',
    );
    expect((await confirm({ ...query, user: String(other.user.id) })).body.code).toBe('email_confirmation_invalid');
    expect((await confirm({ ...query, user: '999999' })).body.code).toBe('email_confirmation_invalid');
    expect((await confirm({ user: 'x', expires: '1', signature: '' })).status).toBe(400);
    // A link made for another address of this account (as after a change of address) is void.
    const links = createEmailConfirmationLinks(TEST_JWT_SECRET, PUBLIC_URL);
    const foreign = Object.fromEntries(new URL(links.url(session.user.id, 'attacker@example.com')).searchParams);
    expect((await confirm(foreign)).body.code).toBe('email_confirmation_invalid');
    const old = Object.fromEntries(
      new URL(links.url(session.user.id, session.user.email, Date.now() - 73 * 3600_000)).searchParams,
    );
    const expired = await confirm(old);
    expect(expired).toMatchObject({ status: 400, body: { code: 'email_confirmation_expired' } });
    expect(expired.body.message).toContain('Срок действия ссылки подтверждения истёк');
    expect((await me(session.token)).emailVerified).toBe(false);
  });
});

describe('limits', () => {
  it('the resend: three an hour, then 429 with a message; 409 once confirmed', async () => {
    const session = await registerUser(t.app, t.database, { confirmed: false });
    const resend = () =>
      call<{ code?: string; message: string }>(t, 'POST', '/auth/resend-confirmation', session.token);
    for (let i = 0; i < 3; i += 1) {
      const answer = await resend();
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(`Письмо со ссылкой подтверждения отправлено на ${session.user.email}.`);
    }
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('email_confirmation_resend_limited');
    expect(limited.body.message).toMatch(
      /^Письмо подтверждения можно запросить не больше 3 раз в час\. Повторите попытку через \d+ мин\.$/,
    );
    expect(limited.response.headers['retry-after']).toBeDefined();
    // The registration's e-mail and three resends.
    expect(await mailTo(session.user.email)).toHaveLength(4);
    expect((await call(t, 'POST', '/auth/resend-confirmation')).status).toBe(401);

    // (Accounts made without the registration form here: it allows 10 per 10 minutes per address.)
    const confirmed = await createAdmin(t.app, t.services);
    const answer = await call<{ code: string }>(t, 'POST', '/auth/resend-confirmation', confirmed.token);
    expect(answer).toMatchObject({ status: 409, body: { code: 'email_already_confirmed' } });
  });

  it('30 test sends in a row: five go out, the rest are 429 with a message', async () => {
    const session = await createAdmin(t.app, t.services);
    const statuses: number[] = [];
    let last: { code?: string; message: string } | undefined;
    for (let i = 0; i < 30; i += 1) {
      const answer = await call<{ code?: string; message: string }>(t, 'POST', '/notification/test', session.token, {
        deliveryMethod: 1,
      });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(last?.code).toBe('notification_test_limited');
    expect(last?.message).toMatch(/^Тестовых уведомлений — не больше 5 в час\. Повторите попытку через \d+ мин\.$/);
    expect(await mailTo(session.user.email)).toHaveLength(5);
  });
});
