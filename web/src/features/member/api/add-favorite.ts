import { FavoriteStatus } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /books/{id}/favorite: idempotent, adding twice keeps one favourite. */
export function addFavorite(bookId: number): Promise<FavoriteStatus> {
  return apiRequest(`/books/${bookId}/favorite`, FavoriteStatus, { method: 'POST' });
}
