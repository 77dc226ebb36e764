import { createHmac, timingSafeEqual } from 'node:crypto';
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import type { Api } from 'grammy';
import { Bot, GrammyError, HttpError, InputFile } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Logger } from '../../lib/logger.ts';
import { withTimeout } from '../../lib/timeout.ts';
import { CAPTION_MAX_LENGTH, splitHtml } from './html.ts';

/** Where Telegram posts updates in webhook mode, under the app's public address. */
export const WEBHOOK_PATH = '/api/telegram/webhook';
/** The header Telegram sends the webhook's secret_token in. */
export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The chat cannot be written to any more (blocked bot, deleted account, unknown chat): unlink it. */
export class BotBlockedError extends Error {
  constructor(
    readonly chatId: number | string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'BotBlockedError';
  }
}

/** No bot token is set: nothing can be sent. */
export class BotNotConfiguredError extends Error {
  constructor() {
    super('no Telegram bot token is set');
    this.name = 'BotNotConfiguredError';
  }
}

export type BotMode = 'webhook' | 'polling' | 'none';
export type BotRuntimeStatus = { mode: BotMode; botUsername: string | null; running: boolean };
export type WebhookOutcome = 'handled' | 'unauthorized' | 'unavailable';

export type TelegramRuntimeOptions = {
  /** The bot token in effect ('' = no bot); read on start, on reload and per send. */
  readToken: () => Promise<string>;
  /** The Bot API's address (TELEGRAM_API_ROOT), without a trailing slash. */
  apiRoot: string;
  /** The service's public address; an https one makes the bot run by webhook. */
  publicUrl?: string | undefined;
  /** Whether this process takes updates by long polling (ROLE all or worker); webhooks need no poller. */
  poll?: boolean;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Registers the handlers on each new Bot (one per token). */
  setup: (bot: Bot) => void;
  /** After the bot is up (getMe answered): e.g. its command list. A failure is logged only. */
  onStart?: (api: Api) => Promise<void>;
  /** The wait after a failed start: doubles from `initialMs` up to `maxMs`. */
  retry?: { initialMs: number; maxMs: number };
  /** Long polling's getUpdates timeout. */
  pollTimeoutSeconds?: number;
};

/** Whether Telegram answered the call with an error (rather than not answering at all). */
export function isTelegramRefusal(error: unknown): boolean {
  return (
    error instanceof GrammyError ||
    error instanceof BotBlockedError ||
    (error instanceof Error && error.cause instanceof GrammyError)
  );
}

/** A secret for the webhook derived from the token: every process computes the same one, none stores it. */
export function webhookSecret(token: string): string {
  return createHmac('sha256', token).update('raritet:telegram-webhook').digest('base64url');
}

/** grammY types its signals with its own AbortSignal shim. */
export const grammySignal = (signal: AbortSignal) => signal as unknown as Parameters<Api['getMe']>[0];

/** 403 (blocked, deactivated, kicked) and "chat not found": the chat is gone for this bot. */
function isChatGone(error: GrammyError): boolean {
  return error.error_code === 403 || /chat not found|user not found/i.test(error.description);
}

/**
 * A failed send as the callers see it: BotBlockedError, or an Error with Telegram's (or the network's)
 * text, whose `cause` is grammY's GrammyError (Telegram answered) or HttpError (it did not).
 */
function sendFailure(error: unknown, chatId: number | string): Error {
  if (error instanceof GrammyError) {
    return isChatGone(error)
      ? new BotBlockedError(chatId, error.description)
      : new Error(error.description, { cause: error });
  }
  if (error instanceof HttpError) return new Error(error.message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

const errorText = (error: unknown) =>
  error instanceof GrammyError ? error.description : error instanceof Error ? error.message : String(error);

type Instance = {
  token: string;
  bot: Bot;
  secret: string;
  me?: UserFromGetMe;
};

/**
 * The Telegram bot of the process: one grammY Bot per token, made when the token is read (sending
 * needs no start), and, once started, kept taking updates by webhook (an https public address) or
 * long polling. A token saved in the settings starts it, a cleared one stops it, a new one restarts
 * it (the caller calls `reload()` on every settings change). A Bot API that cannot be reached or
 * answers errors is logged and tried again with backoff; nothing here throws out of start or reload.
 */
export function createTelegramRuntime(options: TelegramRuntimeOptions) {
  const { readToken, apiRoot, log, setup } = options;
  const poll = options.poll ?? true;
  const retry = options.retry ?? { initialMs: 1000, maxMs: 60_000 };
  const pollTimeout = options.pollTimeoutSeconds ?? 30;
  const defaultWebhookBase = options.publicUrl?.startsWith('https://') ? options.publicUrl : undefined;

  /** The bot of the token last read. */
  let instance: Instance | undefined;
  /** The bot kept up (webhook or polling) since start(); undefined when stopped or without a token. */
  let live: Instance | undefined;
  /** Started by start(), until stop(). */
  let active = false;
  /** The admin's choice (setup-webhook / delete-webhook) over PUBLIC_URL's, for this process's life. */
  let webhookBase: string | undefined = defaultWebhookBase;
  /** Bumped on every stop or restart: a retry loop of an older generation ends. */
  let generation = 0;
  let running = false;
  let polling: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** start, stop, reload and the mode switches take turns. */
  let queue: Promise<unknown> = Promise.resolve();

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  }

  function build(token: string): Instance {
    // A long-polling getUpdates waits pollTimeout seconds; the client waits a little longer.
    const bot = new Bot(token, { client: { apiRoot, timeoutSeconds: pollTimeout + 30 } });
    // Inner: 429 retry_after honoured (a few times, up to a minute each); 5xx and network failures go
    // to the caller, whose own retries (the delivery's backoff, the start loop) decide.
    bot.api.config.use(
      autoRetry({
        maxRetryAttempts: 3,
        maxDelaySeconds: 60,
        rethrowInternalServerErrors: true,
        rethrowHttpErrors: true,
      }),
    );
    // Outer: one message a second per chat, 30 a second overall; a retried message keeps its place.
    bot.api.config.use(apiThrottler());
    bot.catch((error) =>
      log.error({ err: error.error, updateId: error.ctx.update.update_id }, 'Telegram bot: a handler failed'),
    );
    setup(bot);
    return { token, bot, secret: webhookSecret(token) };
  }

  /** The bot of the token in effect, made anew when the token changed; undefined without a token. */
  async function current(): Promise<Instance | undefined> {
    const token = (await readToken()).trim();
    if (token === '') return undefined;
    if (instance?.token !== token) instance = build(token);
    return instance;
  }

  /** getMe once per bot; the answer is kept (grammY needs it to handle updates). */
  async function identify(target: Instance, timeoutMs = 10_000): Promise<UserFromGetMe> {
    if (target.me) return target.me;
    const me = await withTimeout('Telegram getMe', `${apiRoot}/bot***/getMe`, timeoutMs, (signal) =>
      target.bot.api.getMe(grammySignal(signal)),
    );
    target.me = me;
    target.bot.botInfo = me;
    return me;
  }

  const sleep = (ms: number, gen: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms).unref();
      function done() {
        clearTimeout(timer);
        if (wake === done) wake = undefined;
        resolve();
      }
      if (gen === generation) wake = done;
    });

  async function stopPolling(target: Instance | undefined) {
    running = false;
    if (!target?.bot.isRunning()) return;
    // grammY confirms the last update with one more getUpdates, and its loop may be sleeping after a
    // failed poll (3 s, or a 429's retry_after): an unreachable API must not hold the stop for long.
    const stopped = (async () => {
      await target.bot.stop().catch(() => {});
      await polling?.catch(() => {});
    })();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    polling = undefined;
  }

  /** One attempt to bring the bot up in the wanted mode; throws what failed. */
  async function up(target: Instance, gen: number) {
    const me = await identify(target);
    if (options.onStart) {
      await options
        .onStart(target.bot.api)
        .catch((error: unknown) => log.warn({ err: error }, 'Telegram bot: the command list could not be set'));
    }
    if (gen !== generation) return;
    if (webhookBase) {
      await target.bot.api.setWebhook(`${webhookBase}${WEBHOOK_PATH}`, {
        secret_token: target.secret,
        allowed_updates: ['message'],
      });
      if (gen !== generation) return;
      running = true;
      log.info({ bot: me.username, url: `${webhookBase}${WEBHOOK_PATH}` }, 'Telegram bot: taking updates by webhook');
      return;
    }
    if (!poll) {
      running = true;
      return;
    }
    await target.bot.api.deleteWebhook();
    if (gen !== generation) return;
    let started!: () => void;
    const onStart = new Promise<void>((resolve) => (started = resolve));
    polling = target.bot
      .start({ allowed_updates: ['message'], timeout: pollTimeout, onStart: () => started() })
      .catch((error: unknown) => {
        running = false;
        if (gen !== generation) return;
        // 401 (token revoked) or 409 (a webhook, or another process polling): tried again later.
        log.error({ err: error }, `Telegram bot: polling stopped: ${errorText(error)}`);
        // eslint-disable-next-line @typescript-eslint/no-floating-promises -- keepUp never rejects: it logs and retries
        void keepUp(target, gen, retry.maxMs);
      });
    await Promise.race([onStart, polling]);
    if (target.bot.isRunning()) {
      running = true;
      log.info({ bot: me.username }, 'Telegram bot: taking updates by long polling');
    }
  }

  /** Tries to bring the bot up until it is, or this generation ends; resolves after the first attempt's outcome. */
  function keepUp(target: Instance, gen: number, firstDelayMs = 0): Promise<void> {
    return new Promise<void>((firstAttempt) => {
      (async () => {
        let delay = retry.initialMs;
        if (firstDelayMs > 0) await sleep(firstDelayMs, gen);
        while (gen === generation) {
          try {
            await up(target, gen);
            firstAttempt();
            return;
          } catch (error) {
            running = false;
            log.warn(
              { err: error, retryInMs: delay },
              `Telegram Bot API unavailable (${errorText(error)}); trying again in ${delay < 1000 ? delay + ' ms' : Math.round(delay / 1000) + ' s'}`,
            );
            firstAttempt();
            await sleep(delay, gen);
            delay = Math.min(delay * 2, retry.maxMs);
          }
        }
        firstAttempt();
      })().catch((error: unknown) => {
        log.error({ err: error }, `Telegram bot: keeping the bot up stopped: ${errorText(error)}`);
        firstAttempt();
      });
    });
  }

  /** Stops the bot kept up, if any, and, when active with a token, brings the bot of the token up. */
  async function restart() {
    generation += 1;
    wake?.();
    const previous = live;
    await stopPolling(previous);
    live = undefined;
    if (!active) return;
    const target = await current().catch((error: unknown) => {
      log.error({ err: error }, 'Telegram bot: the token could not be read');
      return undefined;
    });
    if (!target) {
      if (previous) log.info('Telegram bot: no token, stopped');
      return;
    }
    live = target;
    await keepUp(target, generation);
  }

  async function sendHtml(chatId: number | string, html: string): Promise<void> {
    const target = await current();
    if (!target) throw new BotNotConfiguredError();
    for (const text of splitHtml(html)) {
      try {
        await target.bot.api.sendMessage(chatId, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        });
      } catch (error) {
        throw sendFailure(error, chatId);
      }
    }
  }

  function mode(): BotMode {
    if (!instance) return 'none';
    return webhookBase ? 'webhook' : 'polling';
  }

  return {
    webhookPath: WEBHOOK_PATH,

    /** Brings the bot up (when a token is set); resolves after the first attempt, success or not. */
    start: () =>
      serial(async () => {
        active = true;
        await restart();
      }),

    /** Stops taking updates; sending still works while a token is set. */
    stop: () =>
      serial(async () => {
        active = false;
        generation += 1;
        wake?.();
        await stopPolling(live);
        live = undefined;
      }),

    /** Re-reads the token: starts, stops or restarts the bot as it changed. */
    reload: () =>
      serial(async () => {
        let target: Instance | undefined;
        try {
          target = await current();
        } catch (error) {
          // The settings could not be read: the bot goes on as it is.
          log.error({ err: error }, 'Telegram bot: the token could not be read');
          return;
        }
        if (!target) instance = undefined;
        if (active && target !== live) await restart();
      }),

    status: (): BotRuntimeStatus => {
      // Without a token there is no bot, even while the one before is still being stopped.
      const bot = instance && (live ?? instance);
      return { mode: mode(), botUsername: bot?.me?.username ?? null, running: running && bot === live && !!live };
    },

    /** The Bot API client of the token in effect (throttled, 429s retried), or undefined without a token. */
    api: (): Api | undefined => instance?.bot.api,

    /** Like api(), reading the token first (a process that never started the bot). */
    /** The Bot API's address (TELEGRAM_API_ROOT), for messages that name it. */
    apiRoot,

    async currentApi(): Promise<Api | undefined> {
      return (await current())?.bot.api;
    },

    /** The bot's @username (getMe, kept per token), or null without a token or when Telegram does not answer. */
    async botUsername(): Promise<string | null> {
      const target = await current();
      if (!target) return null;
      return identify(target)
        .then((me) => me.username)
        .catch(() => null);
    },

    /** The webhook's secret for the token in effect, or undefined without one. */
    async secret(): Promise<string | undefined> {
      return (await current())?.secret;
    },

    /**
     * Sends a message in parse_mode HTML, split at 4,096 characters. Throws BotBlockedError when the
     * chat is gone for the bot, BotNotConfiguredError without a token, else an Error with the reason.
     */
    sendHtml,

    /** A photo with an HTML caption; a caption over Telegram's 1,024 characters follows as a message. */
    async sendPhoto(chatId: number | string, photo: Buffer, captionHtml: string): Promise<void> {
      const target = await current();
      if (!target) throw new BotNotConfiguredError();
      const fits = captionHtml.length <= CAPTION_MAX_LENGTH;
      try {
        await target.bot.api.sendPhoto(
          chatId,
          new InputFile(photo, 'cover.jpg'),
          fits ? { caption: captionHtml, parse_mode: 'HTML' } : {},
        );
      } catch (error) {
        throw sendFailure(error, chatId);
      }
      if (!fits) await sendHtml(chatId, captionHtml);
    },

    /**
     * An update Telegram posted to the webhook: handled when the secret header is the token's, else
     * 'unauthorized'; 'unavailable' when the bot cannot be identified (Telegram will post it again).
     * A handler's failure is logged, and the update counts as handled (it would fail again).
     */
    async handleWebhook(secretHeader: string | undefined, update: unknown): Promise<WebhookOutcome> {
      const target = await current().catch(() => undefined);
      if (!target || !secretHeader) return 'unauthorized';
      const given = Buffer.from(secretHeader);
      const expected = Buffer.from(target.secret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unauthorized';
      try {
        await identify(target);
      } catch (error) {
        log.warn({ err: error }, 'Telegram bot: a webhook update waits, getMe failed');
        return 'unavailable';
      }
      try {
        await target.bot.handleUpdate(update as Update);
      } catch (error) {
        log.error({ err: error }, 'Telegram bot: a webhook update failed');
      }
      return 'handled';
    },

    /** The admin's webhook: set at `${baseUrl}/api/telegram/webhook` with the secret; polling stops. */
    useWebhook: (baseUrl: string) =>
      serial(async () => {
        const target = await current();
        if (!target) throw new BotNotConfiguredError();
        const url = `${baseUrl}${WEBHOOK_PATH}`;
        generation += 1;
        wake?.();
        await stopPolling(live);
        try {
          await identify(target);
          await target.bot.api.setWebhook(url, { secret_token: target.secret, allowed_updates: ['message'] });
        } catch (error) {
          // Refused: the bot goes on as it was.
          if (active) {
            live = target;
            // eslint-disable-next-line @typescript-eslint/no-floating-promises -- keepUp never rejects: it logs and retries
            void keepUp(target, generation);
          }
          throw error;
        }
        webhookBase = baseUrl;
        if (active) {
          live = target;
          running = true;
        }
        log.info({ url }, 'Telegram bot: webhook set by an administrator');
        return url;
      }),

    /** The admin's delete: the webhook removed, and this process polls again (when it polls). */
    usePolling: () =>
      serial(async () => {
        const target = await current();
        if (!target) throw new BotNotConfiguredError();
        generation += 1;
        wake?.();
        await target.bot.api.deleteWebhook();
        webhookBase = undefined;
        log.info('Telegram bot: webhook deleted by an administrator');
        if (active) {
          await stopPolling(live);
          live = target;
          await keepUp(target, generation);
        }
      }),
  };
}

export type TelegramRuntime = ReturnType<typeof createTelegramRuntime>;
