import { isAdminRole } from '@raritet/contracts/auth';
import type { MessageCode } from '@raritet/contracts/messages';
import type { AdminSettings } from '@raritet/contracts/settings';
import { AppError } from '../../lib/errors.ts';
import { moscowDate, secondsToMoscowMidnight } from '../../lib/moscow-time.ts';
import type { UserRow } from '../auth/service.ts';

/**
 * What a paid read is (issue 28, ADR 0050): `book`, a book page with its price and sale date; `prices`,
 * a search's price statistics or a lot's comparable sales.
 */
export type PaidRead = 'book' | 'prices';

/** The daily budgets in effect (the admin settings' `readLimits`). */
export type ReadBudgets = AdminSettings['readLimits'];

/**
 * Counts one paid read of a subscriber against their budget of the Moscow day, and refuses it past the
 * budget: 429 with its own code and Retry-After until Moscow midnight. Call it once the reader is known
 * to get the paid fields (a user without a subscription reads none: nothing to count).
 */
export type PaidReadMeter = (user: Pick<UserRow, 'id' | 'role'>, read: PaidRead) => Promise<void>;

export type PaidReadMeterOptions = {
  /**
   * One hit of a fixed-window counter that every server process shares (the rate-limit table, one row a
   * key updated by one upsert), and whether it is within `max` as scaled by RATE_LIMIT_SCALE.
   */
  hit: (key: string, max: number, windowSeconds: number) => Promise<{ allowed: boolean; allowance: number }>;
  budgets: () => Promise<ReadBudgets>;
};

const RULES: Record<PaidRead, { name: string; code: MessageCode; budget: (budgets: ReadBudgets) => number }> = {
  book: { name: 'book-pages', code: 'book_pages_daily_limit', budget: (budgets) => budgets.BookPagesPerDay },
  prices: {
    name: 'price-reads',
    code: 'price_reads_daily_limit',
    budget: (budgets) => budgets.PriceStatisticsPerDay,
  },
};

/** A day's window: the key holds the Moscow date, so a new day is a new counter whatever the window says. */
const DAY_SECONDS = 86_400;

/**
 * The daily budgets of paid reads, separate from the plan's monthly searches: sized so that a person
 * never meets them, they stop a subscriber's script from copying the archive with its prices.
 * Administrators are not counted, as with the monthly limit.
 */
export function createPaidReadMeter({ hit, budgets }: PaidReadMeterOptions): PaidReadMeter {
  return async (user, read) => {
    if (isAdminRole(user.role)) return;
    const rule = RULES[read];
    const max = rule.budget(await budgets());
    const counted = await hit(`${rule.name}:${user.id}:${moscowDate()}`, max, DAY_SECONDS);
    if (counted.allowed) return;
    const seconds = secondsToMoscowMidnight();
    throw new AppError(429, rule.code, { limit: counted.allowance }, { 'retry-after': String(seconds) });
  };
}

/** No budgets (tools and tests that build the archive alone). */
export const unmeteredReads: PaidReadMeter = async () => {};
