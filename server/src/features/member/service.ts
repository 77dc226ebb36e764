import type { Database } from '../../db/client.ts';
import { createFavoritesService, type FavoritesServiceOptions } from './favorites-service.ts';
import { createProfileService, type ProfileServiceOptions } from './profile-service.ts';
import { createFavoritesTransfer } from './users-transfer.ts';

export type MemberServiceOptions = {
  database: Database;
  auth: ProfileServiceOptions['auth'];
  /** The lots and what a viewer may see of them. */
  books: FavoritesServiceOptions['books'];
  /** The search history the profile shows. */
  search: { history: ProfileServiceOptions['history'] };
};

/** The member area as the rest of the server sees it: favourites and the profile. */
export function createMemberService({ database, auth, books, search }: MemberServiceOptions) {
  const favorites = createFavoritesService({ database, books });
  return {
    favorites,
    profile: createProfileService({ auth, favorites, history: search.history }),
    /** The favourites in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createFavoritesTransfer(database),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
