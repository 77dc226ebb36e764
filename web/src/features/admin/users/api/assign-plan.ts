import { useMutation, useQueryClient } from '@tanstack/react-query';
import { User } from '@raritet/contracts/auth';
import type { AssignPlanRequest } from '@raritet/contracts/billing';
import { apiRequest } from '../../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export interface AssignPlanVariables {
  id: number;
  body: AssignPlanRequest;
}

/** PlanId 0 ends the user's subscription now; any other plan gives a month of it. */
export function assignPlan({ id, body }: AssignPlanVariables): Promise<User> {
  return apiRequest(`/admin/user/${id}/assign-subscription-plan`, User, { method: 'POST', body });
}

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPlan,
    // Assigning a plan refetches the list; returned so the dialog stays busy until it has.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
