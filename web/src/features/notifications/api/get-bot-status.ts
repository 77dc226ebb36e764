import { queryOptions, useQuery } from '@tanstack/react-query';
import { BotStatus } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { botStatusQueryKey } from './keys.ts';

/** While the connect dialog is open the status is read this often, so a link made in Telegram shows at once. */
export const LINK_POLL_MS = 3000;

/** GET /notification/telegram/status. */
export function getBotStatus(signal?: AbortSignal): Promise<BotStatus> {
  return apiRequest('/notification/telegram/status', BotStatus, { signal });
}

export function botStatusQueryOptions(refetchInterval: number | false = false) {
  return queryOptions({
    queryKey: botStatusQueryKey,
    queryFn: ({ signal }) => getBotStatus(signal),
    refetchInterval,
    refetchIntervalInBackground: false,
  });
}

export function useBotStatus(refetchInterval: number | false = false) {
  return useQuery(botStatusQueryOptions(refetchInterval));
}
