import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { adminQueryKey } from '../../../lib/admin-query-keys.ts';

export interface TransferPollOptions<T> {
  /** Names the call in the query key: `[...adminQueryKey, name, id]`. */
  name: string;
  fetcher: (id: string) => Promise<T>;
  id: string | null;
  polling: boolean;
  intervalMs: number;
}

export const transferPollQueryKey = (name: string, id: string) => [...adminQueryKey, name, id] as const;

/** What a section hands the shared export and import hooks: its poll's options for a task id. */
export type TransferPollQuery<T> = (
  id: string | null,
  polling: boolean,
) => UseQueryOptions<T, Error, T, ReturnType<typeof transferPollQueryKey>>;

/**
 * The progress poll of an export or import: every `intervalMs` while `polling`, also
 * in a background tab (an operator who starts a long export and switches tabs still gets the file). A
 * failed poll is not retried: the section decides what the failure means and whether to go on.
 */
export function transferPollQueryOptions<T>({ name, fetcher, id, polling, intervalMs }: TransferPollOptions<T>) {
  return queryOptions({
    queryKey: transferPollQueryKey(name, id ?? ''),
    queryFn: () => fetcher(id!),
    enabled: id !== null && polling,
    refetchInterval: polling ? intervalMs : false,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
