import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TestNotificationsResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';
import { statisticsQueryKey } from './keys.ts';

/**
 * POST /telegramdiagnostics/test-notifications {limitBooks, showBookIds}: the real matching over the newest
 * N lots against every enabled preference; what it creates is delivered (and counted in the statistics).
 */
export function runTestNotifications(body: {
  limitBooks: number;
  showBookIds: boolean;
}): Promise<TestNotificationsResult> {
  return apiRequest('/telegramdiagnostics/test-notifications', TestNotificationsResult, { method: 'POST', body });
}

export function useRunTestNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTestNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statisticsQueryKey }),
  });
}
