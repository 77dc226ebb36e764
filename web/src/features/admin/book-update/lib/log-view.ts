import type { BookUpdateLogEntry } from '@raritet/contracts/book-update';

/** Phones show the last 10 log entries, newest first; the desktop table shows them all. */
export const MOBILE_LOG_ENTRIES = 10;

/**
 * The entries newest first, at most `limit`. The server already sends them newest first; sorting again
 * (stable, by time) keeps the view right if that ever changes, and entries of the same instant keep the
 * server's order. Unreadable timestamps go last.
 */
export function newestFirst(logs: readonly BookUpdateLogEntry[], limit = Infinity): BookUpdateLogEntry[] {
  const time = (entry: BookUpdateLogEntry) => {
    const value = Date.parse(entry.timestamp);
    return Number.isNaN(value) ? -Infinity : value;
  };
  return logs
    .map((entry, index) => ({ entry, index, at: time(entry) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** The pull's operation names (server/src/features/book-update), translated under `bookupdate.operations`. */
const KNOWN_OPERATIONS = new Set([
  'start',
  'list',
  'watch',
  'fetch',
  'lot',
  'description',
  'images',
  'pause',
  'run',
  'end',
  'category-check',
]);

export type OperationLabel = { kind: 'known'; key: string; category: string | null } | { kind: 'raw'; text: string };

/**
 * An operation name as the server records it ('list:13870' is the listing of category 13870): a key to
 * translate, or the name itself when it is one this app does not know yet.
 */
export function operationLabel(name: string): OperationLabel {
  const [base = '', argument] = name.split(':', 2);
  if (!KNOWN_OPERATIONS.has(base)) return { kind: 'raw', text: name };
  return { kind: 'known', key: base, category: argument !== undefined && argument !== '' ? argument : null };
}
