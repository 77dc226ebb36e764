import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionList } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the account's live sessions, the most recently used first (ADR 0051). */
export function listSessions(signal?: AbortSignal): Promise<SessionList> {
  return apiRequest('/auth/sessions', SessionList, { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
