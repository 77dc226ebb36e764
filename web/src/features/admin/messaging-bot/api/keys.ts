import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const telegramRootKey = [...adminQueryKey, 'telegram'] as const;
export const diagnosticsQueryKey = [...telegramRootKey, 'full-check'] as const;
export const statisticsQueryKey = [...telegramRootKey, 'statistics'] as const;
