import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage } from '@raritet/contracts/messages';
import {
  TelegramStatistics,
  TEST_LOTS_DEFAULT,
  TEST_LOTS_MAX,
  TEST_LOTS_MIN,
  TestNotificationsBody,
  TestNotificationsResult,
} from '@raritet/contracts/notifications';
import { badRequest } from '../../lib/errors.ts';
import type { NotificationsService } from './service.ts';

const admin = { tags: ['admin: messaging bot'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The lot count of the test: 1–1000; empty or missing → 50. */
function testLots(value: unknown): number {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return TEST_LOTS_DEFAULT;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON may come; an object's text is no number and is refused
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(number) || number < TEST_LOTS_MIN || number > TEST_LOTS_MAX) {
    throw badRequest('telegram_test_lots_invalid');
  }
  return number;
}

/** The Messaging bot section's alert tools: the test run and the statistics. Admin only. */
export const notificationAdminRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.post(
    '/telegramdiagnostics/test-notifications',
    {
      schema: {
        ...admin,
        summary:
          'Matches the newest N lots by sale date (1–1000, 50 when empty) against every enabled preference and delivers what it creates',
        body: TestNotificationsBody,
        response: { 200: TestNotificationsResult, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async ({ body, lang }) => {
      const limit = testLots(body.limitBooks);
      const result = await notifications.testNotifications(limit);
      return {
        success: true,
        message: formatMessage('telegram_test_notifications_done', lang, {
          books: result.lotIds.length,
          preferences: result.preferences,
          created: result.created,
        }),
        activeBooks: result.lotIds.length,
        activePreferences: result.preferences,
        notificationsCreated: result.created,
        ...(body.showBookIds ? { testBookIds: result.lotIds } : {}),
      };
    },
  );

  app.get(
    '/admin/telegram/statistics',
    {
      schema: {
        ...admin,
        summary: 'Notifications over every channel: total, delivered, failed; users with an enabled preference',
        response: { 200: TelegramStatistics, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async () => notifications.statistics(),
  );
};
