import { describe, expect, it } from 'vitest';
import { apiGet, insertCategory } from '../../../test/archive-factories.ts';
import { createTestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';

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
