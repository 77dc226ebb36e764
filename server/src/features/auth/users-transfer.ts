import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import { createUsersTransferRepository, type StoredUser, type UserTransferRow } from './users-transfer-repository.ts';

export type { StoredUser, UserTransferRow };
export type UpsertCounts = { created: number; updated: number; unchanged: number };

/**
 * The accounts in the users' export and import (ADR 0031): read page by page, written in batches matched by
 * e-mail inside the import's transaction. Other features name their users by e-mail in the package and
 * find the ids here.
 */
export function createUsersTransfer(database: Database) {
  const repository = createUsersTransferRepository(database.db);
  return {
    count: (tx?: DbOrTx): Promise<number> => repository.count(tx),

    /** Every account, a page at a time (constant memory). */
    pages: (tx?: DbOrTx): AsyncGenerator<UserTransferRow[]> =>
      keysetPages<UserTransferRow, number>(
        (after, size) => repository.page(after ?? 0, size, tx),
        (row) => row.id,
      ),

    async emailsByIds(ids: readonly number[], tx?: DbOrTx): Promise<Map<number, string>> {
      const rows = ids.length === 0 ? [] : await repository.emailsOf([...new Set(ids)], tx);
      return new Map(rows.map((row) => [row.id, row.email]));
    },

    async idsByEmails(emails: readonly string[], tx: DbOrTx): Promise<Map<string, number>> {
      const rows = emails.length === 0 ? [] : await repository.credentialsOf([...new Set(emails)], tx);
      return new Map(rows.map((row) => [row.email, row.id]));
    },

    /**
     * Writes a batch of accounts (distinct e-mails) as the file has them, the password hash included. An
     * account whose password changed, or that is no longer an administrator, loses its sessions, as after a
     * password change or a demotion (other processes' caches notice within seconds, ADR 0013).
     */
    async importUsers(rows: readonly StoredUser[], tx: DbOrTx): Promise<UpsertCounts> {
      const before = new Map(
        (
          await repository.credentialsOf(
            rows.map((row) => row.email),
            tx,
          )
        ).map((row) => [row.email, row]),
      );
      const written = await repository.upsert(rows, tx);
      const ended = rows.flatMap((row) => {
        const old = before.get(row.email);
        const lost = old && (old.passwordHash !== row.passwordHash || (old.role === 'Admin' && row.role !== 'Admin'));
        return lost ? [old.id] : [];
      });
      await repository.deleteSessionsOf(ended, tx);
      const created = written.filter((row) => row.inserted).length;
      return { created, updated: written.length - created, unchanged: rows.length - written.length };
    },
  };
}

export type UsersTransfer = ReturnType<typeof createUsersTransfer>;
