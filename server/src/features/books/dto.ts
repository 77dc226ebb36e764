import sanitizeHtml from 'sanitize-html';
import {
  SUBSCRIBERS_ONLY,
  type Book,
  type BookDetail,
  type ImageUrls,
  type RecentSale,
} from '@raritet/contracts/archive';
import { imagePath, publicImageUrls, type ImageUrlSigner } from './image-urls.ts';
import type { BookCard, BookDetailCard } from './schema.ts';

/**
 * What a viewer may see of a lot: `full` = subscribers and administrators; `hidden` = a
 * logged-in user without an active subscription, who gets price and date as 'Только для подписчиков',
 * no images and no source lot id (it leads to the lot and its price on the trading platform).
 */
export type Visibility = 'full' | 'hidden';

/** The cover by signed address for those who may see it (`full`), else null, as `firstImageName`. */
export function coverUrlsFor(
  signer: ImageUrlSigner,
  row: Pick<BookCard, 'id' | 'imageNames'>,
  visibility: Visibility,
): ImageUrls | null {
  const cover = row.imageNames[0];
  return visibility === 'full' && cover !== undefined ? signer.signedUrls(row.id, cover) : null;
}

export function toBook(row: BookCard, visibility: Visibility, signer: ImageUrlSigner): Book {
  const full = visibility === 'full';
  const price = full ? row.finalPrice : SUBSCRIBERS_ONLY;
  const date = full ? row.saleDate.toISOString() : SUBSCRIBERS_ONLY;
  return {
    id: row.id,
    ...(full ? { sourceLotId: row.sourceLotId } : {}),
    title: row.title,
    author: row.author,
    year: row.year,
    type: row.type,
    description: row.descriptionText,
    sellerName: row.sellerName,
    publisher: row.publisher,
    language: row.language,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    finalPrice: price,
    price,
    date,
    endDate: date,
    firstImageName: full ? (row.imageNames[0] ?? null) : null,
    coverUrls: coverUrlsFor(signer, row, visibility),
    imageCount: row.imageNames.length,
  };
}

/**
 * Lot descriptions come from a trading platform. They are sanitized when imported; they are sanitized
 * again here, on the way out, so a row written by any other path cannot carry script into the page.
 */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  // The web app's allow-list (book-page/lib/sanitize-description.ts); other tags are unwrapped.
  allowedTags: ['p', 'b', 'i', 'em', 'strong', 'br', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_HTML);
}

export function toBookDetail(row: BookDetailCard, visibility: Visibility, signer: ImageUrlSigner): BookDetail {
  return {
    ...toBook(row, visibility, signer),
    descriptionHtml: sanitizeDescription(row.descriptionHtml),
    publicationPlace: row.publicationPlace,
    // It dates the sale (the pull stores a lot soon after it ends): subscriber data like the date itself.
    ...(visibility === 'full' ? { addedDate: row.addedDate.toISOString() } : {}),
  };
}

export const RECENT_SALE_THUMBNAIL = 320;

/** A recent sale's cover is public (the home page shows it to everyone): plain addresses. */
export function toRecentSale(row: BookCard): RecentSale {
  const cover = row.imageNames[0];
  return {
    bookId: row.id,
    title: row.title,
    category: row.categoryName,
    saleDate: row.saleDate.toISOString(),
    finalPrice: row.finalPrice,
    imageUrl: cover === undefined ? null : imagePath(row.id, cover),
    thumbnailUrl: cover === undefined ? null : imagePath(row.id, cover, RECENT_SALE_THUMBNAIL),
    coverUrls: cover === undefined ? null : publicImageUrls(row.id, cover),
  };
}
