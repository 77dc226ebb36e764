import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferenceResult, type ValidPreference } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from './keys.ts';

/** POST /notification/preferences: answers the sentence to show and the stored preference. */
export function createPreference(body: ValidPreference): Promise<PreferenceResult> {
  return apiRequest('/notification/preferences', PreferenceResult, { method: 'POST', body });
}

export function useCreatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreference,
    // Returned so the dialog stays busy until the list shows the new card.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
