import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { favoriteIdsQueryKey, isFavoriteQueryKey } from '../api/keys.ts';
import { writeFavoriteState } from './favorite-cache.ts';

describe('writeFavoriteState', () => {
  it('updates the book page answer and every result page that asked about the book', () => {
    const client = new QueryClient();
    client.setQueryData(isFavoriteQueryKey(5), { bookId: 5, isFavorite: false });
    client.setQueryData(favoriteIdsQueryKey([5, 3, 9]), { bookIds: [9] });
    client.setQueryData(favoriteIdsQueryKey([1, 2]), { bookIds: [2] });

    writeFavoriteState(client, 5, true);
    expect(client.getQueryData(isFavoriteQueryKey(5))).toEqual({ bookId: 5, isFavorite: true });
    expect(client.getQueryData(favoriteIdsQueryKey([3, 5, 9]))).toEqual({ bookIds: [9, 5] });
    expect(client.getQueryData(favoriteIdsQueryKey([1, 2]))).toEqual({ bookIds: [2] });

    writeFavoriteState(client, 5, false);
    expect(client.getQueryData(isFavoriteQueryKey(5))).toEqual({ bookId: 5, isFavorite: false });
    expect(client.getQueryData(favoriteIdsQueryKey([9, 5, 3]))).toEqual({ bookIds: [9] });
  });

  it('keys a page by its set of books, whatever their order', () => {
    expect(favoriteIdsQueryKey([3, 1, 3, 2])).toEqual(favoriteIdsQueryKey([1, 2, 3]));
  });
});
