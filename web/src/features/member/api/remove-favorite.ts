import { FavoriteStatus } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /books/{id}/favorite: idempotent, removing a missing favourite is not an error. */
export function removeFavorite(bookId: number): Promise<FavoriteStatus> {
  return apiRequest(`/books/${bookId}/favorite`, FavoriteStatus, { method: 'DELETE' });
}
