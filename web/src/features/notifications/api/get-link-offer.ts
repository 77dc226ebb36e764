import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkOffer, type LinkOfferQuery } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkOfferQueryKey } from './keys.ts';

/** GET /notification/telegram/auto-link: the Telegram account the bot's link names; reading it links nothing. */
export function getLinkOffer(query: LinkOfferQuery, signal?: AbortSignal): Promise<LinkOffer> {
  return apiRequest('/notification/telegram/auto-link', LinkOffer, {
    query: { telegramId: String(query.telegramId), nonce: query.nonce },
    signal,
  });
}

export function linkOfferQueryOptions(query: LinkOfferQuery) {
  return queryOptions({
    queryKey: linkOfferQueryKey(query),
    queryFn: ({ signal }) => getLinkOffer(query, signal),
    // A refused link is refused for good (unknown, used, expired): no retries, no reading it again on focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The offer the address names, or nothing when the address has none. */
export function useLinkOffer(query: LinkOfferQuery | null) {
  return useQuery({
    ...linkOfferQueryOptions(query ?? { telegramId: '', nonce: '' }),
    enabled: query !== null,
  });
}
