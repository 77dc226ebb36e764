import { z } from 'zod';
import { EMAIL_MAX_LENGTH, looksLikeEmail } from './auth.ts';
import { ID_MAX } from './billing.ts';
import { ruleRefinement } from './form-rules.ts';
import type { MessageCode } from './messages.ts';

/** What price and date fields hold for a user without an active subscription (spec §3 Book). */
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
export const RECENT_SALES_DEFAULT = 5;
export const RECENT_SALES_MAX = 20;
export const DESCRIPTION_PREVIEW_LENGTH = 150;
export const PARTIAL_RESULT_TITLES = 2;
/** Price-range searches a user without a subscription may run per Moscow calendar day (ADR 0013). */
export const PRICE_PREVIEW_DAILY_LIMIT = 20;
/** Narrower ranges (max below this times min) answer only the count, no titles, without a subscription. */
export const PRICE_PREVIEW_TITLES_MIN_RATIO = 1.2;
/** Upper price used in history links when none was given (spec §9). */
export const PRICE_UPPER_FALLBACK = 999999;
export const PRICE_MAX = 1_000_000_000;
/** Thumbnail widths the image endpoint serves (`?size=`); no size = the original. */
export const THUMBNAIL_SIZES = [160, 320, 640] as const;

export const SearchType = z.enum(['title', 'description', 'category', 'seller', 'priceRange']);
export type SearchType = z.infer<typeof SearchType>;

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
  imageCount: z.number().int(),
});
export type Book = z.infer<typeof Book>;

export const BookDetail = Book.extend({
  descriptionHtml: z.string(),
  addedDate: z.string(),
});
export type BookDetail = z.infer<typeof BookDetail>;

export const SearchResponse = z.object({
  items: z.array(Book),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  /** True when totalItems is a lower bound or the planner's estimate (more than EXACT_COUNT_LIMIT matches). */
  totalIsEstimate: z.boolean(),
  /** What is left of the plan's monthly requests after this one; null = unlimited or not counted. */
  remainingRequests: z.number().int().nullable(),
  /** Price-range search without a subscription: only totalFound and firstBookTitles are filled. */
  partialResults: z.boolean(),
  totalFound: z.number().int().nullable(),
  firstBookTitles: z.array(z.string()),
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

export const TitleSearchQuery = z.object({ title: queryText, exactPhrase: booleanParam, page, pageSize, categoryIds });
export const DescriptionSearchQuery = z.object({
  description: queryText,
  exactPhrase: booleanParam,
  page,
  pageSize,
  categoryIds,
});
export const CategorySearchQuery = z.object({ categoryId: z.coerce.number().int().min(1).max(ID_MAX), page, pageSize });
export const SellerSearchQuery = z.object({ sellerName: queryText, page, pageSize });
export const PriceRangeSearchQuery = z.object({
  minPrice: z.coerce.number().int().min(0).max(PRICE_MAX),
  maxPrice: z.coerce.number().int().min(0).max(PRICE_MAX),
  page,
  pageSize,
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
});
export type RecentSale = z.infer<typeof RecentSale>;
export const RecentSaleList = z.array(RecentSale);

export const BookImages = z.object({ images: z.array(z.string()) });
export type BookImages = z.infer<typeof BookImages>;

export const SearchHistoryRecord = z.object({
  id: z.number().int(),
  searchType: SearchType,
  query: z.string(),
  searchDate: z.string(),
});
export type SearchHistoryRecord = z.infer<typeof SearchHistoryRecord>;

/** `GET /books/{id}` and the image calls; a non-numeric id is a 400 `book_id_invalid`. */
export const BookIdParams = z.object({ id: z.coerce.number().int().min(1).max(ID_MAX) });
/** `imageId` is the image's name as listed by `GET /books/{id}/images`. */
export const BookImageParams = BookIdParams.extend({ imageId: z.string().min(1).max(200) });
/** No size = the original; otherwise a thumbnail this many pixels wide (THUMBNAIL_SIZES). */
export const BookImageQuery = z.object({
  size: z
    .enum(THUMBNAIL_SIZES.map(String) as ['160', '320', '640'])
    .transform(Number)
    .optional(),
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
