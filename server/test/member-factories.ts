import type { FavoriteStatus } from '@raritet/contracts/member';
import type { TestApp } from './app.ts';
import { bearer } from './factories.ts';

/** Any method on an API path as someone (a token) or as a guest; returns status and parsed JSON body. */
export async function apiCall<T = unknown>(t: TestApp, method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {} });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : undefined) as T };
}

/** Adds favourites one after another (so their order is the order given) and fails loudly if one is refused. */
export async function addFavorites(t: TestApp, token: string, bookIds: number[]): Promise<void> {
  for (const id of bookIds) {
    const { status, body } = await apiCall<FavoriteStatus>(t, 'POST', `/books/${id}/favorite`, token);
    if (status !== 200) throw new Error(`adding favourite ${id} failed: ${status} ${JSON.stringify(body)}`);
  }
}

/** The user's favourite rows straight from the database, for what the API cannot show (duplicates). */
export async function favoriteRows(t: TestApp, userId: number, bookId?: number) {
  return t.database.query<{ book_id: number }>(
    `select book_id from favorites where user_id = $1 ${bookId === undefined ? '' : 'and book_id = $2'} order by id`,
    bookId === undefined ? [userId] : [userId, bookId],
  );
}
