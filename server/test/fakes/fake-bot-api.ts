import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), speaking the same
 * HTTP: POST or GET {apiRoot}/bot<token>/<method>, answers `{ ok, result }` or `{ ok: false,
 * error_code, description, parameters? }`. Point grammY's `apiRoot` (TELEGRAM_API_ROOT) at `url`. It
 * knows the methods the product calls: getMe, getUpdates (long polling), setWebhook, deleteWebhook,
 * getWebhookInfo, sendMessage, sendPhoto (JSON or multipart), setMyCommands; and it is steered by the
 * test controls below (a user writing, a blocked chat, rate limits, an outage).
 */
export type FakeBotInfo = { id: number; username: string; first_name: string };

/** What a bot sent: a message or a photo, with the fields the product sets. */
export type SentMessage = {
  token: string;
  method: 'sendMessage' | 'sendPhoto';
  chatId: string;
  /** The message's text, or the photo's caption. */
  text: string;
  parseMode: string | undefined;
  /** sendPhoto: the uploaded file's size in bytes (multipart), or 0 for a URL/file_id. */
  photoBytes?: number;
  at: number;
};

export type FakeWebhook = { url: string; secretToken: string | undefined };

export type FakeBotApi = {
  url: string;
  /** Tokens the fake accepts, each with its bot. */
  bots: Map<string, FakeBotInfo>;
  /** Every call received, oldest first. */
  calls: { token: string; method: string; params: Record<string, unknown> }[];
  /** Every message and photo accepted, oldest first. */
  messages: SentMessage[];
  /** The webhook set per token (absent: none). */
  webhooks: Map<string, FakeWebhook>;
  /** setMyCommands per token and language ('' = default). */
  commands: Map<string, Map<string, { command: string; description: string }[]>>;
  /** Where the fake POSTs a webhook update; tests map the public https address to the app's local one. */
  redirectWebhook: (url: string) => string;
  /** Queues an update for `token`'s bot (default: the first bot); update_id is filled in when absent. */
  pushUpdate(update: Record<string, unknown>, token?: string): void;
  /**
   * A user writes to the bot from a private chat (chat id = user id). Queued for getUpdates, or, when a
   * webhook is set, POSTed to it with the secret header; then the webhook's HTTP status is answered.
   */
  userSays(
    chatId: number,
    text: string,
    options?: { username?: string; languageCode?: string; token?: string },
  ): Promise<{ via: 'queue' } | { via: 'webhook'; status: number }>;
  /** Sends to this chat answer 403 "Forbidden: bot was blocked by the user". */
  blockChat(chatId: number | string): void;
  /** The next `count` sends answer 429 with parameters.retry_after. */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** Every method answers 500 while on. */
  failAll(on: boolean): void;
  /** What was sent, to one chat or to all. */
  sent(chatId?: number | string): SentMessage[];
  /** Resolves once `count` messages (to the chat, or to any) have been sent; rejects after `timeoutMs`. */
  waitForSent(count: number, chatId?: number | string, timeoutMs?: number): Promise<SentMessage[]>;
  close(): Promise<void>;
};

/** HTML tags Telegram's parse_mode HTML accepts. */
const TELEGRAM_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'tg-emoji',
  'span',
  'blockquote',
]);

/**
 * Telegram's HTML check, roughly: only its tags, each closed in order, and no '<' or '&' that is not
 * a tag or an entity. Returns the error Telegram would give, or null.
 */
export function telegramHtmlError(html: string): string | null {
  const open: string[] = [];
  const token = /<(\/?)([a-zA-Z-]+)(?:\s[^<>]*)?>|<|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);|&/g;
  for (const match of html.matchAll(token)) {
    const [whole, closing, tagName] = match;
    if (whole === '<') return "Bad Request: can't parse entities: unexpected '<'";
    if (whole === '&') return "Bad Request: can't parse entities: unexpected '&'";
    if (!tagName) continue;
    const tag = tagName.toLowerCase();
    if (!TELEGRAM_TAGS.has(tag)) return `Bad Request: can't parse entities: Unsupported start tag "${tag}"`;
    if (closing) {
      if (open.pop() !== tag) return `Bad Request: can't parse entities: Can't find end tag corresponding to "${tag}"`;
    } else open.push(tag);
  }
  return open.length ? `Bad Request: can't parse entities: Can't find end tag corresponding to "${open.at(-1)}"` : null;
}

/** The text a user sees (tags dropped, entities read), whose length Telegram limits. */
function visibleText(html: string, parseMode: string | undefined): string {
  if (parseMode !== 'HTML') return html;
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The fields of a multipart/form-data body: text fields as strings, files as their size. grammY uploads
 * files this way ('attach://<name>' in the field, the bytes in a part of that name).
 */
function multipartFields(body: Buffer, contentType: string): Record<string, unknown> {
  const boundary = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
  const marker = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const fields: Record<string, unknown> = {};
  let start = body.indexOf(marker);
  while (start !== -1) {
    const next = body.indexOf(marker, start + marker.length);
    if (next === -1) break;
    const part = body.subarray(start + marker.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      // The content sits between the blank line and the CRLF before the next boundary.
      const content = part.subarray(headerEnd + 4, part.length - 2);
      const name = headers.match(/name="([^"]*)"/i)?.[1];
      if (name !== undefined) {
        fields[name] = /filename=/i.test(headers) ? { bytes: content.length } : content.toString('utf8');
      }
    }
    start = next;
  }
  return fields;
}

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (body.length === 0) return query;
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return { ...query, ...multipartFields(body, type) };
  try {
    return { ...query, ...(JSON.parse(body.toString('utf8')) as Record<string, unknown>) };
  } catch {
    return query;
  }
}

type Waiter = { token: string; resolve: () => void };

/** Where the control surface lives: never a Bot API path (those are /bot<token>/<method>). */
export const FAKE_CONTROL_PREFIX = '/__control/';

export type FakeBotApiOptions = {
  /** The port to listen on; 0 (the default) is a free one. */
  port?: number;
  /**
   * Also answer the test controls over HTTP, for a test in another process (the browser tests run the fake
   * as its own process: server/test/fake-bot-api-cli.ts). Off by default. Under FAKE_CONTROL_PREFIX:
   * - `GET health` → `{ ok: true, bots: [username…] }`;
   * - `POST user-says` `{ chatId, text, username?, languageCode? }` → what `userSays` answers;
   * - `GET sent?chatId=…` → the messages `sent(chatId)` lists (every one without chatId).
   */
  control?: boolean;
};

export async function startFakeBotApi({ port = 0, control = false }: FakeBotApiOptions = {}): Promise<FakeBotApi> {
  const queues = new Map<string, Record<string, unknown>[]>();
  const chats = new Map<number, { id: number; type: string; first_name: string; username?: string }>();
  const blocked = new Set<string>();
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let rateLimited = { count: 0, retryAfter: 1 };
  let failing = false;
  /** Pending getUpdates calls, woken when an update is queued (or a newer call takes over). */
  const waiters = new Set<Waiter>();
  /** Waiters of waitForSent, checked after each accepted message. */
  const sentWaiters = new Set<() => void>();

  const fake: FakeBotApi = {
    url: '',
    bots: new Map(),
    calls: [],
    messages: [],
    webhooks: new Map(),
    commands: new Map(),
    redirectWebhook: (url) => url,
    pushUpdate(update, token = defaultToken()) {
      const queue = queues.get(token) ?? [];
      queue.push({ update_id: nextUpdateId++, ...update });
      queues.set(token, queue);
      for (const waiter of waiters) if (waiter.token === token) waiter.resolve();
    },
    async userSays(chatId, text, { username, languageCode = 'ru', token = defaultToken() } = {}) {
      chats.set(chatId, { id: chatId, type: 'private', first_name: 'Тест', ...(username ? { username } : {}) });
      const command = text.match(/^\/\S+/);
      const update = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: 'Тест', ...(username ? { username } : {}) },
          from: {
            id: chatId,
            is_bot: false,
            first_name: 'Тест',
            ...(username ? { username } : {}),
            language_code: languageCode,
          },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      };
      const webhook = fake.webhooks.get(token);
      if (!webhook) {
        fake.pushUpdate(update, token);
        return { via: 'queue' };
      }
      const response = await fetch(fake.redirectWebhook(webhook.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.secretToken ? { 'x-telegram-bot-api-secret-token': webhook.secretToken } : {}),
        },
        body: JSON.stringify(update),
      });
      await response.arrayBuffer();
      return { via: 'webhook', status: response.status };
    },
    blockChat: (chatId) => void blocked.add(String(chatId)),
    rateLimitNext(count, retryAfterSeconds) {
      rateLimited = { count, retryAfter: retryAfterSeconds };
    },
    failAll(on) {
      failing = on;
    },
    sent: (chatId) =>
      chatId === undefined ? [...fake.messages] : fake.messages.filter((m) => m.chatId === String(chatId)),
    waitForSent(count, chatId, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = fake.sent(chatId);
          if (found.length < count) return false;
          sentWaiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          sentWaiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} messages, got ${fake.sent(chatId).length}`));
        }, timeoutMs);
        sentWaiters.add(check);
        check();
      });
    },
    close: async () => {},
  };

  function defaultToken(): string {
    const [first] = fake.bots.keys();
    if (first === undefined) throw new Error('the fake Bot API has no bot: add one to fake.bots first');
    return first;
  }

  function send(response: ServerResponse, status: number, body: object) {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  const fail = (response: ServerResponse, status: number, description: string, parameters?: object) =>
    send(response, status, { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) });
  const ok = (response: ServerResponse, result: unknown) => send(response, 200, { ok: true, result });

  /** Long polling: answers at once when updates wait, else when one arrives or `timeout` seconds pass. */
  async function getUpdates(token: string, params: Record<string, unknown>, request: IncomingMessage) {
    const offset = Number(params.offset ?? 0);
    const limit = Math.min(Number(params.limit ?? 100) || 100, 100);
    const timeout = Math.min(Number(params.timeout ?? 0) || 0, 50);
    const queue = () => {
      // Updates below the offset are confirmed and forgotten, as Telegram does.
      const remaining = (queues.get(token) ?? []).filter((update) => Number(update.update_id) >= offset);
      queues.set(token, remaining);
      return remaining;
    };
    // A newer getUpdates ends the one still waiting (Telegram answers it 409; its client is usually gone).
    for (const waiter of waiters) if (waiter.token === token) waiter.resolve();
    if (queue().length === 0 && timeout > 0) {
      await new Promise<void>((resolve) => {
        const waiter: Waiter = { token, resolve: () => done() };
        const timer = setTimeout(() => done(), timeout * 1000);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          request.off('close', done);
          resolve();
        };
        waiters.add(waiter);
        request.on('close', done);
      });
    }
    return queue().slice(0, limit);
  }

  function accept(token: string, method: SentMessage['method'], params: Record<string, unknown>, text: string) {
    const chatId = String(params.chat_id);
    const parseMode = typeof params.parse_mode === 'string' ? params.parse_mode : undefined;
    const attached = typeof params.photo === 'string' ? params.photo.match(/^attach:\/\/(.+)$/)?.[1] : undefined;
    const photo = (attached ? params[attached] : params.photo) as { bytes?: number } | string | undefined;
    fake.messages.push({
      token,
      method,
      chatId,
      text,
      parseMode,
      ...(method === 'sendPhoto' ? { photoBytes: typeof photo === 'object' ? (photo.bytes ?? 0) : 0 } : {}),
      at: Date.now(),
    });
    for (const check of [...sentWaiters]) check();
    return {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(chatId), type: Number(chatId) < 0 ? 'group' : 'private' },
      ...(method === 'sendMessage' ? { text } : { caption: text, photo: [] }),
    };
  }

  /** The HTTP form of the test controls (see FakeBotApiOptions.control); not part of the Bot API. */
  async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL) {
    const route = `${request.method ?? 'GET'} ${url.pathname.slice(FAKE_CONTROL_PREFIX.length)}`;
    switch (route) {
      case 'GET health':
        return send(response, 200, { ok: true, bots: [...fake.bots.values()].map((bot) => bot.username) });
      case 'GET sent': {
        const chatId = url.searchParams.get('chatId');
        return send(response, 200, fake.sent(chatId === null || chatId === '' ? undefined : chatId));
      }
      case 'POST user-says': {
        const body = await readParams(request);
        const chatId = Number(body.chatId);
        if (!Number.isSafeInteger(chatId) || typeof body.text !== 'string') {
          return send(response, 400, { error: 'chatId (an integer) and text are required' });
        }
        const options = {
          ...(typeof body.username === 'string' ? { username: body.username } : {}),
          ...(typeof body.languageCode === 'string' ? { languageCode: body.languageCode } : {}),
          ...(typeof body.token === 'string' ? { token: body.token } : {}),
        };
        return send(response, 200, await fake.userSays(chatId, body.text, options));
      }
      default:
        return send(response, 404, { error: `no control ${route}` });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith(FAKE_CONTROL_PREFIX)) {
      if (control) return handleControl(request, response, url);
      return fail(response, 404, 'Not Found');
    }
    const match = url.pathname.match(/^\/bot([^/]+)\/([A-Za-z]+)$/);
    if (!match) return fail(response, 404, 'Not Found');
    const [, token = '', method = ''] = match;
    const params = await readParams(request);
    fake.calls.push({ token, method, params });
    if (failing) return fail(response, 500, 'Internal Server Error');
    const bot = fake.bots.get(token);
    if (!bot) return fail(response, 401, 'Unauthorized');
    switch (method) {
      case 'getMe':
        return ok(response, { ...bot, is_bot: true, can_join_groups: true });
      case 'getChat': {
        // The chats a user has written from (userSays), as Telegram knows them.
        const chat = chats.get(Number(params.chat_id));
        return chat ? ok(response, chat) : fail(response, 400, 'Bad Request: chat not found');
      }
      case 'getUpdates': {
        if (fake.webhooks.has(token)) {
          return fail(
            response,
            409,
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
          );
        }
        return ok(response, await getUpdates(token, params, request));
      }
      case 'setWebhook': {
        const url = typeof params.url === 'string' ? params.url : '';
        if (url === '') {
          fake.webhooks.delete(token);
          return ok(response, true);
        }
        const secretToken = typeof params.secret_token === 'string' ? params.secret_token : undefined;
        if (secretToken !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken)) {
          return fail(response, 400, 'Bad Request: secret token contains unallowed characters');
        }
        fake.webhooks.set(token, { url, secretToken });
        // A waiting getUpdates ends: Telegram answers it 409 once a webhook is set.
        for (const waiter of waiters) if (waiter.token === token) waiter.resolve();
        return ok(response, true);
      }
      case 'deleteWebhook':
        fake.webhooks.delete(token);
        if (params.drop_pending_updates === true || params.drop_pending_updates === 'true') queues.delete(token);
        return ok(response, true);
      case 'getWebhookInfo':
        return ok(response, {
          url: fake.webhooks.get(token)?.url ?? '',
          has_custom_certificate: false,
          pending_update_count: 0,
        });
      case 'setMyCommands': {
        const languageCode = typeof params.language_code === 'string' ? params.language_code : '';
        const list: unknown = typeof params.commands === 'string' ? JSON.parse(params.commands) : params.commands;
        const perBot = fake.commands.get(token) ?? new Map<string, { command: string; description: string }[]>();
        perBot.set(languageCode, list as { command: string; description: string }[]);
        fake.commands.set(token, perBot);
        return ok(response, true);
      }
      case 'sendMessage':
      case 'sendPhoto': {
        const chatId =
          typeof params.chat_id === 'number' || typeof params.chat_id === 'string' ? String(params.chat_id) : '';
        if (chatId === '') return fail(response, 400, 'Bad Request: chat_id is empty');
        if (rateLimited.count > 0) {
          rateLimited.count -= 1;
          return fail(response, 429, `Too Many Requests: retry after ${rateLimited.retryAfter}`, {
            retry_after: rateLimited.retryAfter,
          });
        }
        if (blocked.has(chatId)) return fail(response, 403, 'Forbidden: bot was blocked by the user');
        const field = method === 'sendMessage' ? 'text' : 'caption';
        const text = typeof params[field] === 'string' ? params[field] : '';
        if (method === 'sendMessage' && text.trim() === '')
          return fail(response, 400, 'Bad Request: message text is empty');
        const parseMode = typeof params.parse_mode === 'string' ? params.parse_mode : undefined;
        if (parseMode === 'HTML') {
          const error = telegramHtmlError(text);
          if (error) return fail(response, 400, error);
        }
        const limit = method === 'sendMessage' ? 4096 : 1024;
        if (visibleText(text, parseMode).length > limit) {
          return fail(
            response,
            400,
            `Bad Request: ${method === 'sendMessage' ? 'message' : 'message caption'} is too long`,
          );
        }
        return ok(response, accept(token, method, params, text));
      }
      default:
        return fail(response, 404, 'Not Found: method not found');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => fail(response, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const waiter of waiters) waiter.resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
