import { afterEach, describe, expect, it } from 'vitest';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api.ts';

const TOKEN = '111:control-test';

describe('the fake Bot API’s HTTP controls', () => {
  let fake: FakeBotApi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('are off unless asked for, and never answer under a Bot API path', async () => {
    fake = await startFakeBotApi();
    fake.bots.set(TOKEN, { id: 111, username: 'ControlBot', first_name: 'Control' });
    expect((await fetch(`${fake.url}/__control/health`)).status).toBe(404);
    const method = await fetch(`${fake.url}/bot${TOKEN}/__control`);
    expect(method.status).toBe(404);
  });

  it('let another process play the user and read what the bot sent', async () => {
    fake = await startFakeBotApi({ control: true });
    fake.bots.set(TOKEN, { id: 111, username: 'ControlBot', first_name: 'Control' });
    expect(await (await fetch(`${fake.url}/__control/health`)).json()).toEqual({ ok: true, bots: ['ControlBot'] });

    const says = await fetch(`${fake.url}/__control/user-says`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: 42, text: '/start abc', username: 'reader' }),
    });
    expect(await says.json()).toEqual({ via: 'queue' });
    const updates = (await (await fetch(`${fake.url}/bot${TOKEN}/getUpdates`)).json()) as {
      result: { message: { text: string; from: { username: string } } }[];
    };
    expect(updates.result.map((update) => [update.message.text, update.message.from.username])).toEqual([
      ['/start abc', 'reader'],
    ]);

    await fetch(`${fake.url}/bot${TOKEN}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 42, text: 'hello' }),
    });
    await fetch(`${fake.url}/bot${TOKEN}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 7, text: 'other' }),
    });
    const sent = (await (await fetch(`${fake.url}/__control/sent?chatId=42`)).json()) as { text: string }[];
    expect(sent.map((message) => message.text)).toEqual(['hello']);
    expect(((await (await fetch(`${fake.url}/__control/sent`)).json()) as unknown[]).length).toBe(2);

    const bad = await fetch(`${fake.url}/__control/user-says`, { method: 'POST', body: '{"chatId":"x"}' });
    expect(bad.status).toBe(400);
  });

  it('listens on the port asked for, and says so when it is taken', async () => {
    fake = await startFakeBotApi();
    const port = Number(new URL(fake.url).port);
    await expect(startFakeBotApi({ port })).rejects.toThrow(/EADDRINUSE/);
  });
});
