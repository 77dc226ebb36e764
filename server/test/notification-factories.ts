import type { NotificationPreference, NotificationPreferenceInput } from '@raritet/contracts/notifications';
import type { TestApp } from './app.ts';
import { bearer } from './factories.ts';

/** An API call as someone: status and the parsed JSON body. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : undefined) as T, response };
}

/** Creates a preference through the API; fails the test when it is refused. */
export async function createPreference(
  t: TestApp,
  token: string,
  input: NotificationPreferenceInput,
): Promise<NotificationPreference> {
  const { status, body } = await call<{ preference: NotificationPreference }>(
    t,
    'POST',
    '/notification/preferences',
    token,
    input,
  );
  if (status !== 201) throw new Error(`preference refused: ${status} ${JSON.stringify(body)}`);
  return body.preference;
}

/** The notification rows of a user, oldest first, as the database holds them. */
export async function notificationRows(t: TestApp, userId: number) {
  return t.database.query<{
    id: number;
    preference_id: number | null;
    book_id: number;
    status: number;
    attempts: number;
    matched_keywords: string;
    recipient: string | null;
    error_message: string | null;
  }>(
    'select id, preference_id, book_id, status, attempts, matched_keywords, recipient, error_message from notifications where user_id = $1 order by id',
    [userId],
  );
}

/** Moves a preference's last digest into the past, as if its window had passed. */
export async function windowPassed(t: TestApp, preferenceId: number) {
  await t.database.query(
    `update notification_preferences set last_notification_sent = now() - interval '8 days' where id = $1`,
    [preferenceId],
  );
}
