import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletePlanResponse } from '@raritet/contracts/billing';
import { apiRequest } from '../../../../lib/api-client.ts';
import { plansQueryKey } from './get-admin-plans.ts';

/** A plan that subscriptions refer to is deactivated instead; the answer's message says which. */
export function deletePlan(id: number): Promise<DeletePlanResponse> {
  return apiRequest(`/SubscriptionPlans/${id}`, DeletePlanResponse, { method: 'DELETE' });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
