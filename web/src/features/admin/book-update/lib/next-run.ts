import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { parseDate } from '../../../../lib/format.ts';

/** The scheduler looks every minute, so a run due within the next minute (or overdue) starts "soon". */
const SOON_MS = 60_000;

export type NextRun =
  | { kind: 'off' }
  | { kind: 'paused' }
  | { kind: 'unknown' }
  | { kind: 'soon' }
  | { kind: 'today'; at: Date }
  | { kind: 'later'; at: Date };

type NextRunFields = Pick<BookUpdateStatus, 'source' | 'isPaused' | 'nextRunTimeUtc'>;

/** When the next scheduled run is, as the source line says it. */
export function nextRun(status: NextRunFields, now: Date): NextRun {
  if (status.source === 'off') return { kind: 'off' };
  if (status.isPaused) return { kind: 'paused' };
  const at = parseDate(status.nextRunTimeUtc);
  if (at === null) return { kind: 'unknown' };
  if (at.getTime() - now.getTime() <= SOON_MS) return { kind: 'soon' };
  const sameDay =
    at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return { kind: sameDay ? 'today' : 'later', at };
}
