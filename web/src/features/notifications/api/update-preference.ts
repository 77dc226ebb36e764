import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferenceResult, type NotificationPreference, type ValidPreference } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from './keys.ts';

export interface UpdatePreferenceVariables {
  id: number;
  body: ValidPreference;
}

/** PUT /notification/preferences/{id}: the whole preference (the switch on a card sends it too). */
export function updatePreference({ id, body }: UpdatePreferenceVariables): Promise<PreferenceResult> {
  return apiRequest(`/notification/preferences/${id}`, PreferenceResult, { method: 'PUT', body });
}

/** The stored preference as a request body, e.g. with `isEnabled` flipped by the card's switch. */
export function preferenceBody(preference: NotificationPreference): ValidPreference {
  const { id: _id, lastNotificationSent: _sent, createdAt: _created, ...body } = preference;
  return body;
}

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreference,
    onSuccess: async (result) => {
      // The answer is the stored preference: the card changes at once, the list is read again behind it.
      queryClient.setQueryData<NotificationPreference[]>(preferencesQueryKey, (list) =>
        list?.map((item) => (item.id === result.preference.id ? result.preference : item)),
      );
      await queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
    },
  });
}
