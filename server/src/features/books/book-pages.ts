import {
  RECENT_SALES_MAX,
  type BookDetail,
  type BookImages,
  type Category,
  type RecentSale,
} from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { isValidImageName } from '../../integrations/image-store/image-store.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/service.ts';
import { visibilityOf, type AccessDeps } from './access.ts';
import { toBookDetail, toRecentSale } from './dto.ts';
import { createBooksRepository, type CategoryWithCount } from './books-repository.ts';
import type { BookCard, BookDetailCard } from './schema.ts';
import { cardsByIds } from './book-cards.ts';
import { imageEtag, type ImageService, type StoredImage } from './images.ts';
import type { ImageLink, ImageUrlSigner } from './image-urls.ts';
import { unmeteredReads, type PaidReadMeter } from './paid-reads.ts';

/** The category list changes rarely; it is recounted after this long or when its fingerprint moves. */
const CATEGORIES_TTL_MS = 60_000;
const YEAR = 31_536_000;

export type ImageResponse =
  | { status: 304; etag: string; cacheControl: string }
  | { status: 200; etag: string; cacheControl: string; image: StoredImage };

/** If-None-Match holds a list of validators (weak ones compare equal too) or `*`. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export type BookPagesOptions = AccessDeps & {
  database: Database;
  /** Counts a book page with price and date against the subscriber's daily budget (ADR 0050). */
  meterPaidRead?: PaidReadMeter;
  images: ImageService;
  /** Signs the image addresses handed to subscribers and checks them when they come back. */
  imageUrls: ImageUrlSigner;
};

export function createBookPages({
  database,
  billing,
  images,
  imageUrls,
  meterPaidRead = unmeteredReads,
}: BookPagesOptions) {
  const repository = createBooksRepository(database);
  let categoriesCache: { fingerprint: string; at: number; rows: CategoryWithCount[] } | undefined;

  return {
    /**
     * `GET /books/{id}`: the same hiding rules as the searches. A page with price and date is a paid read,
     * counted against the day's budget (429 past it); one without them counts nothing.
     */
    async getBook(user: UserRow, id: number): Promise<BookDetail> {
      const [row, visibility] = await Promise.all([repository.findBook(id), visibilityOf({ billing }, user)]);
      if (!row) throw notFound('book_not_found');
      if (visibility === 'full') await meterPaidRead(user, 'book');
      return toBookDetail(row, visibility, imageUrls);
    },

    /** The cards of these books, newest first (favourites); unknown ids are left out. */
    cards: (ids: readonly number[]): Promise<BookCard[]> => cardsByIds(database, ids),

    /** Whether a book with this id exists. */
    exists: (id: number): Promise<boolean> => repository.exists(id),

    /** The book page's own meta (public: title and description are not subscriber data). */
    findBookForPage: (id: number): Promise<BookDetailCard | undefined> => repository.findBook(id),

    /**
     * The cover of a lot as a JPEG/PNG thumbnail `width` pixels wide, with no access check: for a
     * message to a subscriber (the alerts' digest), whose caller has checked the reader may see it.
     */
    async coverThumbnail(id: number, width: number): Promise<StoredImage | null> {
      const book = await repository.imageBook(id);
      const cover = book?.imageNames[0];
      return book && cover ? images.get(book, cover, width) : null;
    },

    /**
     * `GET /books/{id}/images`: the names and their signed addresses, for subscribers; empty lists for
     * everyone else. The web app also asks it again for fresh addresses when one has expired.
     */
    async imageList(user: UserRow, id: number): Promise<BookImages> {
      const [book, visibility] = await Promise.all([repository.imageBook(id), visibilityOf({ billing }, user)]);
      if (!book) throw notFound('book_not_found');
      const images = visibility === 'full' ? book.imageNames : [];
      return { images, imageUrls: images.map((name) => imageUrls.signedUrls(id, name)) };
    },

    /**
     * One image. Images are for subscribers: by a signed address (ADR 0033) or the bearer token. The
     * one exception is the cover of a lot on the public recent-sales list, which the home page shows
     * to everyone. Subscriber images are cacheable by the browser only (`private`): a shared cache must
     * not hand them to someone else; a signed one only until its address expires.
     */
    async image(
      user: UserRow | null,
      id: number,
      name: string,
      size: number | undefined,
      ifNoneMatch: string | undefined,
      link: ImageLink = {},
    ): Promise<ImageResponse> {
      const book = await repository.imageBook(id);
      if (!book) throw notFound('book_not_found');
      // A name the image store would refuse (one stored before imports checked them) is no image: 404, not 500.
      if (!book.imageNames.includes(name) || !isValidImageName(name)) throw notFound('image_not_found');
      const signed = link.exp !== undefined || link.sig !== undefined;
      const now = Date.now();
      const linkCheck = signed ? imageUrls.check(id, name, size, link, now) : undefined;
      let cacheControl: string;
      if (linkCheck === 'ok') {
        cacheControl = `private, max-age=${Math.floor(Number(link.exp) - now / 1000)}, immutable`;
      } else if (user && (await visibilityOf({ billing }, user)) === 'full') {
        cacheControl = `private, max-age=${YEAR}, immutable`;
      } else if (book.imageNames[0] === name && (await repository.isRecentSale(id, RECENT_SALES_MAX))) {
        cacheControl = `public, max-age=${YEAR}, immutable`;
      } else if (linkCheck !== undefined) {
        throw new AppError(403, linkCheck === 'expired' ? 'image_link_expired' : 'image_link_invalid');
      } else if (!user) {
        throw new AppError(401, 'unauthorized');
      } else {
        throw new AppError(403, 'images_subscribers_only');
      }
      const etag = imageEtag(id, name, size);
      if (etagMatches(ifNoneMatch, etag)) return { status: 304, etag, cacheControl };
      const image = await images.get(book, name, size);
      if (!image) throw notFound('image_not_found');
      return { status: 200, etag, cacheControl, image };
    },

    /** `GET /categories`, with lot counts; cached, recounted when lots or categories change. */
    async categories(): Promise<Category[]> {
      const now = Date.now();
      const fingerprint = await repository.categoriesFingerprint();
      if (
        !categoriesCache ||
        categoriesCache.fingerprint !== fingerprint ||
        now - categoriesCache.at > CATEGORIES_TTL_MS
      ) {
        categoriesCache = { fingerprint, at: now, rows: await repository.categoriesWithCounts() };
      }
      return categoriesCache.rows;
    },

    /** Drops the cached category counts (call after changing lots' categories in place). */
    invalidateCategories(): void {
      categoriesCache = undefined;
    },

    /** `GET /books/recent-sales`: public, price and date included. */
    async recentSales(limit: number): Promise<RecentSale[]> {
      return (await repository.recentSales(limit)).map(toRecentSale);
    },
  };
}

export type BookPages = ReturnType<typeof createBookPages>;
