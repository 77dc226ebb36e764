import { z } from 'zod';
import { cappedPageSize, ImageUrls, pageParam as page, SearchHistoryRecord, SUBSCRIBERS_ONLY } from './archive.ts';
import { ID_MAX } from './billing.ts';

/** Page sizes of the spec: the favourites page, the profile's favourites card, the history table. */
export const FAVORITES_PAGE_SIZE = 15;
export const PROFILE_FAVORITES_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE_MAX = 50;
export const HISTORY_PAGE_SIZES = [5, 10, 25] as const;
export const HISTORY_PAGE_SIZE_DEFAULT = 10;
/**
 * Books a user may add to favourites a Moscow day (then 429 `favorites_daily_limit`): the favourites list
 * shows subscribers every kept lot's price, so unbounded additions would bypass the daily budget of book
 * pages (ADR 0050). No person adds that many in a day.
 */
export const FAVORITES_ADDED_PER_DAY = 200;
/** Favourites added before this year are shown as 'Некорректная дата'. */
export const FAVORITE_DATE_MIN_YEAR = 2000;

const Hidden = z.literal(SUBSCRIBERS_ONLY);

/**
 * A favourite book. `id` is the book's id; `addedDate` is when it was added to favourites (ISO).
 * Prices hold SUBSCRIBERS_ONLY without an active subscription, and the cover is then null, as in search.
 */
export const FavoriteItem = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  categoryName: z.string(),
  addedDate: z.string(),
  finalPrice: z.union([z.number().int(), Hidden]).nullable(),
  price: z.union([z.number().int(), Hidden]).nullable(),
  firstImageName: z.string().nullable(),
  /** The cover by address; null whenever `firstImageName` is. */
  coverUrls: ImageUrls.nullable(),
});
export type FavoriteItem = z.infer<typeof FavoriteItem>;

/** One page of a member list, with where it stands in the whole. */
const listPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  });

export const FavoritesPage = listPage(FavoriteItem);
export type FavoritesPage = z.infer<typeof FavoritesPage>;

/** The answer of POST/DELETE /books/{id}/favorite and GET /books/{id}/is-favorite. */
export const FavoriteStatus = z.object({ bookId: z.number().int(), isFavorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof FavoriteStatus>;

/** `GET /books/favorites` and `GET /admin/user/{id}/favorites`: a page size above the cap is lowered. */
export const FavoritesQuery = z.object({
  page,
  pageSize: cappedPageSize(FAVORITES_PAGE_SIZE, FAVORITES_PAGE_SIZE_MAX),
});

/** `GET /user/{id}/searchHistory`: only the table's sizes 5, 10 and 25; anything else is a 400. */
export const SearchHistoryQuery = z.object({
  page,
  pageSize: z.coerce
    .number()
    .refine((size) => (HISTORY_PAGE_SIZES as readonly number[]).includes(size))
    .default(HISTORY_PAGE_SIZE_DEFAULT),
});

export const SearchHistoryPage = listPage(SearchHistoryRecord);
export type SearchHistoryPage = z.infer<typeof SearchHistoryPage>;

/** `/user/{id}` and `/admin/user/{id}` paths; a non-numeric id is a 400 `user_id_invalid`. */
export const UserIdParams = z.object({ id: z.coerce.number().int().min(1).max(ID_MAX) });

/**
 * `GET /books/favorites/ids?bookIds=1&bookIds=2` (an addition to the spec's calls): which of the given
 * books (at most FAVORITES_PAGE_SIZE_MAX) the user keeps, so a result list asks once per page instead
 * of once per book. Unknown ids are simply not favourites.
 */
export const FavoriteIdsQuery = z.object({
  bookIds: z
    .union([z.coerce.number().int().min(1).max(ID_MAX), z.array(z.coerce.number().int().min(1).max(ID_MAX))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.number()).min(1).max(FAVORITES_PAGE_SIZE_MAX)),
});
export const FavoriteIds = z.object({ bookIds: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof FavoriteIds>;
