import type { Database } from '../../db/client.ts';
import type { AccessDeps } from '../archive/access.ts';
import type { AuthService } from '../auth/service.ts';
import { createFavoritesService } from './favorites-service.ts';
import { createProfileService } from './profile-service.ts';

export type MemberServiceOptions = AccessDeps & {
  database: Database;
  auth: Pick<AuthService, 'userDto' | 'userDtoById'>;
  /** The archive writes search history shortly after each search; the profile waits for pending writes. */
  flushSearchHistory: () => Promise<void>;
};

/** The member area as the rest of the server sees it: favourites and the profile. */
export function createMemberService({ database, billing, auth, flushSearchHistory }: MemberServiceOptions) {
  const favorites = createFavoritesService({ database, billing });
  return { favorites, profile: createProfileService({ database, auth, favorites, flushSearchHistory }) };
}

export type MemberService = ReturnType<typeof createMemberService>;
