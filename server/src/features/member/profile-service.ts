import type { User } from '@raritet/contracts/auth';
import type { FavoritesPage, SearchHistoryPage } from '@raritet/contracts/member';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Paging } from '../../lib/paging.ts';
import type { SearchService } from '../search/service.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { FavoritesService } from './favorites-service.ts';

export type ProfileServiceOptions = {
  /** The User DTO is built where `/auth/user` builds it, with billing's subscription fields. */
  auth: Pick<AuthService, 'userDto' | 'userDtoById' | 'userExists'>;
  favorites: Pick<FavoritesService, 'page'>;
  /** The search history is the search's (it writes it); the profile reads it through the search. */
  history: Pick<SearchService['history'], 'page'>;
};

/**
 * The profile: a user reads only their own; any other id is a 403, for
 * administrators too, who read other users through the `/admin/user/{id}` calls.
 */
export function createProfileService({ auth, favorites, history: searchHistory }: ProfileServiceOptions) {
  const history = (userId: number, paging: Paging): Promise<SearchHistoryPage> => searchHistory.page(userId, paging);

  function assertOwn(viewer: UserRow, id: number): void {
    if (viewer.id !== id) throw forbidden('profile_forbidden');
  }

  async function assertExists(id: number): Promise<void> {
    if (!(await auth.userExists(id))) throw notFound('user_not_found');
  }

  return {
    async ownProfile(viewer: UserRow, id: number): Promise<User> {
      assertOwn(viewer, id);
      return auth.userDto(viewer);
    },

    async ownHistory(viewer: UserRow, id: number, paging: Paging): Promise<SearchHistoryPage> {
      assertOwn(viewer, id);
      return history(viewer.id, paging);
    },

    /** For administrators (the route checks the role). */
    async anyProfile(id: number): Promise<User> {
      const user = await auth.userDtoById(id);
      if (!user) throw notFound('user_not_found');
      return user;
    },

    /** For administrators (the route checks the role). */
    async anyHistory(id: number, paging: Paging): Promise<SearchHistoryPage> {
      await assertExists(id);
      return history(id, paging);
    },

    /** For administrators: read only, with prices as the administrator sees them (everything). */
    async anyFavorites(admin: UserRow, id: number, paging: Paging): Promise<FavoritesPage> {
      await assertExists(id);
      return favorites.page(admin, id, paging);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
