import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminUserList } from '@raritet/contracts/admin-users';
import { User, type Role } from '@raritet/contracts/auth';
import { apiRequest } from '../../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export interface ChangeRoleVariables {
  id: number;
  role: Role;
}

/** "the JSON body is the role", a bare JSON string. */
export function changeRole({ id, role }: ChangeRoleVariables): Promise<User> {
  return apiRequest(`/admin/user/${id}/role`, User, { method: 'POST', body: role });
}

/** A role change updates the row where it is, on every cached page, without reloading the list. */
function replaceUser(queryClient: QueryClient, user: User) {
  queryClient.setQueriesData<AdminUserList>({ queryKey: usersQueryKey }, (list) =>
    list === undefined ? list : { ...list, items: list.items.map((item) => (item.id === user.id ? user : item)) },
  );
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}
