import { FavoriteStatus } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /books/{id}/favorite: idempotent, removing a missing favourite is not an error. */
export async function removeFavorite(bookId: number): Promise<FavoriteStatus> {
  return FavoriteStatus.parse(await apiRequest<unknown>(`/books/${bookId}/favorite`, { method: 'DELETE' }));
}
