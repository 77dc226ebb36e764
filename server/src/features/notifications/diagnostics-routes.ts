import { GrammyError } from 'grammy';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage } from '@raritet/contracts/messages';
import {
  MessageResult,
  SetupWebhookBody,
  TelegramDiagnostics,
  TestSendBody,
  WebhookResult,
} from '@raritet/contracts/notifications';
import { maskSecret } from '@raritet/contracts/settings';
import {
  BotNotConfiguredError,
  grammySignal,
  isTelegramRefusal,
  WEBHOOK_SECRET_HEADER,
  type TelegramRuntime,
} from '../../integrations/telegram/bot-runtime.ts';
import { escapeHtml } from '../../integrations/telegram/html.ts';
import { redactText } from '../../lib/redact.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { withTimeout } from '../../lib/timeout.ts';

export type TelegramRouteOptions = {
  telegram: Pick<
    TelegramRuntime,
    'apiRoot' | 'currentApi' | 'status' | 'useWebhook' | 'usePolling' | 'sendHtml' | 'handleWebhook'
  >;
  /** The bot token in effect (settings, with TELEGRAM_BOT_TOKEN over them); '' = none. */
  botToken: () => Promise<string>;
};

const admin = { tags: ['admin: messaging bot'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 502: ErrorBody };
/** The diagnostics wait this long for Telegram: an unreachable API must not hold the admin's page. */
const CHECK_TIMEOUT_MS = 10_000;

/** Telegram's or the network's text, as the admin panel shows it: without the token (a fetch error names the URL). */
const reasonOf = (error: unknown) =>
  redactText(error instanceof GrammyError ? error.description : error instanceof Error ? error.message : String(error));

/**
 * A failure of a call to Telegram as the admin sees it: no token (400), Telegram's refusal with its
 * reason (400: what was asked cannot be done), or Telegram not answering (502).
 */
function telegramFailure(error: unknown): AppError {
  if (error instanceof BotNotConfiguredError) return badRequest('telegram_no_token');
  return new AppError(isTelegramRefusal(error) ? 400 : 502, 'telegram_api_failed', { error: reasonOf(error) });
}

/** A check's call to the Bot API, whose timeout names the method, the address and the limit. */
const checkCall = <T>(apiRoot: string, method: string, work: (signal: AbortSignal) => Promise<T>) =>
  withTimeout(`Telegram ${method}`, `${apiRoot}/bot***/${method}`, CHECK_TIMEOUT_MS, work);

/**
 * The messaging bot's admin section: the full check, the
 * webhook set and deleted, a test message. Admin only.
 */
export const telegramDiagnosticsRoutes: FastifyPluginAsyncZod<TelegramRouteOptions> = async (
  app,
  { telegram, botToken },
) => {
  app.get(
    '/telegramdiagnostics/full-check',
    {
      schema: {
        ...admin,
        summary: "The bot's token, getMe and getWebhookInfo; 200 with the errors in it when Telegram fails",
        response: { 200: TelegramDiagnostics, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const token = (await botToken()).trim();
      const timestamp = new Date().toISOString();
      const config = { hasToken: token !== '', tokenMasked: token === '' ? null : maskSecret(token) };
      const api = token === '' ? undefined : await telegram.currentApi();
      if (!api) {
        const error = formatMessage('telegram_no_token', request.lang);
        return {
          timestamp,
          checks: {
            telegram_api: { status: 'not_configured', botInfo: null, error },
            webhook: { status: 'not_configured', webhookInfo: null, error },
            config,
          },
          mode: 'none' as const,
        };
      }
      const [me, webhook] = await Promise.allSettled([
        checkCall(telegram.apiRoot, 'getMe', (signal) => api.getMe(grammySignal(signal))),
        checkCall(telegram.apiRoot, 'getWebhookInfo', (signal) => api.getWebhookInfo(grammySignal(signal))),
      ]);
      return {
        timestamp,
        checks: {
          telegram_api:
            me.status === 'fulfilled'
              ? {
                  status: 'ok',
                  botInfo: { first_name: me.value.first_name, username: me.value.username, id: me.value.id },
                }
              : { status: 'error', botInfo: null, error: reasonOf(me.reason) },
          webhook:
            webhook.status === 'fulfilled'
              ? {
                  status: webhook.value.url ? 'ok' : 'not_set',
                  webhookInfo: {
                    url: webhook.value.url ?? '',
                    pending_update_count: webhook.value.pending_update_count,
                    ...(webhook.value.last_error_message
                      ? { last_error_message: webhook.value.last_error_message }
                      : {}),
                  },
                }
              : { status: 'error', webhookInfo: null, error: reasonOf(webhook.reason) },
          config,
        },
        mode: telegram.status().mode,
      };
    },
  );

  app.post(
    '/telegramdiagnostics/setup-webhook',
    {
      schema: {
        ...admin,
        summary: 'Sets the webhook at {baseUrl}/api/telegram/webhook with the secret (https only); polling stops',
        body: SetupWebhookBody,
        response: { 200: WebhookResult, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const baseUrl = request.body.baseUrl.trim().replace(/\/+$/, '');
      if (!isHttpsUrl(baseUrl)) throw badRequest('telegram_webhook_https_only');
      const url = await telegram.useWebhook(baseUrl).catch((error: unknown) => {
        throw telegramFailure(error);
      });
      return { success: true, message: formatMessage('telegram_webhook_set', request.lang, { url }), url };
    },
  );

  app.post(
    '/telegramdiagnostics/delete-webhook',
    {
      schema: {
        ...admin,
        summary: 'Deletes the webhook; the bot takes updates by long polling again',
        response: { 200: WebhookResult, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      await telegram.usePolling().catch((error: unknown) => {
        throw telegramFailure(error);
      });
      return { success: true, message: formatMessage('telegram_webhook_deleted', request.lang) };
    },
  );

  app.post(
    '/telegramdiagnostics/test-send',
    {
      schema: {
        ...admin,
        summary: 'Sends a plain-text message to a chat id through the bot',
        body: TestSendBody,
        response: { 200: MessageResult, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const chatId = request.body.chatId.trim();
      const message = request.body.message.trim();
      if (chatId === '' || message === '') throw badRequest('telegram_test_send_required');
      // The admin's text is sent as it was typed: escaped, so '<' or '&' cannot break Telegram's HTML.
      await telegram.sendHtml(chatId, escapeHtml(message)).catch((error: unknown) => {
        throw telegramFailure(error);
      });
      return { message: formatMessage('telegram_test_message_sent', request.lang, { chatId }) };
    },
  );
};

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Telegram's webhook (PUBLIC_URL on https, or set by an administrator): no login, but the
 * X-Telegram-Bot-Api-Secret-Token header must carry the secret the webhook was set with (derived from
 * the token); without it, or with another, 401.
 */
export const telegramWebhookRoutes: FastifyPluginAsyncZod<Pick<TelegramRouteOptions, 'telegram'>> = async (
  app,
  { telegram },
) => {
  app.post(
    '/telegram/webhook',
    {
      schema: {
        tags: ['telegram'],
        summary: "Telegram's updates for the bot (webhook mode); the secret header is required",
        body: z.looseObject({ update_id: z.number().int() }),
        response: { 200: z.object({ ok: z.literal(true) }), 400: ErrorBody, 401: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const header = request.headers[WEBHOOK_SECRET_HEADER];
      const outcome = await telegram.handleWebhook(typeof header === 'string' ? header : undefined, request.body);
      if (outcome === 'unauthorized') throw unauthorized('telegram_webhook_secret_invalid');
      if (outcome === 'unavailable') {
        throw new AppError(503, 'telegram_api_failed', { error: 'getMe' });
      }
      return { ok: true as const };
    },
  );
};
