import type { User } from '@raritet/contracts/auth';
import type { FavoritesPage, SearchHistoryPage } from '@raritet/contracts/member';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { FavoritesService } from './favorites-service.ts';
import { offsetOf, pageOf, toSearchHistoryRecord, type Paging } from './dto.ts';
import { createProfileRepository } from './profile-repository.ts';

export type ProfileServiceOptions = {
  database: Database;
  /** The User DTO is built where `/auth/user` builds it, with billing's subscription fields. */
  auth: Pick<AuthService, 'userDto' | 'userDtoById'>;
  favorites: Pick<FavoritesService, 'page'>;
  /**
   * Resolves once the searches made so far are in search_history (the archive writes them in batches
   * after replying, ADR 0010), so a search made a moment ago is on the profile.
   */
  flushSearchHistory: () => Promise<void>;
};

/**
 * The profile (visitor area §6): a user reads only their own; any other id is a 403, for
 * administrators too, who read other users through the `/admin/user/{id}` calls.
 */
export function createProfileService({ database, auth, favorites, flushSearchHistory }: ProfileServiceOptions) {
  const repository = createProfileRepository(database.db);

  async function history(userId: number, paging: Paging): Promise<SearchHistoryPage> {
    await flushSearchHistory();
    const [rows, total] = await Promise.all([
      repository.historyPage(userId, paging.pageSize, offsetOf(paging)),
      repository.historyTotal(userId),
    ]);
    return pageOf(rows.map(toSearchHistoryRecord), paging, total);
  }

  function assertOwn(viewer: UserRow, id: number): void {
    if (viewer.id !== id) throw forbidden('profile_forbidden');
  }

  async function assertExists(id: number): Promise<void> {
    if (!(await repository.userExists(id))) throw notFound('user_not_found');
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
