import { expect } from 'vitest';
import type { ExportTask, ImportTask } from '@raritet/contracts/transfers';
import type { TestApp } from './app.ts';
import { bearer } from './factories.ts';

/** Helpers for the users' export and import tests (ADR 0031). */

/** A timestamptz as text to the microsecond, in UTC. */
const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The users' tables, by natural keys (e-mail, plan name, source lot id, category name), every field as text. */
const NATURAL: Record<string, string> = {
  users: `select u.email, u.password_hash, u.role, ${ts('u.created_at')} as created_at, u.has_subscription
            from users u where u.email = any($1) order by u.email`,
  subscriptions: `select u.email, p.name as plan, s.status, ${ts('s.start_date')} as start_date,
                         ${ts('s.end_date')} as end_date, s.auto_renew, ${ts('s.cancelled_at')} as cancelled_at,
                         s.source, ${ts('s.created_at')} as created_at
                    from subscriptions s join users u on u.id = s.user_id join subscription_plans p on p.id = s.plan_id
                   where u.email = any($1) order by u.email, s.start_date`,
  usage: `select u.email, r.month::text as month, r.count from search_request_usage r join users u on u.id = r.user_id
           where u.email = any($1) order by u.email, r.month`,
  favorites: `select u.email, b.source_lot_id::text as lot, ${ts('f.added_date')} as added_date
                from favorites f join users u on u.id = f.user_id join books b on b.id = f.book_id
               where u.email = any($1) order by u.email, b.source_lot_id`,
  searches: `select u.email, h.search_type, h.query, ${ts('h.search_date')} as search_date
               from search_history h join users u on u.id = h.user_id
              where u.email = any($1) order by u.email, h.search_date, h.search_type, h.query`,
  preferences: `select u.email, p.is_enabled, p.keywords, p.is_exact_match,
                       (select coalesce(array_agg(c.name order by x.ord), '{}') from unnest(p.category_ids)
                               with ordinality as x(id, ord) join categories c on c.id = x.id) as categories,
                       p.min_price, p.max_price, p.min_year, p.max_year, p.cities, p.frequency_minutes,
                       p.delivery_method, ${ts('p.last_notification_sent')} as last_notification_sent, p.language,
                       ${ts('p.created_at')} as created_at, ${ts('p.updated_at')} as updated_at
                  from notification_preferences p join users u on u.id = p.user_id
                 where u.email = any($1) order by u.email, p.created_at`,
  telegram: `select u.email, l.chat_id::text as chat_id, l.username, l.is_paused, ${ts('l.linked_at')} as linked_at
               from telegram_links l join users u on u.id = l.user_id where u.email = any($1) order by u.email`,
};

/** The users' data of these accounts as the natural keys see it: what a round trip must keep. */
export async function usersData(t: TestApp, emails: string[]): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [table, query] of Object.entries(NATURAL)) out[table] = await t.database.query(query, [emails]);
  return out;
}

/** Every row of the tables an import may write, ids and timestamps (to the microsecond) included. */
export async function rawUsersTables(t: TestApp): Promise<Record<string, string[]>> {
  const tables: Record<string, string> = {
    users: 'id',
    sessions: 'id',
    subscriptions: 'id',
    search_request_usage: 'user_id, month',
    favorites: 'id',
    search_history: 'id',
    notification_preferences: 'id',
    telegram_links: 'user_id',
  };
  const out: Record<string, string[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    const rows = await t.database.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${table} t order by ${order}`,
    );
    out[table] = rows.map((row) => row.row);
  }
  return out;
}

/** Starts the users' export through the API, runs its job, and downloads the file. */
export async function exportUsers(t: TestApp, token: string): Promise<{ taskId: string; zip: Buffer }> {
  const started = await t.app.inject({ method: 'POST', url: '/api/useradmin/export-users', headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(200);
  const { taskId } = started.json() as { taskId: string };
  await t.jobs.drain();
  const progress = await t.app.inject({ url: `/api/useradmin/user-export-progress/${taskId}`, headers: bearer(token) });
  expect(progress.json()).toMatchObject({ taskId, progress: 100, isExporting: false, isError: false, isReady: true });
  const status = (await t.app.inject({ url: '/api/useradmin/user-export-status', headers: bearer(token) })).json();
  expect((status as ExportTask).taskId).toBe(taskId);
  const download = await t.app.inject({
    url: `/api/useradmin/download-exported-users/${taskId}`,
    headers: bearer(token),
  });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return { taskId, zip: download.rawPayload };
}

export function initUserImport(t: TestApp, token: string, size: number, fileName = 'users.zip') {
  return t.app.inject({
    method: 'POST',
    url: `/api/useradmin/init-user-import?${new URLSearchParams({ fileSize: String(size), fileName }).toString()}`,
    headers: bearer(token),
  });
}

export function sendUserChunk(t: TestApp, token: string, taskId: string, bytes: Uint8Array, offset?: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/useradmin/upload-user-chunk/${taskId}${offset === undefined ? '' : `?offset=${offset}`}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  });
}

export function finishUserUpload(t: TestApp, token: string, taskId: string) {
  return t.app.inject({ method: 'POST', url: `/api/useradmin/finish-user-upload/${taskId}`, headers: bearer(token) });
}

export async function userImportProgress(t: TestApp, token: string, taskId: string): Promise<ImportTask> {
  const response = await t.app.inject({ url: `/api/useradmin/user-import-progress/${taskId}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportTask;
}

/** Uploads the file in chunks (256 KB, as the web app), finishes, and runs the import job unless told not to. */
export async function importUsers(
  t: TestApp,
  token: string,
  file: Buffer,
  { chunkBytes = 256 * 1024, drain = true }: { chunkBytes?: number; drain?: boolean } = {},
): Promise<{ taskId: string; progress: ImportTask }> {
  const init = await initUserImport(t, token, file.length);
  expect(init.statusCode, init.body).toBe(200);
  const { importTaskId: taskId } = init.json() as { importTaskId: string };
  for (let at = 0; at < file.length; at += chunkBytes) {
    const chunk = await sendUserChunk(t, token, taskId, file.subarray(at, at + chunkBytes));
    expect(chunk.statusCode, chunk.body).toBe(200);
  }
  const finish = await finishUserUpload(t, token, taskId);
  expect(finish.statusCode, finish.body).toBe(200);
  if (drain) await t.jobs.drain();
  return { taskId, progress: await userImportProgress(t, token, taskId) };
}
