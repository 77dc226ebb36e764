import { isAdminRole } from '@raritet/contracts/auth';
import type { MessageCode } from '@raritet/contracts/messages';
import type { AdminSettings } from '@raritet/contracts/settings';
import type { UserRow } from '../auth/service.ts';
import type { RateLimiter } from '../rate-limits/service.ts';

/**
 * What a paid read is (ADR 0050): `book`, a book page with its price and sale date; `prices`,
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
  /** The rate limiter's counter of a Moscow day, in the table every server process shares. */
  daily: RateLimiter['daily'];
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

/**
 * The daily budgets of paid reads, separate from the plan's monthly searches: sized so that a person
 * never meets them, they stop a subscriber's script from copying the archive with its prices.
 * Administrators are not counted, as with the monthly limit.
 */
export function createPaidReadMeter({ daily, budgets }: PaidReadMeterOptions): PaidReadMeter {
  return async (user, read) => {
    if (isAdminRole(user.role)) return;
    const rule = RULES[read];
    await daily(rule.name, user.id, rule.budget(await budgets()), rule.code);
  };
}

/** No budgets (tools and tests that build the archive alone). */
export const unmeteredReads: PaidReadMeter = async () => {};
