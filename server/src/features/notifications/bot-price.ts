import { AppError } from '../../lib/errors.ts';
import type { SearchService } from '../search/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { BotAccounts } from './bot-commands.ts';

export type BotPriceDeps = {
  search: Pick<SearchService, 'priceSummary'>;
  auth: Pick<AuthService, 'userDtoById'>;
};

/** The search's refusals, as /price tells them. */
const EMPTY_QUERY_CODES = new Set(['search_query_required', 'search_query_no_words']);

/**
 * The bot's /price for a linked account: the archive's price figures of a title search, counted
 * against the plan as one search (administrators, as on the site, are not counted). A user without
 * an active subscription gets 'no_subscription' and nothing is counted.
 */
export function createBotPriceSummary({ search, auth }: BotPriceDeps): BotAccounts['priceSummary'] {
  return async (userId, query) => {
    const user = await auth.userDtoById(userId);
    if (!user) return { ok: false, reason: 'no_subscription' };
    try {
      const stats = await search.priceSummary({ id: user.id, role: user.role }, query);
      if (!stats) return { ok: false, reason: 'no_subscription' };
      return { ok: true, ...stats };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return { ok: false, reason: 'limit' };
      if (error instanceof AppError && EMPTY_QUERY_CODES.has(error.code)) return { ok: false, reason: 'empty_query' };
      throw error;
    }
  };
}
