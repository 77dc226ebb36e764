import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubscriptionPlan, type ValidPlan } from '@raritet/contracts/billing';
import { apiRequest } from '../../../../lib/api-client.ts';
import { plansQueryKey } from './get-admin-plans.ts';

export interface UpdatePlanVariables {
  id: number;
  body: ValidPlan;
}

export function updatePlan({ id, body }: UpdatePlanVariables): Promise<SubscriptionPlan> {
  return apiRequest(`/SubscriptionPlans/${id}`, SubscriptionPlan, { method: 'PUT', body });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
