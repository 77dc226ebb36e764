import { queryOptions, useQuery } from '@tanstack/react-query';
import { SettingsAuditList, type SettingsAuditEntry } from '@raritet/contracts/settings';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const settingsAuditQueryKey = [...adminQueryKey, 'settings-audit'] as const;

/** The newest saves shown under the form. */
export const SETTINGS_AUDIT_LIMIT = 20;

export async function getSettingsAudit(signal?: AbortSignal): Promise<SettingsAuditEntry[]> {
  const { items } = await apiRequest('/adminsettings/audit', SettingsAuditList, {
    query: { limit: SETTINGS_AUDIT_LIMIT },
    signal,
  });
  return items;
}

export function settingsAuditQueryOptions() {
  return queryOptions({ queryKey: settingsAuditQueryKey, queryFn: ({ signal }) => getSettingsAudit(signal) });
}

export function useSettingsAudit() {
  return useQuery(settingsAuditQueryOptions());
}
