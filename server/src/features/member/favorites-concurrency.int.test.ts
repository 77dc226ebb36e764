import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { FavoritesPage, FavoriteStatus } from '@raritet/contracts/member';
import { apiGet, insertLots } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { registerUser } from '../../../test/factories.ts';
import { apiCall, favoriteRows } from '../../../test/member-factories.ts';

let t: TestApp;
let session: LoginResponse;
let lots: number[];

beforeAll(async () => {
  t = await createTestApp();
  lots = await insertLots(
    t.database,
    Array.from({ length: 30 }, (_, i) => ({
      title: `Гравюра ${i + 1}`,
      category: 'Гравюры',
      seller: 'Гравёр',
      price: 1000 + i,
      date: '2022-03-03T00:00:00Z',
    })),
  );
  session = await registerUser(t.app, t.database);
});
afterAll(() => t.close());

const toggle = (method: 'POST' | 'DELETE', bookId: number) =>
  apiCall<FavoriteStatus>(t, method, `/books/${bookId}/favorite`, session.token);

/** What every view of the favourite says: the row count, is-favorite and the list. */
async function views(bookId: number) {
  const [rows, status, page] = await Promise.all([
    favoriteRows(t, session.user.id, bookId),
    apiGet<FavoriteStatus>(t, `/books/${bookId}/is-favorite`, session.token),
    apiGet<FavoritesPage>(t, '/books/favorites?pageSize=50', session.token),
  ]);
  return {
    rows: rows.length,
    isFavorite: status.body.isFavorite,
    listed: page.body.items.filter((item) => item.id === bookId).length,
  };
}

describe('many requests for one user at once', () => {
  it('mixed adds and removes of one book all succeed and leave one row or none, as every view agrees', async () => {
    const [book] = lots as [number];
    for (let round = 0; round < 5; round++) {
      const methods = Array.from({ length: 30 }, (_, i): 'POST' | 'DELETE' =>
        (i * 7 + round) % 3 === 0 ? 'DELETE' : 'POST',
      );
      const answers = await Promise.all(methods.map((method) => toggle(method, book)));
      answers.forEach((answer, i) =>
        expect(answer).toEqual({ status: 200, body: { bookId: book, isFavorite: methods[i] === 'POST' } }),
      );
      const seen = await views(book);
      expect(seen.rows).toBeLessThanOrEqual(1);
      expect(seen).toEqual({ rows: seen.rows, isFavorite: seen.rows === 1, listed: seen.rows });
    }
    await toggle('POST', book);
    expect(await views(book)).toEqual({ rows: 1, isFavorite: true, listed: 1 });
    await toggle('DELETE', book);
    expect(await views(book)).toEqual({ rows: 0, isFavorite: false, listed: 0 });
  });

  it('thirty simultaneous adds of one book leave exactly one row', async () => {
    const book = lots[1]!;
    const answers = await Promise.all(Array.from({ length: 30 }, () => toggle('POST', book)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.isFavorite)).toBe(true);
    expect(await views(book)).toEqual({ rows: 1, isFavorite: true, listed: 1 });
    await toggle('DELETE', book);
  });

  it('simultaneous adds of different books all land', async () => {
    const answers = await Promise.all(lots.map((book) => toggle('POST', book)));
    expect(answers.map((answer) => answer.status)).toEqual(lots.map(() => 200));
    const page = await apiGet<FavoritesPage>(t, '/books/favorites?pageSize=50', session.token);
    expect(page.body.totalItems).toBe(lots.length);
    expect(page.body.items.map((item) => item.id).sort((a, b) => a - b)).toEqual([...lots].sort((a, b) => a - b));
    expect(await favoriteRows(t, session.user.id)).toHaveLength(lots.length);
  });
});
