import type { Query, QueryClient } from '@tanstack/react-query';
import type { FavoriteIds, FavoriteStatus } from '@raritet/contracts/member';
import { FAVORITE_STATE_ROOT, isFavoriteQueryKey, ownFavoritesRootKey } from '../api/keys.ts';

const idsRootKey = [...FAVORITE_STATE_ROOT, 'ids'] as const;

/** A batch-status query (key [..., 'ids', bookIds]) that asked about this book. */
function asksAbout(bookId: number) {
  return (query: Query) => {
    const ids = query.queryKey[3];
    return Array.isArray(ids) && ids.includes(bookId);
  };
}

/**
 * Writes the book's state into every cached answer that mentions it, so the result list, the book page,
 * /favorites and the profile agree at once. The own-favourites lists are refetched by the caller after
 * the server confirms (their pages and counts shift), not rewritten here.
 */
export function writeFavoriteState(queryClient: QueryClient, bookId: number, isFavorite: boolean): void {
  queryClient.setQueryData<FavoriteStatus>(isFavoriteQueryKey(bookId), { bookId, isFavorite });
  queryClient.setQueriesData<FavoriteIds>({ queryKey: idsRootKey, predicate: asksAbout(bookId) }, (previous) => {
    if (previous === undefined) return previous;
    const others = previous.bookIds.filter((id) => id !== bookId);
    return { bookIds: isFavorite ? [...others, bookId] : others };
  });
}

/** Stops fetches that would land after the optimistic write and overwrite it with the old answer. */
export async function cancelFavoriteFetches(queryClient: QueryClient, bookId: number): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: isFavoriteQueryKey(bookId), exact: true }),
    queryClient.cancelQueries({ queryKey: idsRootKey, predicate: asksAbout(bookId) }),
  ]);
}

export function refreshOwnFavorites(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ownFavoritesRootKey });
}
