import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsCheckResult, type AdminSettingsInput, type CheckableGroup } from '@raritet/contracts/settings';
import { apiRequest } from '../../../../lib/api-client.ts';
import { settingsAuditQueryKey } from './get-settings-audit.ts';

export interface CheckSettingsVariables {
  group: CheckableGroup;
  /** The group's values from the form, over the stored ones; nothing is saved. */
  body: AdminSettingsInput;
}

export function checkSettings({ group, body }: CheckSettingsVariables): Promise<SettingsCheckResult> {
  return apiRequest(`/adminsettings/check/${group}`, SettingsCheckResult, { method: 'POST', body });
}

export function useCheckSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSettings,
    // Every check, done or refused, is the newest line of the audit trail (ADR 0041).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: settingsAuditQueryKey }),
  });
}
