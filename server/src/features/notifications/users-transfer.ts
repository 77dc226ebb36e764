import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import {
  createNotificationsTransferRepository,
  type PreferenceTransferRow,
  type StoredPreference,
  type TelegramTransferRow,
} from './users-transfer-repository.ts';

export type { PreferenceTransferRow, StoredPreference, TelegramTransferRow };

/**
 * The keyword alerts and the Telegram links in the users' export and import (ADR 0031). A preference is
 * matched by its user and creation instant, a link by its user. The history of sent alerts is not carried.
 */
export function createNotificationsUsersTransfer(database: Database) {
  const repository = createNotificationsTransferRepository(database.db);
  return {
    countPreferences: (tx?: DbOrTx) => repository.countPreferences(tx),
    countLinks: (tx?: DbOrTx) => repository.countLinks(tx),

    preferencePages: (tx?: DbOrTx): AsyncGenerator<PreferenceTransferRow[]> =>
      keysetPages<PreferenceTransferRow, number>(
        (after, size) => repository.preferencesPage(after ?? 0, size, tx),
        (row) => row.id,
      ),

    linkPages: (tx?: DbOrTx): AsyncGenerator<TelegramTransferRow[]> =>
      keysetPages<TelegramTransferRow, number>(
        (after, size) => repository.linksPage(after ?? 0, size, tx),
        (row) => row.userId,
      ),

    /** A batch of preferences with distinct (user, created at). */
    async importPreferences(rows: readonly StoredPreference[], tx: DbOrTx) {
      const { created, updated } = await repository.upsertPreferences(rows, tx);
      return { created, updated, unchanged: rows.length - created - updated };
    },

    /**
     * A batch of links with distinct users. A chat is one account's: a link whose chat belongs to another
     * user here, or to an earlier link of the batch, is not written and comes back in `taken`.
     */
    async importLinks(rows: readonly TelegramTransferRow[], tx: DbOrTx) {
      const owners = await repository.chatOwners(
        rows.map((row) => row.chatId),
        tx,
      );
      const taken: TelegramTransferRow[] = [];
      const writable: TelegramTransferRow[] = [];
      for (const row of rows) {
        const owner = owners.get(row.chatId);
        if (owner !== undefined && owner !== row.userId) taken.push(row);
        else {
          owners.set(row.chatId, row.userId);
          writable.push(row);
        }
      }
      const written = await repository.upsertLinks(writable, tx);
      const created = written.filter((row) => row.inserted).length;
      return { created, updated: written.length - created, unchanged: writable.length - written.length, taken };
    },
  };
}

export type NotificationsUsersTransfer = ReturnType<typeof createNotificationsUsersTransfer>;
