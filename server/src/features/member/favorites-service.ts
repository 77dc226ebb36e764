import type { FavoriteIds, FavoritesPage, FavoriteStatus } from '@raritet/contracts/member';
import type { Database, DbOrTx } from '../../db/client.ts';
import { foreignKeyViolation, notFound, unauthorized } from '../../lib/errors.ts';
import { offsetOf, pageOf, type Paging } from '../../lib/paging.ts';
import type { BooksService } from '../books/service.ts';
import type { UserRow } from '../auth/service.ts';
import { toFavoriteItem } from './dto.ts';
import { createFavoritesRepository } from './favorites-repository.ts';

export type FavoritesServiceOptions = {
  database: Database;
  /** The lots themselves, and what a viewer may see of them, are the catalogue's. */
  books: Pick<BooksService, 'cards' | 'exists' | 'visibility' | 'coverUrls'>;
};

/**
 * A user's favourite books. Only the owner changes them (there is no write for anyone else); an
 * administrator may read another user's list, seeing prices by the administrator's own visibility.
 */
export function createFavoritesService({ database, books }: FavoritesServiceOptions) {
  const repository = createFavoritesRepository(database.db);

  return {
    /**
     * Idempotent: a second add leaves the one row there is. The foreign keys answer for a book that
     * does not exist, and for an account deleted while its request was on the way.
     */
    async add(user: UserRow, bookId: number): Promise<FavoriteStatus> {
      try {
        await repository.add(user.id, bookId);
      } catch (error) {
        const constraint = foreignKeyViolation(error);
        if (constraint === 'favorites_book_id_books_id_fk') throw notFound('book_not_found');
        if (constraint === 'favorites_user_id_users_id_fk') throw unauthorized('session_expired');
        throw error;
      }
      return { bookId, isFavorite: true };
    },

    /** Idempotent: removing a favourite that is not there is not an error (the book must exist). */
    async remove(user: UserRow, bookId: number): Promise<FavoriteStatus> {
      const removed = await repository.remove(user.id, bookId);
      if (!removed && !(await books.exists(bookId))) throw notFound('book_not_found');
      return { bookId, isFavorite: false };
    },

    async status(user: UserRow, bookId: number): Promise<FavoriteStatus> {
      const [kept, bookExists] = await Promise.all([repository.keptAmong(user.id, [bookId]), books.exists(bookId)]);
      if (!bookExists) throw notFound('book_not_found');
      return { bookId, isFavorite: kept.length > 0 };
    },

    /** Which of the given books the user keeps; unknown ids are simply not among them. */
    async keptAmong(user: UserRow, bookIds: number[]): Promise<FavoriteIds> {
      return { bookIds: await repository.keptAmong(user.id, [...new Set(bookIds)]) };
    },

    /**
     * How many favourites of any user point at these lots: what deleting the lots takes with them
     * (the category cleanup's analysis). Inside the caller's transaction when given one.
     */
    countForBooks: (bookIds: readonly number[], tx?: DbOrTx): Promise<number> => repository.countForBooks(bookIds, tx),

    /**
     * Removes every user's favourites of these lots, before the archive deletes them (the category
     * cleanup, in its transaction); how many went.
     */
    removeForBooks: (bookIds: readonly number[], tx?: DbOrTx): Promise<number> =>
      repository.removeForBooks(bookIds, tx),

    /** `ownerId`'s favourites, newest added first, with prices as `viewer` may see them. */
    async page(viewer: UserRow, ownerId: number, paging: Paging): Promise<FavoritesPage> {
      const [rows, total, visibility] = await Promise.all([
        repository.page(ownerId, paging.pageSize, offsetOf(paging)),
        repository.total(ownerId),
        books.visibility(viewer),
      ]);
      const cards = new Map((await books.cards(rows.map((row) => row.bookId))).map((card) => [card.id, card]));
      // A lot deleted between the two reads is simply not listed (its favourite goes with it).
      const items = rows.flatMap((row) => {
        const card = cards.get(row.bookId);
        return card ? [toFavoriteItem(row, card, visibility, books)] : [];
      });
      return pageOf(items, paging, total);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
