import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSettingsResponse, type AdminSettingsInput } from '@raritet/contracts/settings';
import { apiRequest } from '../../../../lib/api-client.ts';
import { settingsAuditQueryKey } from './get-settings-audit.ts';
import { settingsQueryKey } from './get-settings.ts';

/** Saves the whole object; the answer is the object as now stored (secrets masked). */
export function saveSettings(body: AdminSettingsInput): Promise<AdminSettingsResponse> {
  return apiRequest('/adminsettings', AdminSettingsResponse, { method: 'POST', body });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      // The save is the newest line of the audit trail.
      void queryClient.invalidateQueries({ queryKey: settingsAuditQueryKey });
    },
  });
}
