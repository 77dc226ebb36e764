import { FavoriteStatus } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /books/{id}/favorite: idempotent, adding twice keeps one favourite. */
export async function addFavorite(bookId: number): Promise<FavoriteStatus> {
  return FavoriteStatus.parse(await apiRequest<unknown>(`/books/${bookId}/favorite`, { method: 'POST' }));
}
