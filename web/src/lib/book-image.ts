import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ImageUrls, THUMBNAIL_SIZES } from '@raritet/contracts/archive';
import { bookImagesQueryOptions } from './book-images.ts';
import { useSession } from './session.ts';

/**
 * The one way the web app shows a lot's pictures (ADR 0033): `<img src srcset>` with the addresses the
 * server put in the answer that listed them (ImageUrls). Subscribers' addresses are signed and expire
 * after one to two hours; the browser caches each for as long as it works. A page left open longer
 * asks GET /books/{id}/images for fresh ones when a picture fails (`useImageUrls`).
 */

export type { ImageUrls };

/** A width the server scales to (`?size=`); the original is `ImageUrls.original`. */
export type ImageSize = (typeof THUMBNAIL_SIZES)[number];

/** `srcset` over the thumbnails: the browser picks the narrowest one that covers `sizes` at its pixel density. */
export function srcSetOf(urls: ImageUrls): string {
  return urls.thumbnails.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** The thumbnail of this width (the `src` of browsers without srcset, the viewer's stand-in). */
export function thumbnailUrl(urls: ImageUrls, width: ImageSize): string {
  return urls.thumbnails.find((thumbnail) => thumbnail.width === width)?.url ?? urls.original;
}

/** Of two sets of addresses for one picture, the one that works longer (public ones never expire). */
function longerLived(given: ImageUrls, renewed: ImageUrls | undefined): ImageUrls {
  if (renewed === undefined || given.expires === null) return given;
  return renewed.expires === null || renewed.expires > given.expires ? renewed : given;
}

/**
 * Fresh addresses for a lot's pictures, asked for at most once per mounted picture: `renew()` reads
 * GET /books/{id}/images again (the gallery's own list updates with it), `fresh` finds a picture there.
 */
export function useRenewedImageUrls(bookId: number) {
  const { user } = useSession();
  const [asked, setAsked] = useState(false);
  const query = useQuery({ ...bookImagesQueryOptions(bookId, user?.hasSubscription ?? false), enabled: false });
  return {
    renewing: asked && query.isFetching,
    /** Asks once; later calls do nothing (a picture failing with fresh addresses is really missing). */
    renew(): void {
      if (asked) return;
      setAsked(true);
      void query.refetch();
    },
    fresh: (name: string): ImageUrls | undefined =>
      asked ? query.data?.imageUrls.find((urls) => urls.name === name) : undefined,
  };
}

export interface ShownImage {
  /** The addresses to show; null = nothing to show (no photo, not allowed, or it failed): the placeholder. */
  urls: ImageUrls | null;
  /** Waiting for fresh addresses after a failure. */
  renewing: boolean;
  /** The `<img>`'s onError: a signed address is renewed once, then the placeholder shows. */
  handleError: () => void;
}

/**
 * A picture's addresses as given by a list, a book or the gallery, and what to do when one fails: a
 * signed address may have expired while the page stayed open, so fresh ones are asked for once. Then:
 * a picture that still fails is only logged, and its place shows the placeholder.
 */
export function useImageUrls(bookId: number, given: ImageUrls | null): ShownImage {
  const renewal = useRenewedImageUrls(bookId);
  // The failed picture's original address: a different address (a fresh list) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const urls = given === null ? null : longerLived(given, renewal.fresh(given.name));
  const hasFailed = urls !== null && failed === urls.original;

  function handleError() {
    if (urls === null) return;
    setFailed(urls.original);
    console.warn(`Image ${urls.original} did not load`);
    if (urls.expires !== null) renewal.renew();
  }

  return { urls: hasFailed ? null : urls, renewing: hasFailed && renewal.renewing, handleError };
}
