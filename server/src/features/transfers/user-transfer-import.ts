import type { z } from 'zod';
import {
  FavoriteRecord,
  NotificationPreferenceRecord,
  SearchHistoryRecord,
  SearchRequestUsageRecord,
  SubscriptionRecord,
  TelegramLinkRecord,
  USER_TRANSFER_ENTITIES,
  UserRecord,
  type UserTransferEntity,
} from '@raritet/contracts/transfers';
import type { MessageCode } from '@raritet/contracts/messages';
import { TRANSFER_PAGE_ROWS } from '../../lib/transfer-rows.ts';
import { ndjsonPath, PackageError, type PackageErrorParams } from './package-format.ts';
import { readRecords } from './package-reader.ts';
import type { ImportContext } from './transfer-runner.ts';
import type { UserTransferDeps } from './user-transfer.ts';

/** The users' package's NDJSON entries, by entity. */
export const USER_ENTRIES = Object.fromEntries(
  USER_TRANSFER_ENTITIES.map((entity) => [entity, ndjsonPath(entity)]),
) as Record<UserTransferEntity, string>;

type Line<T> = { line: number; record: T };
type Counts = { created: number; updated: number; unchanged: number };

/**
 * Writes a verified users' package in the import's one transaction (ADR 0031): entity after entity in the
 * package's order, each in batches of 1,000 records (one statement per batch and table), matched by natural
 * keys. A record that cannot be taken as it is (its user, plan, lot or category missing here, its chat
 * another user's, a repeated key) is reported, never silently dropped; an invalid record fails the whole
 * import. The counts name what was added, changed and left as it was.
 */
export async function importUsersPackage(
  deps: UserTransferDeps,
  { file, manifest, tx, signal, progress, report }: ImportContext,
): Promise<Record<string, number>> {
  for (const path of Object.values(USER_ENTRIES)) {
    if (!manifest.entries.some((entry) => entry.path === path))
      throw new PackageError('transfer_entry_missing', { path });
  }
  const total = USER_TRANSFER_ENTITIES.reduce((sum, entity) => sum + (manifest.counts[entity] ?? 0), 0);
  let read = 0;
  let reported = 0;
  const skip = (path: string, line: number, key: string, message: MessageCode, params: PackageErrorParams = {}) => {
    reported += 1;
    // The runner keeps the first REPORT_MAX lines and counts the rest.
    report({ row: line, key, message, params: { path, ...params } });
  };
  const totals = { users: zero(), subscriptions: 0, favorites: 0, searches: 0, preferences: 0, telegramLinks: 0 };
  const written = (counts: Counts) => counts.created + counts.updated;

  /** Reads an entry's records, validated, in batches; the progress moves and a cancel is seen between batches. */
  async function eachBatch<S extends z.ZodType>(
    entity: UserTransferEntity,
    schema: S,
    handle: (batch: Line<z.output<S>>[], path: string) => Promise<void>,
  ): Promise<void> {
    const path = USER_ENTRIES[entity];
    let batch: Line<z.output<S>>[] = [];
    const flush = async () => {
      await handle(batch, path);
      read += batch.length;
      progress((read * 100) / Math.max(1, total));
      batch = [];
      signal.throwIfAborted();
    };
    for await (const { line, record } of readRecords(file, path, signal)) {
      const parsed = schema.safeParse(record);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || '-';
        throw new PackageError('transfer_record_invalid', { path, line, field });
      }
      batch.push({ line, record: parsed.data });
      if (batch.length >= TRANSFER_PAGE_ROWS) await flush();
    }
    if (batch.length > 0) await flush();
  }

  /** The first record of each key in the batch; the later ones are reported (one statement may not write a row twice). */
  function distinct<T>(batch: Line<T>[], path: string, keyOf: (record: T) => string, shown: (record: T) => string) {
    const seen = new Set<string>();
    return batch.filter(({ line, record }) => {
      const key = keyOf(record);
      if (!seen.has(key)) return seen.add(key);
      skip(path, line, shown(record), 'transfer_record_duplicate');
      return false;
    });
  }

  /** The batch's users' ids here; a record whose user is neither in the file nor here is reported. */
  async function withUsers<T extends { user: string }>(batch: Line<T>[], path: string) {
    const ids = await deps.users.idsByEmails(
      batch.map(({ record }) => record.user),
      tx,
    );
    return batch.flatMap(({ line, record }) => {
      const userId = ids.get(record.user);
      if (userId !== undefined) return [{ line, record, userId }];
      skip(path, line, record.user, 'transfer_user_missing');
      return [];
    });
  }

  await eachBatch('users', UserRecord, async (batch, path) => {
    const rows = distinct(
      batch,
      path,
      (user) => user.email,
      (user) => user.email,
    );
    add(
      totals.users,
      await deps.users.importUsers(
        rows.map(({ record }) => record),
        tx,
      ),
    );
  });

  const planIds = await deps.billing.planIdsByName(tx);
  await eachBatch('subscriptions', SubscriptionRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (s) => `${s.user}\n${instantKey(s.startDate)}`,
        (s) => `${s.user} ${s.startDate}`,
      ),
      path,
    );
    const stored = rows.flatMap(({ line, record: { user, plan, ...subscription }, userId }) => {
      const planId = planIds.get(plan);
      if (planId !== undefined) return [{ ...subscription, userId, planId }];
      skip(path, line, user, 'transfer_user_plan_missing', { plan });
      return [];
    });
    totals.subscriptions += written(await deps.billing.importSubscriptions(stored, tx));
  });

  await eachBatch('search-request-usage', SearchRequestUsageRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (u) => `${u.user}\n${u.month}`,
        (u) => `${u.user} ${u.month}`,
      ),
      path,
    );
    await deps.billing.importUsage(
      rows.map(({ record, userId }) => ({ userId, month: record.month, count: record.count })),
      tx,
    );
  });

  await eachBatch('favorites', FavoriteRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (f) => `${f.user}\n${f.sourceLotId}`,
        (f) => `${f.user} ${f.sourceLotId}`,
      ),
      path,
    );
    const books = await deps.books.bookIdsBySourceLotIds(
      rows.map(({ record }) => record.sourceLotId),
      tx,
    );
    const stored = rows.flatMap(({ line, record, userId }) => {
      const bookId = books.get(record.sourceLotId);
      if (bookId !== undefined) return [{ userId, bookId, addedDate: record.addedDate }];
      skip(path, line, record.user, 'transfer_lot_missing', { lot: record.sourceLotId });
      return [];
    });
    totals.favorites += written(await deps.favorites.importFavorites(stored, tx));
  });

  await eachBatch('search-history', SearchHistoryRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (s) => JSON.stringify([s.user, s.searchType, s.query, instantKey(s.searchDate), s.occurrence]),
        (s) => `${s.user} ${s.searchDate}`,
      ),
      path,
    );
    const stored = rows.map(({ record: { user: _user, ...search }, userId }) => ({ ...search, userId }));
    totals.searches += written(await deps.search.importSearches(stored, tx));
  });

  const categoryIds = await deps.books.categoryIdsByName(tx);
  await eachBatch('notification-preferences', NotificationPreferenceRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (p) => `${p.user}\n${instantKey(p.createdAt)}`,
        (p) => `${p.user} ${p.createdAt}`,
      ),
      path,
    );
    const stored = rows.flatMap(({ line, record: { user, categories, ...preference }, userId }) => {
      const missing = categories.find((name) => !categoryIds.has(name));
      if (missing === undefined)
        return [{ ...preference, userId, categoryIds: categories.map((name) => categoryIds.get(name)!) }];
      skip(path, line, user, 'transfer_category_missing', { category: missing });
      return [];
    });
    totals.preferences += written(await deps.notifications.importPreferences(stored, tx));
  });

  await eachBatch('telegram-links', TelegramLinkRecord, async (batch, path) => {
    const rows = await withUsers(
      distinct(
        batch,
        path,
        (l) => l.user,
        (l) => l.user,
      ),
      path,
    );
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    const { taken, ...counts } = await deps.notifications.importLinks(
      rows.map(({ record: { user: _user, ...link }, userId }) => ({ ...link, userId })),
      tx,
    );
    for (const link of taken) {
      const { line, record } = byUser.get(link.userId)!;
      skip(path, line, record.user, 'transfer_telegram_chat_taken', { chat: link.chatId });
    }
    totals.telegramLinks += written(counts);
  });

  const { users, ...others } = totals;
  return { ...users, ...others, skipped: reported, total };
}

/**
 * An instant as a key to the microsecond, whatever its offset: JavaScript's Date keeps milliseconds, so the
 * fraction's digits are kept apart (the database, too, keeps six).
 */
function instantKey(iso: string): string {
  const fraction = (/\.(\d+)/.exec(iso)?.[1] ?? '').padEnd(6, '0').slice(0, 6);
  return `${Date.parse(iso.replace(/\.\d+/, ''))}.${fraction}`;
}

const zero = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

function add(into: Counts, counts: Counts): void {
  into.created += counts.created;
  into.updated += counts.updated;
  into.unchanged += counts.unchanged;
}
