import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BotBlockedError, createTelegramRuntime, webhookSecret, type TelegramRuntime } from './bot-runtime.ts';
import { startFakeBotApi, type FakeBotApi } from '../../../test/fakes/fake-bot-api.ts';

const TOKEN = '111:runtime-test-token';
const OTHER_TOKEN = '222:runtime-other-token';

type Line = { level: string; message: string };

/** A runtime against the fake with a token the test changes, an echo handler and quick retries. */
function runtimeOf(fake: FakeBotApi, options: { token?: string; publicUrl?: string; poll?: boolean } = {}) {
  let token = options.token ?? TOKEN;
  const lines: Line[] = [];
  const record = (level: string) => (first: unknown, second?: unknown) =>
    void lines.push({ level, message: String(typeof first === 'string' ? first : (second ?? '')) });
  const runtime = createTelegramRuntime({
    readToken: async () => token,
    apiRoot: fake.url,
    publicUrl: options.publicUrl,
    poll: options.poll ?? true,
    log: { info: record('info'), warn: record('warn'), error: record('error') } as never,
    setup: (bot) => bot.on('message:text', (ctx) => ctx.reply(`эхо: ${ctx.message.text}`)),
    retry: { initialMs: 100, maxMs: 400 },
    pollTimeoutSeconds: 1,
  });
  return {
    runtime,
    lines,
    setToken(next: string) {
      token = next;
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the Telegram runtime against the fake Bot API', () => {
  let fake: FakeBotApi;
  const started: TelegramRuntime[] = [];
  const track = <T extends { runtime: TelegramRuntime }>(made: T) => (started.push(made.runtime), made);

  beforeAll(async () => {
    fake = await startFakeBotApi();
    fake.bots.set(TOKEN, { id: 111, username: 'raritet_test_bot', first_name: 'Раритет' });
    fake.bots.set(OTHER_TOKEN, { id: 222, username: 'raritet_other_bot', first_name: 'Другой' });
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((runtime) => runtime.stop()));
    fake.failAll(false);
    fake.webhooks.clear();
  });
  afterAll(() => fake.close());

  it('polls: a message reaches the handlers and the reply reaches the chat', async () => {
    const { runtime } = track(runtimeOf(fake));
    await runtime.start();
    expect(runtime.status()).toEqual({ mode: 'polling', botUsername: 'raritet_test_bot', running: true });
    await fake.userSays(5001, '/start');
    const [reply] = await fake.waitForSent(1, 5001);
    expect(reply).toMatchObject({ text: 'эхо: /start', token: TOKEN });
    // The command menu is not this runtime's business here, but deleteWebhook came before polling.
    const methods = fake.calls.filter((call) => call.token === TOKEN).map((call) => call.method);
    expect(methods.indexOf('deleteWebhook')).toBeLessThan(methods.indexOf('getUpdates'));
  });

  it('follows the token: none → no bot; saved → starts; changed → restarts; cleared → stops', async () => {
    const made = track(runtimeOf(fake, { token: '' }));
    const { runtime } = made;
    await runtime.start();
    expect(runtime.status()).toEqual({ mode: 'none', botUsername: null, running: false });
    expect(runtime.api()).toBeUndefined();
    await expect(runtime.sendHtml(5002, 'x')).rejects.toThrow('no Telegram bot token');

    made.setToken(TOKEN);
    await runtime.reload();
    expect(runtime.status()).toMatchObject({ mode: 'polling', running: true, botUsername: 'raritet_test_bot' });
    await fake.userSays(5002, 'привет', { token: TOKEN });
    await fake.waitForSent(1, 5002);

    made.setToken(OTHER_TOKEN);
    await runtime.reload();
    expect(runtime.status()).toMatchObject({ running: true, botUsername: 'raritet_other_bot' });
    await fake.userSays(5002, 'снова', { token: OTHER_TOKEN });
    const replies = await fake.waitForSent(2, 5002);
    expect(replies[1]).toMatchObject({ token: OTHER_TOKEN, text: 'эхо: снова' });

    made.setToken('');
    await runtime.reload();
    expect(runtime.status()).toEqual({ mode: 'none', botUsername: null, running: false });
    const callsAfter = fake.calls.length;
    await fake.userSays(5002, 'никого нет', { token: OTHER_TOKEN });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls.slice(callsAfter).filter((call) => call.method === 'getUpdates')).toEqual([]);
    expect(fake.sent(5002)).toHaveLength(2);
  });

  it('keeps trying an unreachable Bot API with backoff, without throwing, and comes up when it answers', async () => {
    const unreachable = createTelegramRuntime({
      readToken: async () => TOKEN,
      apiRoot: 'http://127.0.0.1:9',
      log: { info() {}, warn() {}, error() {} } as never,
      setup: () => {},
      retry: { initialMs: 50, maxMs: 100 },
    });
    started.push(unreachable);
    await expect(unreachable.start()).resolves.toBeUndefined();
    expect(unreachable.status()).toMatchObject({ mode: 'polling', running: false });

    fake.failAll(true);
    const { runtime, lines } = track(runtimeOf(fake));
    await expect(runtime.start()).resolves.toBeUndefined();
    expect(runtime.status().running).toBe(false);
    await until(() => lines.filter((line) => line.level === 'warn').length >= 2);
    expect(lines.find((line) => line.level === 'warn')?.message).toMatch(
      /\(Internal Server Error\); trying again in 100 ms/,
    );
    fake.failAll(false);
    await until(() => runtime.status().running);
    await fake.userSays(5003, 'ожил');
    await fake.waitForSent(1, 5003);
  });

  it('splits a long message at 4,096 characters, one message a second per chat', async () => {
    const { runtime } = track(runtimeOf(fake));
    const html = Array.from({ length: 100 }, (_, n) => `<b>Лот ${n}</b> ${'к'.repeat(90)}`).join('\n');
    const started = Date.now();
    await runtime.sendHtml(5004, html);
    const sent = fake.sent(5004);
    expect(sent.length).toBe(3);
    for (const message of sent) {
      expect(message.text.length).toBeLessThanOrEqual(4096);
      expect(message.parseMode).toBe('HTML');
    }
    expect(sent.map((message) => message.text).join('\n')).toBe(html);
    // The throttler spaces one chat's messages a second apart.
    expect(sent[2]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it("waits out a 429's retry_after and sends once", async () => {
    const { runtime } = track(runtimeOf(fake));
    fake.rateLimitNext(1, 1);
    const started = Date.now();
    await runtime.sendHtml(5005, 'после паузы');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.sent(5005).map((message) => message.text)).toEqual(['после паузы']);
  });

  it('throws BotBlockedError for a chat that blocked the bot, and the reason for other failures', async () => {
    const { runtime } = track(runtimeOf(fake));
    fake.blockChat(5006);
    const blocked = await runtime.sendHtml(5006, 'вы здесь?').catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(BotBlockedError);
    expect((blocked as BotBlockedError).message).toBe('Forbidden: bot was blocked by the user');
    await expect(runtime.sendPhoto(5006, Buffer.from('jpeg'), 'обложка')).rejects.toBeInstanceOf(BotBlockedError);

    const broken = await runtime.sendHtml(5007, '<b>не закрыт').catch((error: unknown) => error);
    expect(broken).not.toBeInstanceOf(BotBlockedError);
    expect((broken as Error).message).toMatch(/can't parse entities/);
    fake.failAll(true);
    await expect(runtime.sendHtml(5007, 'сбой')).rejects.toThrow('Internal Server Error');
  });

  it('sends a photo as a multipart upload with its HTML caption', async () => {
    const { runtime } = track(runtimeOf(fake));
    await runtime.sendPhoto(5008, Buffer.alloc(2048, 1), '<b>Обложка</b>');
    expect(fake.sent(5008)).toEqual([
      expect.objectContaining({ method: 'sendPhoto', text: '<b>Обложка</b>', parseMode: 'HTML', photoBytes: 2048 }),
    ]);
  });

  it('with an https public address, sets the webhook with the secret and handles only posts carrying it', async () => {
    const { runtime } = track(runtimeOf(fake, { publicUrl: 'https://raritet.example' }));
    await runtime.start();
    expect(runtime.status()).toMatchObject({ mode: 'webhook', running: true });
    expect(fake.webhooks.get(TOKEN)).toEqual({
      url: 'https://raritet.example/api/telegram/webhook',
      secretToken: webhookSecret(TOKEN),
    });
    // The secret is the token's, the same in every process, and Telegram's alphabet.
    expect(webhookSecret(TOKEN)).toMatch(/^[A-Za-z0-9_-]{20,256}$/);
    expect(webhookSecret(OTHER_TOKEN)).not.toBe(webhookSecret(TOKEN));

    const update = {
      update_id: 900,
      message: { message_id: 1, date: 0, chat: { id: 5009, type: 'private' }, text: 'по вебхуку' },
    };
    expect(await runtime.handleWebhook(undefined, update)).toBe('unauthorized');
    expect(await runtime.handleWebhook('wrong', update)).toBe('unauthorized');
    expect(await runtime.handleWebhook(webhookSecret(OTHER_TOKEN), update)).toBe('unauthorized');
    expect(fake.sent(5009)).toEqual([]);
    expect(await runtime.handleWebhook(webhookSecret(TOKEN), update)).toBe('handled');
    expect(fake.sent(5009).map((message) => message.text)).toEqual(['эхо: по вебхуку']);

    // The admin's delete: back to polling in this process.
    await runtime.usePolling();
    expect(fake.webhooks.has(TOKEN)).toBe(false);
    expect(runtime.status()).toMatchObject({ mode: 'polling', running: true });
    await fake.userSays(5009, 'опросом');
    await fake.waitForSent(2, 5009);
  });
});
