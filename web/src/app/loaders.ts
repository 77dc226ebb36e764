import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { User } from '@raritet/contracts/auth';
import { comparablesQueryOptions } from '../features/price-statistics/api/get-comparables.ts';
import { bookQueryOptions } from '../features/books/book-page/api/get-book.ts';
import { parseBookId } from '../features/books/book-page/lib/book-id.ts';
import { recentSalesQueryOptions } from '../features/books/api/get-recent-sales.ts';
import { searchStatsQueryOptions, type SearchStatsRequest } from '../features/price-statistics/api/get-search-stats.ts';
import { categorySearchQueryOptions } from '../features/search/api/search-by-category.ts';
import { descriptionSearchQueryOptions } from '../features/search/api/search-by-description.ts';
import { priceRangeSearchQueryOptions } from '../features/search/api/search-by-price-range.ts';
import { sellerSearchQueryOptions } from '../features/search/api/search-by-seller.ts';
import { titleSearchQueryOptions } from '../features/search/api/search-by-title.ts';
import type { ListedSearchResponse } from '../features/search/api/search-request.ts';
import {
  readCategoryIds,
  readExactPhrase,
  readNoCorrection,
  readPage,
  readWholeNumber,
} from '../features/search/lib/search-params.ts';
import { readSort } from '../features/search/lib/search-sort.ts';
import { seesPrices } from '../lib/sees-prices.ts';
import { favoriteIdsQueryOptions } from '../features/member/api/get-favorite-ids.ts';
import { isFavoriteQueryOptions } from '../features/member/api/get-is-favorite.ts';
import { bookImagesQueryOptions } from '../lib/book-images.ts';
import { categoriesQueryOptions } from '../lib/categories.ts';
import { currentUserQueryOptions } from '../lib/current-user-query.ts';
import { isSearchHeld } from '../lib/held-search.ts';
import { readSessionHint } from '../lib/session-hint.ts';

/**
 * The route loaders: each page's queries, started before the page renders, through the same
 * `queryOptions` its components pass to `useQuery`, so an answer is fetched once and found in the cache.
 * Loaders return nothing: the data lives in the query cache, which the server dehydrates beside its HTML
 * (src/entry-server.tsx) and the browser hydrates (ADR 0057).
 *
 * On the server (`wait`) a loader resolves once its queries have settled: the page then renders once, with
 * its answers. In the browser (`start`) it only starts them and resolves at once: navigation is not held
 * back, and the page shows its loading state until they arrive, as it always did.
 */
export type LoaderMode = 'wait' | 'start';

export type RouteLoader = (args: LoaderFunctionArgs) => Promise<null>;

export interface AppLoaders {
  root: RouteLoader;
  home: RouteLoader;
  categories: RouteLoader;
  book: RouteLoader;
  searchByTitle: RouteLoader;
  searchByDescription: RouteLoader;
  searchByCategory: RouteLoader;
  searchBySeller: RouteLoader;
  searchByPriceRange: RouteLoader;
}

/** A failed query stays in the cache with its error: the page renders it as the browser would. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

type SearchPage = 'title' | 'description' | 'category' | 'seller' | 'priceRange';

/**
 * The search a result page runs and its statistics' request, from the page's address and the viewer, as
 * the page itself derives them (features/search/pages, use-search-page-params.ts): the same keys, so
 * the page finds the answers and the search is run, and counted against the plan, once.
 */
function searchOf(
  queryClient: QueryClient,
  page: SearchPage,
  { params, request }: LoaderFunctionArgs,
  user: User | null,
): { run: () => Promise<ListedSearchResponse>; stats: SearchStatsRequest } | null {
  const query = new URL(request.url).searchParams;
  const pricesVisible = seesPrices(user);
  const pageNumber = readPage(query);
  const sort = readSort(query, page, pricesVisible);
  if (page === 'title' || page === 'description') {
    const text = ((page === 'title' ? params.title : params.description) ?? '').trim();
    const exactPhrase = readExactPhrase(query);
    const noCorrection = readNoCorrection(query);
    const categoryIds = readCategoryIds(query);
    const common = { exactPhrase, noCorrection, page: pageNumber, categoryIds, sort };
    const asTyped = noCorrection ? { noCorrection } : {};
    return page === 'title'
      ? {
          run: () => queryClient.ensureQueryData(titleSearchQueryOptions({ title: text, ...common })),
          stats: { type: 'title', query: { title: text, exactPhrase, categoryIds, ...asTyped } },
        }
      : {
          run: () => queryClient.ensureQueryData(descriptionSearchQueryOptions({ description: text, ...common })),
          stats: { type: 'description', query: { description: text, exactPhrase, categoryIds, ...asTyped } },
        };
  }
  if (page === 'category') {
    const categoryId = readWholeNumber(params.categoryId) ?? 0;
    if (categoryId <= 0) return null;
    return {
      run: () => queryClient.ensureQueryData(categorySearchQueryOptions({ categoryId, page: pageNumber, sort })),
      stats: { type: 'category', query: { categoryId } },
    };
  }
  if (page === 'seller') {
    const sellerName = (params.sellerName ?? '').trim();
    return {
      run: () => queryClient.ensureQueryData(sellerSearchQueryOptions({ sellerName, page: pageNumber, sort })),
      stats: { type: 'seller', query: { sellerName } },
    };
  }
  const minPrice = readWholeNumber(params.minPrice);
  const maxPrice = readWholeNumber(params.maxPrice);
  if (minPrice === null || maxPrice === null) return null;
  return {
    run: () =>
      queryClient.ensureQueryData(priceRangeSearchQueryOptions({ minPrice, maxPrice, page: pageNumber, sort })),
    stats: { type: 'priceRange', query: { minPrice, maxPrice } },
  };
}

export function createLoaders(queryClient: QueryClient, mode: LoaderMode): AppLoaders {
  /** The session's user, or null for a guest (no session hint, or one the server refused). */
  async function sessionUser(): Promise<User | null> {
    if (readSessionHint() === null) return null;
    return queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
  }

  /** Runs a page's prefetch as the mode says: awaited on the server, started in the browser. */
  function loader(prefetch: (args: LoaderFunctionArgs) => Promise<unknown>): RouteLoader {
    return async (args) => {
      const work = settle(prefetch(args));
      if (mode === 'wait') await work;
      return null;
    };
  }

  const search = (page: SearchPage) =>
    loader(async (args) => {
      const user = await sessionUser();
      // A guest is sent to the login page; a search reached from another site waits for the visitor.
      if (user === null || isSearchHeld(new URL(args.request.url))) return;
      const wanted = searchOf(queryClient, page, args, user);
      if (wanted === null) return;
      const answer = await wanted.run();
      const ids = answer.items.map((item) => item.id);
      await Promise.all([
        ids.length > 0 ? settle(queryClient.ensureQueryData(favoriteIdsQueryOptions(ids))) : undefined,
        seesPrices(user) && ids.length > 0
          ? settle(queryClient.ensureQueryData(searchStatsQueryOptions(wanted.stats)))
          : undefined,
        page === 'category' ? settle(queryClient.ensureQueryData(categoriesQueryOptions())) : undefined,
      ]);
    });

  return {
    root: loader(sessionUser),
    // A guest's home page is the build's, rendered before any answer (ADR 0036); a member's comes with them.
    home: loader(async () => {
      if ((await sessionUser()) === null) return;
      await Promise.all([
        settle(queryClient.ensureQueryData(recentSalesQueryOptions())),
        settle(queryClient.ensureQueryData(categoriesQueryOptions())),
      ]);
    }),
    categories: loader(() => queryClient.ensureQueryData(categoriesQueryOptions())),
    book: loader(async ({ params }) => {
      const bookId = parseBookId(params.id);
      const user = await sessionUser();
      if (bookId === null || user === null) return;
      const subscribed = user.hasSubscription;
      await Promise.all([
        queryClient.ensureQueryData(bookQueryOptions(bookId, subscribed)).then((book) =>
          // The comparable sales are asked for once the book is there and its viewer may see prices.
          seesPrices(user) && book ? settle(queryClient.ensureQueryData(comparablesQueryOptions(bookId))) : undefined,
        ),
        settle(queryClient.ensureQueryData(bookImagesQueryOptions(bookId, subscribed))),
        settle(queryClient.ensureQueryData(isFavoriteQueryOptions(bookId))),
      ]);
    }),
    searchByTitle: search('title'),
    searchByDescription: search('description'),
    searchByCategory: search('category'),
    searchBySeller: search('seller'),
    searchByPriceRange: search('priceRange'),
  };
}
