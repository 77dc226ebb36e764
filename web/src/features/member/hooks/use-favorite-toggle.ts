import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteStatus } from '@raritet/contracts/member';
import { addFavorite } from '../api/add-favorite.ts';
import { removeFavorite } from '../api/remove-favorite.ts';
import { cancelFavoriteFetches, refreshOwnFavorites, writeFavoriteState } from '../lib/favorite-cache.ts';

const favoriteMutationKey = (bookId: number) => ['member', 'set-favorite', bookId] as const;

/** True while this book's favourite state is being changed, wherever on screen that was started. */
export function useFavoriteBusy(bookId: number): boolean {
  return useIsMutating({ mutationKey: favoriteMutationKey(bookId) }) > 0;
}

interface SetFavoriteOptions {
  onError?: (error: unknown, wanted: boolean) => void;
}

/**
 * One book's toggle. The new state shows at once everywhere the book is cached and
 * goes back if the server refuses; `busy` is per book, shared by every heart and button of that book
 * on screen, so a second click cannot race the first.
 */
export function useFavoriteToggle(bookId: number) {
  const queryClient = useQueryClient();
  const busy = useFavoriteBusy(bookId);
  const mutation = useMutation({
    mutationKey: favoriteMutationKey(bookId),
    mutationFn: (wanted: boolean): Promise<FavoriteStatus> => (wanted ? addFavorite(bookId) : removeFavorite(bookId)),
    onMutate: async (wanted) => {
      await cancelFavoriteFetches(queryClient, bookId);
      writeFavoriteState(queryClient, bookId, wanted);
    },
    onSuccess: (status) => writeFavoriteState(queryClient, bookId, status.isFavorite),
    onError: (_error, wanted) => writeFavoriteState(queryClient, bookId, !wanted),
    onSettled: () => refreshOwnFavorites(queryClient),
  });

  function setFavorite(wanted: boolean, options: SetFavoriteOptions = {}) {
    if (busy) return;
    mutation.mutate(wanted, { onError: (error) => options.onError?.(error, wanted) });
  }

  return { busy, setFavorite };
}
