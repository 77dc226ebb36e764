import { queryOptions, useQuery } from '@tanstack/react-query';
import { TelegramDiagnostics } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';
import { diagnosticsQueryKey } from './keys.ts';

/** GET /telegramdiagnostics/full-check: getMe, getWebhookInfo and the token's presence (200 without a token too). */
export function getTelegramDiagnostics(signal?: AbortSignal): Promise<TelegramDiagnostics> {
  return apiRequest('/telegramdiagnostics/full-check', TelegramDiagnostics, { signal });
}

export function telegramDiagnosticsQueryOptions() {
  return queryOptions({
    queryKey: diagnosticsQueryKey,
    queryFn: ({ signal }) => getTelegramDiagnostics(signal),
    // A check asks Telegram: once when the section opens and on the button, not on every focus.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useTelegramDiagnostics() {
  return useQuery(telegramDiagnosticsQueryOptions());
}
