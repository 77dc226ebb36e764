import type { SearchHistoryPage } from '@raritet/contracts/member';
import type { SearchType } from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { offsetOf, pageOf, type Paging } from '../../lib/paging.ts';
import { createHistoryRepository, type HistoryEntry } from './history-repository.ts';
import { createHistoryWriter, type HistoryWriterOptions } from './history-writer.ts';

/**
 * The search history, owned by the archive: the searches record into it (written in batches after the
 * reply, history-writer.ts) and the profile reads it through `page`. A read in this process first waits
 * for this process's queued writes; a search answered by another process reaches the table within the
 * writer's delay (200 ms).
 */
export function createHistoryService({ database, writer }: { database: Database; writer?: HistoryWriterOptions }) {
  const repository = createHistoryRepository(database.db);
  const queue = createHistoryWriter(repository, writer);

  return {
    record: (entry: HistoryEntry): void => queue.record(entry),
    /** Resolves once every search recorded so far in this process is in the table (tests, shutdown). */
    flush: (): Promise<void> => queue.flush(),

    /** The user's searches, newest first. */
    async page(userId: number, paging: Paging): Promise<SearchHistoryPage> {
      await queue.flush();
      const [rows, total] = await Promise.all([
        repository.page(userId, paging.pageSize, offsetOf(paging)),
        repository.total(userId),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        // Only the searches write this column, always with one of the five search types.
        searchType: row.searchType as SearchType,
        query: row.query,
        searchDate: row.searchDate.toISOString(),
        exactPhrase: row.exactPhrase,
        sort: row.sort,
        categoryIds: row.categoryIds ?? [],
      }));
      return pageOf(items, paging, total);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
