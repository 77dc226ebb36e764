import { z } from 'zod';
import { EMAIL_MAX_LENGTH, looksLikeEmail } from './auth.ts';
import { ID_MAX } from './billing.ts';
import { ruleRefinement } from './form-rules.ts';
import type { MessageCode } from './messages.ts';

/** What price and date fields hold for a user without an active subscription. */
export const SUBSCRIBERS_ONLY = 'Только для подписчиков';
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Longer queries are cut to this many characters before they reach the database. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Counts are exact up to this many matches; above it the response says the total is an estimate. */
export const EXACT_COUNT_LIMIT = 1000;
/**
 * Exact-phrase searches count exactly up to this many (each match is rechecked row by row). Above a
 * limit without a planner's estimate, totalItems is the limit itself with totalIsEstimate: "more than N".
 */
export const PHRASE_COUNT_LIMIT = 200;
/**
 * How deep a search's results can be paged (ADR 0042): pages starting within the first this many, and,
 * when `totalItems` is a lower bound ("more than 200" of an exact phrase, "more than 1,000" of typo
 * matches), within that many. A page starting beyond is refused, 400 `search_page_too_deep` (asking to
 * refine the search), while a page past the end of fewer results still answers empty; `totalPages`
 * counts the pages within them.
 */
export const SEARCH_RESULTS_MAX = 10_000;
/** The pages within SEARCH_RESULTS_MAX of `total` results, `pageSize` a page: what `totalPages` says. */
export const reachablePages = (total: number, pageSize: number) =>
  Math.min(Math.ceil(total / pageSize), Math.ceil(SEARCH_RESULTS_MAX / pageSize));
/**
 * Searches (the five routes) a user may make per minute, and from one address, whoever is signed in;
 * then 429 `rate_limited` with Retry-After (ADR 0042). Subscribers' plans count them monthly as well.
 */
export const SEARCHES_PER_MINUTE = 30;
export const SEARCHES_PER_MINUTE_PER_ADDRESS = 60;
export const RECENT_SALES_DEFAULT = 5;
export const RECENT_SALES_MAX = 20;
export const DESCRIPTION_PREVIEW_LENGTH = 150;
export const PARTIAL_RESULT_TITLES = 2;
/** Price-range searches a user without a subscription may run per Moscow calendar day (ADR 0013). */
export const PRICE_PREVIEW_DAILY_LIMIT = 20;
/** Narrower ranges (max below this times min) answer only the count, no titles, without a subscription. */
export const PRICE_PREVIEW_TITLES_MIN_RATIO = 1.2;
/**
 * A search page reached from another site (`Sec-Fetch-Site: cross-site`: a link on a forum, in a mail) is
 * sent without its search run, and with `<meta name="raritet-search-held" content="cross-site">`: the
 * app asks for the results only when the visitor says so, so a link elsewhere never spends a
 * subscriber's monthly requests (ADR 0046).
 */
export const HELD_SEARCH_META = 'raritet-search-held';
/** Upper price used in history links when none was given. */
export const PRICE_UPPER_FALLBACK = 999999;
export const PRICE_MAX = 1_000_000_000;
/** Thumbnail widths the image endpoint serves (`?size=`); no size = the original. */
export const THUMBNAIL_SIZES = [160, 320, 640] as const;

/**
 * One picture of a lot by address (ADR 0033): the stored original and a thumbnail at each THUMBNAIL_SIZES
 * width, for `<img srcset>`. Subscribers' addresses are signed (`exp`, `sig` in the query) and work
 * without the bearer token until `expires`; the public covers of recent sales are plain addresses.
 */
export const ImageUrls = z.object({
  /** The image's name, as in `images` and `firstImageName`. */
  name: z.string(),
  /** The stored original (the zoom viewer). */
  original: z.string(),
  /** One address per THUMBNAIL_SIZES width, narrowest first. */
  thumbnails: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** Unix seconds after which the signed addresses are refused; null = public addresses, no expiry. */
  expires: z.number().int().nullable(),
});
export type ImageUrls = z.infer<typeof ImageUrls>;

export const SearchType = z.enum(['title', 'description', 'category', 'seller', 'priceRange']);
export type SearchType = z.infer<typeof SearchType>;

/**
 * The order of a search's results (ADR 0035), the `sort` query parameter of every search
 * route: `newest` (the default; for title and description searches `relevance` is, defaultSearchSort) and `oldest` by sale date, `price_desc` and `price_asc` by final price
 * (subscribers and administrators only: 403 `search_sort_price_subscribers_only` for anyone else, who
 * would otherwise learn the order of hidden prices), `relevance` (title and description searches only:
 * 400 `search_sort_relevance_text_only` on the others). Equal dates or prices are ordered by lot id, in
 * the sort's direction, so pages never overlap or skip. An unknown value is a 400 `search_sort_invalid`.
 * The statistics routes take the parameter and ignore it.
 */
export const SEARCH_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;
export const DEFAULT_SEARCH_SORT = 'newest' satisfies SearchSort;
/** Sorts that reveal the order of prices. */
export const PRICE_SORTS: readonly SearchSort[] = ['price_desc', 'price_asc'];
/** The search types that take `sort=relevance`. */
export const RELEVANCE_SEARCH_TYPES: readonly SearchType[] = ['title', 'description'];
/**
 * `relevance` ranks the newest this many matches of a search (all of them when there are fewer);
 * pages past them go on newest first (ADR 0035).
 */
export const RELEVANCE_WINDOW = 200;
/**
 * The order of a search that names none (ADR 0044): `relevance` for the text searches (title and
 * description: the lot whose title is the query first), DEFAULT_SEARCH_SORT, newest first, otherwise.
 */
export const defaultSearchSort = (type: SearchType): SearchSort =>
  RELEVANCE_SEARCH_TYPES.includes(type) ? 'relevance' : DEFAULT_SEARCH_SORT;

const Hidden = z.literal(SUBSCRIBERS_ONLY);

/** A sold lot. Price and date fields hold SUBSCRIBERS_ONLY for users without an active subscription. */
export const Book = z.object({
  id: z.number().int(),
  /**
   * The lot's id on the trading platform, for subscribers only: it leads straight to the lot and its
   * price there, so it is left out for everyone else.
   */
  sourceLotId: z.number().int().optional(),
  title: z.string(),
  author: z.string().nullable(),
  year: z.number().int().nullable(),
  type: z.string(),
  /** Plain text in lists; the book page adds `descriptionHtml` (sanitized). */
  description: z.string(),
  sellerName: z.string(),
  publisher: z.string().nullable(),
  language: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The final price in whole roubles; `price` is the same value under the spec's other name. */
  finalPrice: z.union([z.number().int(), Hidden]),
  price: z.union([z.number().int(), Hidden]),
  /** The sale date (ISO); `endDate` is the same value under the spec's other name. */
  date: z.union([z.string(), Hidden]),
  endDate: z.union([z.string(), Hidden]),
  /** Null without a subscription (no images for non-subscribers) or when the lot has no photos. */
  firstImageName: z.string().nullable(),
  /** The cover (`firstImageName`) by address; null whenever `firstImageName` is. */
  coverUrls: ImageUrls.nullable(),
  imageCount: z.number().int(),
});
export type Book = z.infer<typeof Book>;

export const BookDetail = Book.extend({
  descriptionHtml: z.string(),
  /** Where the edition was printed ("СПб.", "М.", a city written out), read from the description (ADR 0045). */
  publicationPlace: z.string().nullable(),
  /**
   * When the lot entered the archive (ISO), for subscribers only: a lot is pulled soon after its sale,
   * so this dates the sale within the pull interval and is left out for everyone else (ADR 0050).
   */
  addedDate: z.string().optional(),
});
export type BookDetail = z.infer<typeof BookDetail>;

export const SearchResponse = z.object({
  items: z.array(Book),
  /** The pages there are, within the first SEARCH_RESULTS_MAX results (reachablePages). */
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  /** True when totalItems is a lower bound or the planner's estimate (more than EXACT_COUNT_LIMIT matches). */
  totalIsEstimate: z.boolean(),
  /**
   * Where the pages stop when that is before the last result (ADR 0042, 0046): "the first N results are
   * shown, refine the search"; null (or missing) when the pages reach every result. A full page of an
   * inexact count always offers the next page within it (totalPages), so paging goes on until the results
   * run out or this is reached; a page beyond it is a 400 `search_page_too_deep`, a page past the end of
   * an exact count an empty page.
   */
  pagedUpTo: z.number().int().nullable().optional(),
  /** What is left of the plan's monthly requests after this one; null = unlimited or not counted. */
  remainingRequests: z.number().int().nullable(),
  /** Price-range search without a subscription: only totalFound and firstBookTitles are filled. */
  partialResults: z.boolean(),
  totalFound: z.number().int().nullable(),
  firstBookTitles: z.array(z.string()),
  /**
   * Set when the query as typed found nothing and a misspelt word of it was corrected (ADR 0044): the
   * query the results are for, as the page names it («Показаны результаты по запросу «…»»). The same
   * search with `noCorrection=true` runs the query exactly as typed.
   */
  correctedQuery: z.string().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** A `page` query parameter: 1 when missing or not a page number (the lists answer past-the-end pages empty). */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);
/** A `pageSize` query parameter: `fallback` when missing or malformed, lowered to `max` above it. */
export const cappedPageSize = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .default(fallback)
    .transform((size) => Math.min(size, max));
const page = pageParam;
const pageSize = cappedPageSize(SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX);
const sort = SearchSort.default(DEFAULT_SEARCH_SORT);
/** The text searches' order: none given means relevance (defaultSearchSort), decided by the server. */
const textSort = SearchSort.optional();
const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .default(false);
/** Repeated `categoryIds=1&categoryIds=2` (or a single value); unknown ids simply match nothing. */
const categoryIds = z
  .union([z.coerce.number().int().min(1).max(ID_MAX), z.array(z.coerce.number().int().min(1).max(ID_MAX))])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();
/** Queries longer than the cap are cut, not refused (a pasted paragraph still searches). */
const queryText = z
  .string()
  .default('')
  .transform((value) =>
    value
      .slice(0, SEARCH_QUERY_MAX_LENGTH * 50)
      .trim()
      .slice(0, SEARCH_QUERY_MAX_LENGTH),
  );

export const TitleSearchQuery = z.object({
  title: queryText,
  exactPhrase: booleanParam,
  /** The query exactly as typed: no typo correction and no similar spellings (ADR 0044). */
  noCorrection: booleanParam,
  page,
  pageSize,
  categoryIds,
  sort: textSort,
});
export const DescriptionSearchQuery = z.object({
  description: queryText,
  exactPhrase: booleanParam,
  /** The query exactly as typed: no typo correction and no similar spellings (ADR 0044). */
  noCorrection: booleanParam,
  page,
  pageSize,
  categoryIds,
  sort: textSort,
});
export const CategorySearchQuery = z.object({
  categoryId: z.coerce.number().int().min(1).max(ID_MAX),
  page,
  pageSize,
  sort,
});
export const SellerSearchQuery = z.object({ sellerName: queryText, page, pageSize, sort });
export const PriceRangeSearchQuery = z.object({
  minPrice: z.coerce.number().int().min(0).max(PRICE_MAX),
  maxPrice: z.coerce.number().int().min(0).max(PRICE_MAX),
  page,
  pageSize,
  sort,
});

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  bookCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;
export const CategoryList = z.array(Category);

export const RecentSale = z.object({
  bookId: z.number().int(),
  title: z.string(),
  category: z.string(),
  saleDate: z.string(),
  finalPrice: z.number().int(),
  /** Null when the lot has no photo; the card shows a placeholder. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The same cover at every size (public addresses); null when the lot has no photo. */
  coverUrls: ImageUrls.nullable(),
});
export type RecentSale = z.infer<typeof RecentSale>;
export const RecentSaleList = z.array(RecentSale);

/** `images`: the names, cover first; `imageUrls`: the same images by address, in the same order. */
export const BookImages = z.object({ images: z.array(z.string()), imageUrls: z.array(ImageUrls) });
export type BookImages = z.infer<typeof BookImages>;

export const SearchHistoryRecord = z.object({
  id: z.number().int(),
  searchType: SearchType,
  query: z.string(),
  searchDate: z.string(),
  /**
   * What a rerun needs besides the query: a title or description search's exact phrase and
   * categories, any search's order (null: the default, and rows from before they were kept).
   */
  exactPhrase: z.boolean().optional(),
  sort: z.string().nullable().optional(),
  categoryIds: z.array(z.number().int()).optional(),
});
export type SearchHistoryRecord = z.infer<typeof SearchHistoryRecord>;

/** `GET /books/{id}` and the image calls; a non-numeric id is a 400 `book_id_invalid`. */
export const BookIdParams = z.object({ id: z.coerce.number().int().min(1).max(ID_MAX) });
/** `imageId` is the image's name as listed by `GET /books/{id}/images`. */
export const BookImageParams = BookIdParams.extend({ imageId: z.string().min(1).max(200) });
/**
 * No size = the original; otherwise a thumbnail this many pixels wide (THUMBNAIL_SIZES). `exp` and `sig`
 * come with a signed address (ImageUrls) and stand in for the bearer token; they are checked, not parsed
 * here, so a malformed one is refused like a wrong one.
 */
export const BookImageQuery = z.object({
  size: z
    .enum(THUMBNAIL_SIZES.map(String) as ['160', '320', '640'])
    .transform(Number)
    .optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
/** `limit` from 1 to RECENT_SALES_MAX; anything else is a 400 whose message names the range. */
export const RecentSalesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_SALES_MAX).default(RECENT_SALES_DEFAULT),
});

export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_PAGE_SIZE = 20;
export const FeedbackRequest = z.object({
  message: z
    .string()
    .max(FEEDBACK_MAX_LENGTH * 2)
    .default(''),
  /** Optional reply address for guests; logged-in users are known. */
  email: z.string().max(254).optional(),
  /** The page the dialog was opened on (path); the server falls back to the Referer's path. */
  page: z.string().max(500).optional(),
});

/** The feedback rules, the message first; a reply address is optional but must look like one. */
export function validateFeedback(input: { message: string; email?: string | undefined }): MessageCode | null {
  const message = input.message.trim();
  if (message === '') return 'feedback_message_required';
  if (message.length > FEEDBACK_MAX_LENGTH) return 'feedback_message_too_long';
  const email = input.email?.trim() ?? '';
  if (email !== '' && (!looksLikeEmail(email) || email.length > EMAIL_MAX_LENGTH)) return 'email_invalid';
  return null;
}

/** The feedback dialog as typed (a logged-in user's email stays empty: the server knows them). */
export const FeedbackFormValues = z
  .object({ message: z.string(), email: z.string() })
  .superRefine(ruleRefinement(validateFeedback, (code) => (code === 'email_invalid' ? 'email' : 'message')));
export type FeedbackFormValues = z.infer<typeof FeedbackFormValues>;

/** 201 answer to `POST /feedback`; `message` is the thank-you text in the request's language. */
export const FeedbackCreated = z.object({ id: z.number().int(), message: z.string() });
export type FeedbackCreated = z.infer<typeof FeedbackCreated>;
export const FeedbackItem = z.object({
  id: z.number().int(),
  message: z.string(),
  email: z.string().nullable(),
  userId: z.number().int().nullable(),
  page: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

/** `GET /admin/feedback`: newest first. */
export const FeedbackListQuery = z.object({
  page,
  pageSize: cappedPageSize(FEEDBACK_PAGE_SIZE, 100),
});
export const FeedbackPage = z.object({
  items: z.array(FeedbackItem),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type FeedbackPage = z.infer<typeof FeedbackPage>;
