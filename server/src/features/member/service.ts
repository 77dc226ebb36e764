import type { Database } from '../../db/client.ts';
import { createFavoritesService, type FavoritesServiceOptions } from './favorites-service.ts';
import { createProfileService, type ProfileServiceOptions } from './profile-service.ts';
import { createFavoritesTransfer } from './users-transfer.ts';

export type MemberServiceOptions = {
  database: Database;
  auth: ProfileServiceOptions['auth'];
  /** The lots, what a viewer may see of them, and the search history. */
  archive: FavoritesServiceOptions['archive'] & { history: ProfileServiceOptions['history'] };
};

/** The member area as the rest of the server sees it: favourites and the profile. */
export function createMemberService({ database, auth, archive }: MemberServiceOptions) {
  const favorites = createFavoritesService({ database, archive });
  return {
    favorites,
    profile: createProfileService({ auth, favorites, history: archive.history }),
    /** The favourites in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createFavoritesTransfer(database),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
