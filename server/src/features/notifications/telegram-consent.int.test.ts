import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { BotStatus, LinkOffer } from '@raritet/contracts/notifications';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { registerUser } from '../../../test/factories.ts';
import { call } from '../../../test/notification-factories.ts';
import type { BotSender } from './service.ts';

// ADR 0048: the bot's link offer links a chat only when the account's owner, shown
// which Telegram account it is, says so; once, within minutes; an account's chat is never replaced
// silently, and the replaced chat is told.
let t: TestApp;

/** A bot that records what it is asked to send. */
const sent: { chatId: number; html: string }[] = [];
const sender: BotSender = {
  available: () => true,
  botUsername: () => 'RaritetTestBot',
  async sendHtml(chatId, html) {
    sent.push({ chatId, html });
  },
  async sendPhoto(chatId, _photo, html) {
    sent.push({ chatId, html });
  },
  isBlocked: () => false,
};

type Chat = { chatId: number; username: string | null; firstName?: string; lastName?: string };

/** `/start` without a token from a chat: the link the bot answers with, as its query. */
async function offerFrom(chat: Chat) {
  const url = new URL(await t.services.notifications.bot.offerLinkUrl(chat));
  expect(url.pathname).toBe('/notifications');
  expect([...url.searchParams.keys()]).toEqual(['telegramId', 'nonce']);
  return { telegramId: url.searchParams.get('telegramId')!, nonce: url.searchParams.get('nonce')! };
}

const query = (offer: { telegramId: string; nonce: string }) =>
  `?telegramId=${encodeURIComponent(offer.telegramId)}&nonce=${encodeURIComponent(offer.nonce)}`;
const preview = (session: LoginResponse, offer: { telegramId: string; nonce: string }) =>
  call<LinkOffer & { code?: string; message?: string }>(
    t,
    'GET',
    `/notification/telegram/auto-link${query(offer)}`,
    session.token,
  );
const confirm = (session: LoginResponse, body: Record<string, unknown>) =>
  call<{ code?: string; message: string }>(t, 'POST', '/notification/telegram/auto-link', session.token, body);
const decline = (session: LoginResponse, body: Record<string, unknown>) =>
  call<{ code?: string; message: string }>(t, 'POST', '/notification/telegram/auto-link/decline', session.token, body);
const status = async (session: LoginResponse) =>
  (await call<BotStatus>(t, 'GET', '/notification/telegram/status', session.token)).body;

/** Links a chat the way the bot does after `/start <token>` (the owner's own token). */
async function linkByToken(session: LoginResponse, chatId: number, username: string, language?: 'ru' | 'en') {
  const { body } = await call<{ token: string }>(
    t,
    'POST',
    '/notification/telegram/generate-link-token',
    session.token,
  );
  return t.services.notifications.bot.linkByToken(body.token, { chatId, username, ...(language ? { language } : {}) });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://raritet.example' }, { botSender: sender });
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
});

describe("the bot's link offer needs the account owner's consent", () => {
  it("a victim opening the attacker's link sees the attacker's Telegram account; declining links nothing", async () => {
    const victim = await registerUser(t.app, t.database);
    expect(await linkByToken(victim, 6001, 'victim_own')).toMatchObject({ ok: true });
    // The attacker, with no account, sends /start and passes the link on.
    const link = await offerFrom({ chatId: 6666, username: 'attacker', firstName: 'Служба', lastName: 'поддержки' });

    const shown = await preview(victim, link);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      telegramId: '6666',
      telegramUsername: 'attacker',
      telegramName: 'Служба поддержки',
      expiresAt: expect.any(String) as string,
      current: { telegramId: '6001', telegramUsername: 'victim_own' },
    });
    // Opening the link changed nothing.
    expect(await status(victim)).toMatchObject({ telegramId: '6001', telegramUsername: 'victim_own' });
    expect(await t.services.notifications.bot.accountOfChat(6666)).toBeNull();

    const declined = await decline(victim, link);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Привязка отменена: Telegram не привязан к вашему аккаунту.');
    expect(await status(victim)).toMatchObject({ telegramId: '6001', telegramUsername: 'victim_own' });
    expect(await t.services.notifications.bot.accountOfChat(6666)).toBeNull();
    // Declining burnt the link: it cannot be confirmed afterwards.
    const after = await confirm(victim, { ...link, replace: true });
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({
      code: 'telegram_link_used',
      message:
        'Эта ссылка привязки уже использована: она одноразовая. Отправьте боту /start ещё раз, чтобы получить новую.',
    });
    expect(await status(victim)).toMatchObject({ telegramId: '6001' });
    expect(sent).toEqual([]);
  });

  it('the signed link of before (chat, expiry, signature; no nonce) links nothing', async () => {
    const victim = await registerUser(t.app, t.database);
    for (const body of [
      { telegramId: '6667' },
      { telegramId: '6667', expires: '4102444800', signature: 'c2lnbmVk' },
      { telegramId: 6667, expires: 4102444800, signature: 'c2lnbmVk', nonce: '' },
    ]) {
      const answer = await confirm(victim, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('telegram_link_invalid');
    }
    expect((await status(victim)).isConnected).toBe(false);
  });

  it('an existing link is not replaced without the owner saying so; the replaced chat is told', async () => {
    const owner = await registerUser(t.app, t.database);
    expect(await linkByToken(owner, 7001, 'old_phone')).toMatchObject({ ok: true });
    const link = await offerFrom({ chatId: 7002, username: 'new_phone', firstName: 'Иван' });

    const unconfirmed = await confirm(owner, link);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      code: 'telegram_link_replace_unconfirmed',
      message: 'К вашему аккаунту уже привязан Telegram @old_phone. Подтвердите замену, чтобы привязать другой чат.',
    });
    expect(await status(owner)).toMatchObject({ telegramId: '7001', telegramUsername: 'old_phone' });
    expect(sent).toEqual([]);
    // Not used up: the owner can still say yes.
    expect((await preview(owner, link)).status).toBe(200);

    const replaced = await confirm(owner, { ...link, replace: true });
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe('Telegram аккаунт успешно привязан!');
    expect(await status(owner)).toMatchObject({ isConnected: true, telegramId: '7002', telegramUsername: 'new_phone' });
    expect(await t.services.notifications.bot.accountOfChat(7001)).toBeNull();
    expect(sent).toEqual([
      {
        chatId: 7001,
        html: expect.stringMatching(
          new RegExp(
            `^Этот чат отвязан от учётной записи <b>${owner.user.email}</b>: к ней привязан другой чат Telegram`,
          ),
        ) as string,
      },
    ]);
    expect(sent[0]!.html).toContain('https://raritet.example/notifications');

    // A second use fails with a clear error, and changes nothing.
    const again = await confirm(owner, { ...link, replace: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('telegram_link_used');
    expect((await preview(owner, link)).body.code).toBe('telegram_link_used');
  });

  it('the same chat again needs no replacement; a chat of another account stays there', async () => {
    const owner = await registerUser(t.app, t.database);
    const other = await registerUser(t.app, t.database);
    expect(await linkByToken(owner, 7101, 'mine')).toMatchObject({ ok: true });

    const same = await offerFrom({ chatId: 7101, username: 'mine' });
    expect((await preview(owner, same)).body.current).toEqual({ telegramId: '7101', telegramUsername: 'mine' });
    expect((await confirm(owner, same)).status).toBe(200);
    expect(sent).toEqual([]);

    const taken = await offerFrom({ chatId: 7101, username: 'mine' });
    const refused = await confirm(other, taken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('telegram_chat_taken');
    expect((await status(other)).isConnected).toBe(false);
    expect(await status(owner)).toMatchObject({ telegramId: '7101' });
  });
});

describe('a link offer is single-use, bound to its chat, and lasts minutes', () => {
  it('expires after ten minutes and is refused with its own message', async () => {
    const user = await registerUser(t.app, t.database);
    const link = await offerFrom({ chatId: 8001, username: null, firstName: 'Анна' });
    const shown = await preview(user, link);
    expect(shown.body).toMatchObject({ telegramUsername: null, telegramName: 'Анна', current: null });
    const minutes = (Date.parse(shown.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);

    await t.database.query(
      `update telegram_link_offers set expires_at = now() - interval '1 second' where chat_id = 8001`,
    );
    for (const answer of [await preview(user, link), await confirm(user, link), await decline(user, link)]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'telegram_link_expired',
        message:
          'Срок действия ссылки привязки истёк: она действует 10 минут. Отправьте боту /start ещё раз и откройте новую ссылку.',
      });
    }
    expect((await status(user)).isConnected).toBe(false);

    // Swept a day after expiring; meanwhile a used link still says "used".
    await t.database.query(
      `update telegram_link_offers set expires_at = now() - interval '2 days' where chat_id = 8001`,
    );
    await t.services.notifications.sweepTokens();
    const [left] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from telegram_link_offers where chat_id = 8001`,
    );
    expect(left!.n).toBe(0);
  });

  it('links one account once, even when two confirm at the same moment', async () => {
    const first = await registerUser(t.app, t.database);
    const second = await registerUser(t.app, t.database);
    const link = await offerFrom({ chatId: 8101, username: 'racer' });
    const answers = await Promise.all([confirm(first, link), confirm(second, link)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const linked = [await status(first), await status(second)].filter((one) => one.isConnected);
    expect(linked).toHaveLength(1);
    expect(linked[0]!.telegramId).toBe('8101');
  });

  it('names one chat: another chat id, an altered nonce, a guest or malformed input are refused', async () => {
    const user = await registerUser(t.app, t.database);
    const link = await offerFrom({ chatId: 8201, username: 'bound' });
    const forged = [
      { ...link, telegramId: '8202' },
      { ...link, nonce: `${link.nonce.slice(0, -1)}${link.nonce.endsWith('A') ? 'B' : 'A'}` },
      { ...link, nonce: `${link.nonce}x` },
      { ...link, nonce: 'short' },
      { ...link, telegramId: 'x'.repeat(41) },
    ];
    for (const body of forged) {
      for (const answer of [await preview(user, body), await confirm(user, body), await decline(user, body)]) {
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('telegram_link_invalid');
      }
    }
    // U+0000 is refused at the edge, as everywhere (text_invalid_character).
    const nul = { ...link, nonce: `${link.nonce.slice(0, -1)}\u0000` };
    for (const answer of [await preview(user, nul), await confirm(user, nul), await decline(user, nul)]) {
      expect(answer.status).toBe(400);
    }
    expect((await call(t, 'GET', `/notification/telegram/auto-link${query(link)}`)).status).toBe(401);
    expect((await call(t, 'POST', '/notification/telegram/auto-link', undefined, link)).status).toBe(401);
    expect((await call(t, 'POST', '/notification/telegram/auto-link/decline', undefined, link)).status).toBe(401);
    expect((await confirm(user, { ...link, replace: 'yes' })).body.code).toBe('telegram_link_invalid');
    expect((await status(user)).isConnected).toBe(false);

    // A new /start from the chat replaces its unused link.
    const newer = await offerFrom({ chatId: 8201, username: 'bound' });
    expect((await preview(user, link)).body.code).toBe('telegram_link_invalid');
    expect((await confirm(user, newer)).status).toBe(200);
    expect(await status(user)).toMatchObject({ telegramId: '8201', telegramUsername: 'bound' });
  });
});

describe('the token flow', () => {
  it('still links by the owner’s token at once, and tells the chat it replaces, in its language', async () => {
    const owner = await registerUser(t.app, t.database);
    expect(await linkByToken(owner, 9101, 'first')).toEqual({ ok: true, email: owner.user.email });
    expect(sent).toEqual([]);
    expect(await linkByToken(owner, 9102, 'second', 'en')).toEqual({ ok: true, email: owner.user.email });
    expect(await status(owner)).toMatchObject({ telegramId: '9102', telegramUsername: 'second' });
    expect(sent).toEqual([
      {
        chatId: 9101,
        html: expect.stringMatching(
          new RegExp(`^This chat is unlinked from the account <b>${owner.user.email}</b>: another Telegram chat`),
        ) as string,
      },
    ]);
  });
});
