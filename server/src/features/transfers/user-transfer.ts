import {
  USER_TRANSFER_ENTITIES,
  type FavoriteRecord,
  type SearchRequestUsageRecord,
  type SubscriptionRecord,
  type TelegramLinkRecord,
  type UserRecord,
  type UserTransferEntity,
} from '@raritet/contracts/transfers';
import type { DbOrTx } from '../../db/client.ts';
import type { BooksService } from '../books/service.ts';
import type { SearchService } from '../search/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import type { MemberService } from '../member/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { writePackage } from './package-writer.ts';
import { percent, type TransferKindDefinition } from './transfer-runner.ts';
import { importUsersPackage, USER_ENTRIES } from './user-transfer-import.ts';

/**
 * What the users' package is made of, each part read and written by the feature that owns its tables
 * (auth, billing, member, books, search, notifications); transfers only translates ids into natural keys.
 */
export type UserTransferDeps = {
  users: AuthService['usersTransfer'];
  billing: BillingService['usersTransfer'];
  favorites: MemberService['usersTransfer'];
  books: BooksService['usersTransfer'];
  search: SearchService['usersTransfer'];
  notifications: NotificationsService['usersTransfer'];
  /**
   * Runs the export's reads in one snapshot where the database allows it without stopping other work
   * (PostgreSQL: a repeatable-read, read-only transaction); `undefined` = each page reads the table as it
   * is then (PGlite, whose one connection a long transaction would hold from every request).
   */
  snapshot: <T>(work: (tx: DbOrTx | undefined) => Promise<T>) => Promise<T>;
};

/**
 * The users' package (ADR 0031): the accounts with
 * their password hashes, their subscriptions (plan by name), monthly search counts, favourites (lot by source
 * lot id), search history, keyword alerts (categories by name) and Telegram links, all by e-mail.
 */
export function userTransferDefinition(deps: UserTransferDeps): TransferKindDefinition {
  return {
    kind: 'users',
    messages: {
      exportRunning: 'transfer_users_export_running',
      exportFailed: 'transfer_users_export_failed',
      exportNotReady: 'transfer_users_export_not_ready',
      exportFileMissing: 'transfer_users_export_file_missing',
      importCancelled: 'transfer_users_import_cancelled',
      importDone: 'transfer_users_import_done',
    },

    async writeExport({ file, signal, productVersion, progress }) {
      await deps.snapshot(async (tx) => {
        const total =
          (await deps.users.count(tx)) +
          (await deps.billing.countSubscriptions(tx)) +
          (await deps.billing.countUsage(tx)) +
          (await deps.favorites.count(tx)) +
          (await deps.search.countSearches(tx)) +
          (await deps.notifications.countPreferences(tx)) +
          (await deps.notifications.countLinks(tx));
        let done = 0;
        const step = (rows: number) => {
          done += rows;
          progress(percent(done, total));
        };
        const records = exportRecords(deps, tx, step);
        await writePackage(file, {
          kind: 'users',
          productVersion,
          signal,
          entries: USER_TRANSFER_ENTITIES.map((entity) => ({ path: USER_ENTRIES[entity], records: records[entity] })),
        });
      });
    },

    importPackage: (context) => importUsersPackage(deps, context),
  };
}

/**
 * Each entry's records, read a page at a time when the writer reaches the entry, the ids turned into the
 * natural keys a page at a time too. A row whose user or lot went away between two pages (no snapshot) is
 * left out: its owner's deletion takes it away here as well.
 */
function exportRecords(
  deps: UserTransferDeps,
  tx: DbOrTx | undefined,
  step: (rows: number) => void,
): Record<UserTransferEntity, () => AsyncIterable<unknown>> {
  const emailsOf = (rows: readonly { userId: number }[]) =>
    deps.users.emailsByIds(
      rows.map((row) => row.userId),
      tx,
    );

  return {
    async *users() {
      for await (const page of deps.users.pages(tx)) {
        for (const { id: _id, ...user } of page) yield user satisfies UserRecord;
        step(page.length);
      }
    },

    async *subscriptions() {
      for await (const page of deps.billing.subscriptionPages(tx)) {
        const emails = await emailsOf(page);
        for (const { id: _id, userId, ...subscription } of page) {
          const user = emails.get(userId);
          if (user) yield { user, ...subscription } satisfies SubscriptionRecord;
        }
        step(page.length);
      }
    },

    async *'search-request-usage'() {
      for await (const page of deps.billing.usagePages(tx)) {
        const emails = await emailsOf(page);
        for (const { userId, month, count } of page) {
          const user = emails.get(userId);
          if (user) yield { user, month, count } satisfies SearchRequestUsageRecord;
        }
        step(page.length);
      }
    },

    async *favorites() {
      for await (const page of deps.favorites.pages(tx)) {
        const emails = await emailsOf(page);
        const lots = await deps.books.sourceLotIdsByBookIds(
          page.map((row) => row.bookId),
          tx,
        );
        for (const { userId, bookId, addedDate } of page) {
          const user = emails.get(userId);
          const sourceLotId = lots.get(bookId);
          if (user && sourceLotId !== undefined) yield { user, sourceLotId, addedDate } satisfies FavoriteRecord;
        }
        step(page.length);
      }
    },

    async *'search-history'() {
      for await (const page of deps.search.searchPages(tx)) {
        const emails = await emailsOf(page);
        for (const { userId, searchType, query, searchDate, occurrence } of page) {
          const user = emails.get(userId);
          if (user) {
            yield { user, searchType, query, searchDate, occurrence };
          }
        }
        step(page.length);
      }
    },

    async *'notification-preferences'() {
      const names = await deps.books.categoryNamesById(tx);
      for await (const page of deps.notifications.preferencePages(tx)) {
        const emails = await emailsOf(page);
        for (const { id: _id, userId, categoryIds, ...preference } of page) {
          const user = emails.get(userId);
          if (!user) continue;
          // An id whose category was deleted (the cleanup) names nothing anywhere and matches no lot: it is
          // left out. A preference left with no category by that matched nothing, and would match every lot
          // on the new server: it goes disabled (ADR 0031).
          const categories = categoryIds.flatMap((id) => names.get(id) ?? []);
          const emptied = categoryIds.length > 0 && categories.length === 0;
          yield {
            user,
            ...preference,
            isEnabled: preference.isEnabled && !emptied,
            categories,
          };
        }
        step(page.length);
      }
    },

    async *'telegram-links'() {
      for await (const page of deps.notifications.linkPages(tx)) {
        const emails = await emailsOf(page);
        for (const { userId, ...link } of page) {
          const user = emails.get(userId);
          if (user) yield { user, ...link } satisfies TelegramLinkRecord;
        }
        step(page.length);
      }
    },
  };
}
