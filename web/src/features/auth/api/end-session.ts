import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, NoContent } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './list-sessions.ts';

/** DELETE /auth/sessions/{id}: ends one session of the account ("end this one"); 404 when it had ended. */
export function endSession(id: string): Promise<void> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // A 404 means it had ended already: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
