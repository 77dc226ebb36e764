import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserList } from '@raritet/contracts/admin-users';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export interface UsersParams {
  page: number;
  pageSize: number;
  search: string;
}

/** Every page of the list; a plan assignment refetches them all, a role change patches them in place. */
export const usersQueryKey = [...adminQueryKey, 'users'] as const;

export function getUsers({ page, pageSize, search }: UsersParams, signal?: AbortSignal): Promise<AdminUserList> {
  return apiRequest('/admin/users', AdminUserList, {
    query: { page, pageSize, ...(search === '' ? {} : { search }) },
    signal,
  });
}

export function usersQueryOptions(params: UsersParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // The last page stays on screen while the next one (or the next search) loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
