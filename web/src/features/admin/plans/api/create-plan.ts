import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubscriptionPlan, type ValidPlan } from '@raritet/contracts/billing';
import { apiRequest } from '../../../../lib/api-client.ts';
import { plansQueryKey } from './get-admin-plans.ts';

export function createPlan(body: ValidPlan): Promise<SubscriptionPlan> {
  return apiRequest('/SubscriptionPlans', SubscriptionPlan, { method: 'POST', body });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    // Returned so the dialog stays busy until the list shows the new plan.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
