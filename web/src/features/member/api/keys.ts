/**
 * Query keys of the member area. Everything that says whether a book is a favourite starts with
 * FAVORITE_STATE_ROOT, so a toggle can find (and roll back) every cached answer it changes.
 */
export const FAVORITE_STATE_ROOT = ['member', 'favorite-state'] as const;

export const favoriteIdsQueryKey = (bookIds: readonly number[]) =>
  [...FAVORITE_STATE_ROOT, 'ids', [...new Set(bookIds)].sort((a, b) => a - b)] as const;
export const isFavoriteQueryKey = (bookId: number) => [...FAVORITE_STATE_ROOT, 'book', bookId] as const;
/** The session user's own favourites: the /favorites page and the own profile's card. */
export const ownFavoritesRootKey = [...FAVORITE_STATE_ROOT, 'own-list'] as const;
export const ownFavoritesQueryKey = (page: number, pageSize: number) =>
  [...ownFavoritesRootKey, { page, pageSize }] as const;

/**
 * Which endpoints a profile is read through: `/user/{id}…` (the user's own; anyone else's id is a 403)
 * or `/admin/user/{id}…` (an administrator reading another user).
 */
export type ProfileEndpoints = 'user' | 'admin';

export const profileRootKey = (userId: number, endpoints: ProfileEndpoints) =>
  ['member', 'profile', userId, endpoints] as const;
