import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage } from '@raritet/contracts/messages';
import {
  AutoLinkBody,
  BotStatus,
  LinkOffer,
  LinkOfferQuery,
  LinkTokenResponse,
  MessageResult,
  NotificationHistoryPage,
  NotificationHistoryQuery,
  NotificationPreferenceInput,
  NotificationPreferenceList,
  PreferenceIdParams,
  PreferenceResult,
  TestNotificationBody,
} from '@raritet/contracts/notifications';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { NotificationsService } from './service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody };

/** Test sends per account and hour: each is a message to an address or chat. */
export const TEST_SENDS_PER_HOUR = 5;

/**
 * The user's own alerts: preferences, history, the Telegram link and a
 * test message. Preferences are personal: an id of someone else's is a 404, for administrators too.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  rateLimiter: Pick<RateLimiter, 'limit'>;
}> = async (app, { notifications, rateLimiter }) => {
  app.get(
    '/notification/preferences',
    {
      schema: {
        tags,
        security,
        summary: "The user's notification preferences",
        response: { 200: NotificationPreferenceList, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user }) => notifications.list(user),
  );

  app.post(
    '/notification/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a preference (at most 50 per user; the bot only when linked)',
        body: NotificationPreferenceInput,
        response: { 201: PreferenceResult, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user, body, lang }, reply) => {
      const preference = await notifications.create(user, body, lang);
      return reply.code(201).send({ message: formatMessage('notification_preference_created', lang), preference });
    },
  );

  app.put(
    '/notification/preferences/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a preference of the user',
        params: PreferenceIdParams,
        body: NotificationPreferenceInput,
        response: { 200: PreferenceResult, ...errors, 404: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async ({ user, params, body, lang }) => ({
      message: formatMessage('notification_preference_updated', lang),
      preference: await notifications.update(user, params.id, body, lang),
    }),
  );

  app.delete(
    '/notification/preferences/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a preference of the user; what it had waiting is not sent',
        params: PreferenceIdParams,
        response: { 200: PreferenceResult, ...errors, 404: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async ({ user, params, lang }) => ({
      message: formatMessage('notification_preference_deleted', lang),
      preference: await notifications.remove(user, params.id),
    }),
  );

  app.get(
    '/notification/history',
    {
      schema: {
        tags,
        security,
        summary: "The user's notifications, newest first (page from 1, 20 a page); prices for subscribers",
        querystring: NotificationHistoryQuery,
        response: { 200: NotificationHistoryPage, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user, query }) => notifications.history(user, query.page, query.pageSize),
  );

  app.get(
    '/notification/telegram/status',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the user has linked a Telegram chat',
        response: { 200: BotStatus, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user }) => notifications.botStatus(user),
  );

  app.post(
    '/notification/telegram/generate-link-token',
    {
      schema: {
        tags,
        security,
        summary: 'A single-use link token (24 hours), the instructions and the bot deep link',
        response: { 200: LinkTokenResponse, ...errors, 409: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async ({ user, lang }) => notifications.generateLinkToken(user, lang),
  );

  // The bot's link offer (ADR 0048): the page reads what it names, then the owner confirms or declines.
  const offerErrors = { ...errors, 409: ErrorBody };
  const invalidOffer = fieldErrorHandler({
    'body.telegramId': 'telegram_link_invalid',
    'body.nonce': 'telegram_link_invalid',
    'body.replace': 'telegram_link_invalid',
    'querystring.telegramId': 'telegram_link_invalid',
    'querystring.nonce': 'telegram_link_invalid',
  });

  app.get(
    '/notification/telegram/auto-link',
    {
      schema: {
        tags,
        security,
        summary:
          "The Telegram account the bot's link offer names ({ telegramId, nonce }), and the chat it would replace",
        querystring: LinkOfferQuery,
        response: { 200: LinkOffer, ...offerErrors },
      },
      errorHandler: invalidOffer,
      onRequest: app.requireUser,
    },
    async ({ user, query }) => notifications.linkOffer(user, query),
  );

  app.post(
    '/notification/telegram/auto-link',
    {
      schema: {
        tags,
        security,
        summary:
          "Links the chat of the bot's link offer ({ telegramId, nonce }, single-use, 10 minutes) once the owner " +
          "confirmed it; the account's current chat is replaced only with replace: true",
        body: AutoLinkBody,
        response: { 200: MessageResult, ...offerErrors },
      },
      errorHandler: invalidOffer,
      onRequest: app.requireUser,
    },
    async ({ user, body, lang }) => {
      await notifications.autoLink(user, body, lang);
      return { message: formatMessage('telegram_linked', lang) };
    },
  );

  app.post(
    '/notification/telegram/auto-link/decline',
    {
      schema: {
        tags,
        security,
        summary: "Declines the bot's link offer ({ telegramId, nonce }): nothing is linked and the link stops working",
        body: LinkOfferQuery,
        response: { 200: MessageResult, ...offerErrors },
      },
      errorHandler: invalidOffer,
      onRequest: app.requireUser,
    },
    async ({ body, lang }) => {
      await notifications.declineLinkOffer(body);
      return { message: formatMessage('telegram_link_declined', lang) };
    },
  );

  app.post(
    '/notification/telegram/disconnect',
    {
      schema: {
        tags,
        security,
        summary: "Unlinks the user's Telegram chat",
        response: { 200: MessageResult, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user, lang }) => {
      const was = await notifications.disconnect(user);
      return { message: formatMessage(was ? 'notification_bot_disconnected' : 'notification_bot_not_connected', lang) };
    },
  );

  app.post(
    '/notification/test',
    {
      schema: {
        tags,
        security,
        summary: `Sends one test message by e-mail (1, a confirmed address only) or the bot (4); ${TEST_SENDS_PER_HOUR} an hour; not kept in the history`,
        body: TestNotificationBody,
        response: { 200: MessageResult, ...errors, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody },
      },
      errorHandler: fieldErrorHandler({ 'body.deliveryMethod': 'notification_delivery_method_invalid' }),
      onRequest: app.requireUser,
      preHandler: rateLimiter.limit('notification-test', {
        max: TEST_SENDS_PER_HOUR,
        windowSeconds: 3600,
        key: (request) => String(request.user.id),
        code: 'notification_test_limited',
      }),
    },
    async ({ user, body, lang }) => {
      const recipient = await notifications.sendTest(user, body.deliveryMethod, lang);
      return { message: formatMessage('notification_test_sent', lang, { recipient }) };
    },
  );

  await app.register(unsubscribeRoutes, { notifications });
};
