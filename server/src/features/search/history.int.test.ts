import { describe, expect, it } from 'vitest';
import { apiGet, insertCategory } from '../../../test/archive-factories.ts';
import { createTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createImageUrls } from '../books/service.ts';
import { createSearchService } from './service.ts';

// The history is written after the replies (history-writer.ts); what is queued must survive a clean stop.
describe('search history on shutdown', () => {
  it('searches answered just before the app closes are in the history after it closed', async () => {
    const t = await createTestApp();
    try {
      const category = await insertCategory(t.database, 'Карты');
      const admin = await createAdmin(t.app, t.services);
      for (const url of ['/books/searchByTitle?title=atlas', `/books/searchByCategory?categoryId=${category}`]) {
        expect((await apiGet(t, url, admin.token)).status).toBe(200);
      }
      await t.app.close();
      const rows = await t.database.query<{ search_type: string; query: string }>(
        'select search_type, query from search_history where user_id = $1 order by id',
        [admin.user.id],
      );
      expect(rows).toEqual([
        { search_type: 'title', query: 'atlas' },
        { search_type: 'category', query: String(category) },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('search history write failures', () => {
  it('are reported to the logger the search was given, with how many entries were lost', async () => {
    const test = await createTestDatabase();
    try {
      const errors: { fields: unknown; message: string }[] = [];
      const searchService = createSearchService({
        database: test.database,
        imageUrls: createImageUrls('history-test-secret-that-is-long-enough'),
        billing: { searchAccess: async () => ({ kind: 'unsubscribed' as const }) },
        log: { error: ((fields: unknown, message: string) => errors.push({ fields, message })) as never },
      });
      const [admin] = await test.database.query<{ id: number; email: string; role: 'Admin' }>(
        `insert into users (email, password_hash, role) values ('history@raritet.test', 'x', 'Admin') returning *`,
      );
      await test.database.exec('alter table search_history rename to search_history_moved');
      const user = {
        ...admin!,
        passwordHash: 'x',
        createdAt: new Date(),
        hasSubscription: false,
        emailVerifiedAt: null,
      };
      const answer = await searchService.search(user, {
        type: 'title',
        query: 'atlas',
        exactPhrase: false,
        page: 1,
        pageSize: 10,
      });
      expect(answer.totalItems).toBe(0); // the search itself is answered; only its history is lost
      await searchService.history.flush();
      expect(errors).toEqual([
        {
          fields: expect.objectContaining({ lost: 1, err: expect.any(Error) }),
          message: 'search history: entries not written',
        },
      ]);
    } finally {
      await test.drop();
    }
  });
});

describe('a batch with one entry the database refuses', () => {
  it("keeps the other users' entries of the same batch", async () => {
    const test = await createTestDatabase();
    try {
      const errors: { fields: unknown; message: string }[] = [];
      const searchService = createSearchService({
        database: test.database,
        imageUrls: createImageUrls('history-test-secret-that-is-long-enough'),
        billing: { searchAccess: async () => ({ kind: 'unsubscribed' as const }) },
        log: { error: ((fields: unknown, message: string) => errors.push({ fields, message })) as never },
      });
      const admins = await test.database.query<{ id: number; email: string; role: 'Admin' }>(
        `insert into users (email, password_hash, role)
         select 'batch-' || n || '@raritet.test', 'x', 'Admin' from generate_series(1, 4) as n returning *`,
      );
      const search = (index: number, query: string) =>
        searchService.search(
          {
            ...admins[index]!,
            passwordHash: 'x',
            createdAt: new Date(),
            hasSubscription: false,
            emailVerifiedAt: null,
          },
          { type: 'title', query, exactPhrase: false, page: 1, pageSize: 10 },
        );
      // The edge refuses NUL (storable-text.ts); this reaches the service directly, as a future caller might.
      await Promise.all([search(0, 'atlas'), search(1, 'x\u0000y'), search(2, 'globus'), search(3, 'karta')]);
      await searchService.history.flush();
      // The searches ran at once, so they were recorded in the order they finished.
      const rows = await test.database.query<{ query: string }>('select query from search_history order by query');
      expect(rows.map((row) => row.query)).toEqual(['atlas', 'globus', 'karta']);
      expect(errors).toEqual([
        { fields: expect.objectContaining({ lost: 1 }), message: 'search history: entries not written' },
      ]);
    } finally {
      await test.drop();
    }
  });
});
